/** Change password (product §5): all three required; mismatch 'New password and confirm password do not match'. */
import * as v from 'valibot';
import { present } from './fields';

export const NEW_PASSWORD_MISMATCH = 'New password and confirm password do not match';

const pwd = (label: string) =>
  present(
    v.pipe(
      v.string(`${label} is required`),
      v.nonEmpty(`${label} is required`),
      v.maxLength(60, `${label} can be at most 60 characters`),
    ),
  );

export const changePasswordSchema = v.pipe(
  v.object({
    uid: v.optional(v.nullable(v.union([v.number(), v.string()]))),
    oldPassword: pwd('Old password'),
    newPassword: pwd('New password'),
    confirmPassword: pwd('Confirm password'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (x) => x.newPassword === x.confirmPassword,
      NEW_PASSWORD_MISMATCH,
    ),
    ['confirmPassword'],
  ),
);

export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
export type ChangePasswordData = v.InferOutput<typeof changePasswordSchema>;
