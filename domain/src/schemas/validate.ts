/**
 * Runs a valibot schema over form values and returns the first message per field,
 * so forms show exactly the schema's message beside the field (and the API uses the same schema).
 */
import * as v from 'valibot';
import { localizeMessage } from './localize';

/** The page's language (<html lang>, set by @utsav/shared/i18n); on the server (the API) English. */
const pageLang = () =>
  (globalThis as { document?: { documentElement?: { lang?: string } } }).document?.documentElement?.lang?.slice(0, 2);

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type ValidationResult<S extends v.GenericSchema> =
  | { ok: true; data: v.InferOutput<S>; errors: FieldErrors<v.InferInput<S>>; first?: undefined }
  | { ok: false; data?: undefined; errors: FieldErrors<v.InferInput<S>>; first: string };

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): ValidationResult<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (!(key in errors)) errors[key] = localizeMessage(issue.message, pageLang());
  }
  return {
    ok: false,
    errors: errors as FieldErrors<v.InferInput<S>>,
    first: localizeMessage(result.issues[0]?.message ?? 'Invalid input', pageLang()),
  };
}
