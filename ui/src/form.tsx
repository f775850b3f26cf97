import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type ButtonHTMLAttributes,
  type FormEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useId,
  useMemo,
  useRef,
} from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { filterInput, type FilterKind } from '@utsav/domain/input-filters';
import { localizeMessage } from '@utsav/domain/schemas/localize';
import { focusFirstError } from './focus-first-error';
import styles from './form.module.css';
import { useUiT } from './i18n-ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Typing filter of product §5 (default: free text with leading space removed). */
  filter?: FilterKind;
  error?: string;
}

/** Labelled input applying a product §5 typing filter and showing a validation message. */
export function TextField({
  label,
  value,
  onValueChange,
  filter = 'text',
  maxLength = 100,
  error,
  id,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) =>
          onValueChange(
            filter === 'text' && rest.type === 'date' ? e.target.value : filterInput(filter, e.target.value, maxLength),
          )
        }
        {...rest}
      />
      {error ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  block?: boolean;
}

/** Submit button: a spinner replaces the label and the button is disabled while loading (product §4 Forms). */
export function SubmitButton({
  loading,
  children,
  variant = 'primary',
  block,
  disabled,
  className,
  type,
  ...rest
}: SubmitButtonProps) {
  const classes = [
    styles.button,
    variant === 'secondary' ? styles.secondary : '',
    block ? styles.block : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type ?? 'submit'}
      className={classes}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : children}
    </button>
  );
}

/** The busy button's spinner: its own component, so a button that is not loading never waits for the texts. */
function Spinner() {
  const { t } = useUiT();
  return <span className={styles.spinner} role="status" aria-label={t('form.loading')} />;
}

export function FieldError({ message }: { message?: string }) {
  return message ? (
    <span className={styles.error} role="alert">
      {message}
    </span>
  ) : null;
}

export const formStyles = styles;

// ---------------------------------------------------------------- forms through react-hook-form
//
// Every form declares its valibot schema (the API runs the same one) and its fields; values, errors, the submit
// state, focus on the first error and the server's refusal come from here:
//
//   const form = useSchemaForm(signInSchema, { mobile: '', password: '', remember: false });
//   <SchemaForm form={form} onValid={async (data) => { … form.setServerError(message) … }} aria-label="…">
//     <FormTextField form={form} name="mobile" label="Mobile number" filter="numeric" />
//     <FormError form={form} />
//     <SubmitButton loading={form.formState.isSubmitting}>Sign In</SubmitButton>
//   </SchemaForm>

/** A form of `schema`: react-hook-form with the valibot resolver, messages in the page's language. */
export type SchemaFormApi<S extends v.GenericSchema> = UseFormReturn<
  v.InferInput<S> & FieldValues,
  unknown,
  v.InferOutput<S> & FieldValues
> & {
  /** Shows the server's refusal (wrong password, a rule only the server knows) until a field changes. */
  setServerError: (message: string, field?: Path<v.InferInput<S> & FieldValues>) => void;
};

/** The page's language (<html lang>), as the schemas' own `validate` reads it. */
const pageLang = () => document.documentElement.lang?.slice(0, 2);

/** A rule's English message (from @utsav/domain) in the page's language, for errors a form sets itself. */
export const localizeForPage = (message: string): string => localizeMessage(message, pageLang());

/**
 * The form of `schema` starting from `initial`. The initial values are what the person has not yet typed or
 * ticked (an unticked box that the schema requires ticked, an empty field): any value per field, the schema decides.
 */
export function useSchemaForm<S extends v.GenericSchema>(
  schema: S,
  initial: { [K in keyof v.InferInput<S>]?: unknown },
): SchemaFormApi<S> {
  type In = v.InferInput<S> & FieldValues;
  type Out = v.InferOutput<S> & FieldValues;
  const resolver = useMemo<Resolver<In, unknown, Out>>(() => {
    // The resolver's schema type is valibot's BaseSchema of the form's own input and output.
    const base = valibotResolver(schema as unknown as v.BaseSchema<In, Out, v.BaseIssue<unknown>>);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      // The schemas write English; the form says it in the page's language (the API does the same).
      for (const error of Object.values(result.errors) as { message?: string }[]) {
        if (error?.message) error.message = localizeMessage(error.message, pageLang());
      }
      return result;
    };
  }, [schema]);
  const defaultValues = initial as DefaultValues<In>;
  // Focus after a refused submit is focusFirstError's (SchemaForm): it also reaches errors outside the fields.
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    // 'all' makes the resolver run every check of the schema's pipes (not only up to the first failing one), so a
    // check across fields (passwords that differ) shows with the other fields' messages, as validate() did; each
    // field still shows its first message.
    criteriaMode: 'all',
  });
  const { setError } = form;
  const setServerError = useCallback(
    (message: string, field?: Path<In>) => setError(field ?? 'root.server', { type: 'server', message }),
    [setError],
  );
  return Object.assign(form, { setServerError });
}

export interface SchemaFormProps<S extends v.GenericSchema> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  form: SchemaFormApi<S>;
  /** Runs with the schema's output when every field passes; the submit state lasts until it settles. */
  onValid: (data: v.InferOutput<S>) => unknown;
  /**
   * Runs first on each submit, before validation (a lookup that fills fields from one the person typed); false
   * stops the submit and takes focus to the first error it set.
   */
  beforeValidate?: () => Promise<boolean> | boolean;
  /** Runs when the schema refuses the submit, with the fields' messages (a page that also says one in a toast). */
  onInvalid?: (errors: FieldErrors<v.InferInput<S> & FieldValues>) => void;
  children: ReactNode;
}

/**
 * The form element: validates on submit, runs `onValid` or takes focus to the first error, and never lets
 * its submit reach an outer form (a dialog's form inside a page's form, as checkout's address dialog).
 */
export function SchemaForm<S extends v.GenericSchema>({
  form,
  onValid,
  beforeValidate,
  onInvalid,
  children,
  ...rest
}: SchemaFormProps<S>) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const element = e.currentTarget;
    form.clearErrors('root.server');
    if (beforeValidate && !(await beforeValidate())) return focusFirstError(element);
    return form.handleSubmit(
      async (data) => {
        await onValid(data);
      },
      (errors) => {
        onInvalid?.(errors);
        focusFirstError(element);
      },
    )(e);
  };
  return (
    <form ref={ref} noValidate onSubmit={submit} {...rest}>
      {children}
    </form>
  );
}

export interface FormTextFieldProps<S extends v.GenericSchema> extends Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'error' | 'name' | 'form'
> {
  form: SchemaFormApi<S>;
  name: Path<v.InferInput<S> & FieldValues>;
}

/** A TextField bound to one field of the form: its value, typing filter, blur and the field's message. */
export function FormTextField<S extends v.GenericSchema>({ form, name, onBlur, ...rest }: FormTextFieldProps<S>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...rest}
      name={name}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={(value) => {
        form.clearErrors('root.server');
        field.onChange(value);
      }}
      onBlur={(e) => {
        field.onBlur();
        onBlur?.(e);
      }}
      error={fieldState.error?.message}
    />
  );
}

/** What a refused form says first: the server's refusal, else the first field's message in the schema's order. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const server = errors.root?.server?.message;
  if (server) return server;
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  return first?.message as string | undefined;
}

/** The server's refusal of the last submit, until a field changes. */
export function FormError<S extends v.GenericSchema>({ form, testId }: { form: SchemaFormApi<S>; testId?: string }) {
  const message = form.formState.errors.root?.server?.message;
  return message ? (
    <span className={styles.error} role="alert" data-testid={testId}>
      {message}
    </span>
  ) : null;
}
