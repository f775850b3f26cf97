/**
 * Change Password, one form for customers (account) and vendors (the two had drifted apart — 60 and 50
 * characters, different error handling). Old, new and confirm are required and the new one must be confirmed (the
 * shared schema, which the API runs too); the server's message is toasted; on success the fields empty and the page
 * keeps its session with the token the change returns.
 */
import { changePassword, type PasswordOwner } from './change-password-api';
import { errorMessage } from '@utsav/shared/api-client';
import { changePasswordSchema, type ChangePasswordData } from '@utsav/domain/schemas/change-password';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from './form';
import { useUiMoreT } from './i18n-ui';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
/** The schema's own limit: the fields stop there as the person types. */
const MAX = 60;

export function ChangePasswordForm({ who, className }: { who: PasswordOwner; className?: string }) {
  const { t } = useUiMoreT();
  // The API ignores uid (the token decides); it is sent as the contract declares it.
  const uid = useSession((s) => (s.claims?.sub ?? null) as string | number | null);
  const form = useSchemaForm(changePasswordSchema, empty);

  async function submit(values: ChangePasswordData) {
    try {
      const message = await changePassword(who, { ...values, uid });
      notify.success(message || t('changePassword.changed'));
      form.reset();
    } catch (error) {
      notify.error(errorMessage(error, t('changePassword.failed')));
    }
  }

  return (
    <SchemaForm form={form} onValid={submit} className={className} aria-label={t('changePassword.label')}>
      <FormTextField
        form={form}
        label={t('changePassword.old')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        maxLength={MAX}
      />
      <FormTextField
        form={form}
        label={t('changePassword.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        maxLength={MAX}
      />
      <FormTextField
        form={form}
        label={t('changePassword.confirm')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={MAX}
      />
      <SubmitButton loading={form.formState.isSubmitting}>{t('changePassword.submit')}</SubmitButton>
    </SchemaForm>
  );
}
