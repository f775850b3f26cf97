/**
 * the one-time-code parts of the forms — the sign-up's "Send code" beside a verification-code box
 * (customer /signup and vendor /service-provider-reg) and the whole forgot-password form (customer /forgot-password
 * and vendor /vendor/forgot-password). The rules are the shared schemas' (schemas/one-time-code), the API's too.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { api, call, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signUpCodeSchema,
  type ResetPasswordInput,
} from '@utsav/domain/schemas/one-time-code';
import { validate } from '@utsav/domain/schemas/validate';
import { FormTextField, SchemaForm, SubmitButton, TextField, useSchemaForm } from './form';
import styles from './one-time-code.module.css';
import { useUiMoreT } from './i18n-ui';

/** Seconds before another code may be asked for (the API's first wait; it answers 429 with the real one). */
export const RESEND_AFTER_SECONDS = 60;

/** Counts down from `seconds` once started; `start(n)` restarts it. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft];
}

/** Seconds named by a 429's message ("… try again in 45 seconds" / "in 2 minutes"), else the default wait. */
function waitOf(message: string): number {
  const m = /in (\d+) (second|minute)/.exec(message);
  return m ? Number(m[1]) * (m[2] === 'minute' ? 60 : 1) : RESEND_AFTER_SECONDS;
}

export interface SignUpCodeFieldProps {
  /** The mobile number typed in the form. */
  phone: string;
  /** Whose sign-up asks for the code: a customer's (POST /api/signup-code) or a vendor's (/api/vendor/signup-code). */
  who: 'customer' | 'vendor';
  value: string;
  onValueChange: (code: string) => void;
  error?: string;
  /** Shows a message about the phone field (its rule failed), instead of sending. */
  onPhoneError: (message: string | undefined) => void;
}

/** The verification-code box of a sign-up form, with its "Send code" / "Resend code" button. */
export function SignUpCodeField({ phone, who, value, onValueChange, error, onPhoneError }: SignUpCodeFieldProps) {
  const { t } = useUiMoreT();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [left, startWait] = useCountdown();

  async function send() {
    const checked = validate(signUpCodeSchema, { phone });
    onPhoneError(checked.errors.phone);
    if (!checked.ok) return;
    setSending(true);
    try {
      const body = { phone: checked.data.phone };
      const data =
        who === 'vendor'
          ? await call(api.POST('/api/vendor/signup-code', { body }))
          : await call(api.POST('/api/signup-code', { body }));
      if (!isSuccess(data)) throw new Error(messageOf(data) || t('otp.notSent'));
      setSentTo(checked.data.phone);
      setNote({ text: messageOf(data), error: false });
      startWait(RESEND_AFTER_SECONDS);
    } catch (e) {
      const message = errorMessage(e, t('otp.notSent'));
      setNote({ text: message, error: true });
      if (/try again in/.test(message)) startWait(waitOf(message));
    } finally {
      setSending(false);
    }
  }

  const label = left > 0 ? t('otp.resendIn', { seconds: left }) : sentTo ? t('otp.resend') : t('otp.send');
  return (
    <>
      <div className={styles.codeRow}>
        <TextField
          label={t('otp.code')}
          name="otp"
          filter="numeric"
          inputMode="numeric"
          maxLength={6}
          value={value}
          onValueChange={onValueChange}
          error={error}
          autoComplete="one-time-code"
        />
        <SubmitButton
          type="button"
          variant="secondary"
          className={styles.send}
          loading={sending}
          disabled={left > 0}
          onClick={send}
        >
          {label}
        </SubmitButton>
      </div>
      {note ? (
        <p className={note.error ? styles.noteError : styles.note} role="status" data-testid="code-note">
          {note.text}
        </p>
      ) : null}
    </>
  );
}

export interface PasswordResetFormProps {
  /** Whose password: a customer's (/api/forgot-password, /api/reset-password) or a vendor's (/api/vendor/…). */
  who: 'customer' | 'vendor';
  title?: string;
  /** After a reset: how to go and sign in (the customer's modal, the vendor's page). */
  signIn: ReactNode;
}

/**
 * Forgot password in two steps: the registered mobile number or email → a code is sent (the answer is the same
 * whether or not an account matches); then the code and a new password. A reset ends every earlier session.
 */
export function PasswordResetForm({ who, title: titleProp, signIn }: PasswordResetFormProps) {
  const { t } = useUiMoreT();
  const title = titleProp ?? t('otp.forgotTitle');
  const askForm = useSchemaForm(forgotPasswordSchema, { login: '' });
  const resetForm = useSchemaForm(resetPasswordSchema, { login: '', otp: '', password: '', cpassword: '' });
  const [step, setStep] = useState<'ask' | 'reset' | 'done'>('ask');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState('');
  const [left, startWait] = useCountdown();
  const form = step === 'ask' ? askForm : resetForm;
  const failure = form.formState.errors.root?.server?.message;

  /** Sends a code to `login` (the first time from the first step, again from the second). */
  async function ask({ login }: { login: string }) {
    setSending(true);
    form.clearErrors('root.server');
    try {
      const body = { login };
      const data =
        who === 'vendor'
          ? await call(api.POST('/api/vendor/forgot-password', { body }))
          : await call(api.POST('/api/forgot-password', { body }));
      if (!isSuccess(data)) throw new Error(messageOf(data) || t('otp.notSent'));
      setNote(messageOf(data));
      resetForm.reset({ login, otp: '', password: '', cpassword: '' });
      setStep('reset');
      startWait(RESEND_AFTER_SECONDS);
    } catch (e) {
      const message = errorMessage(e, t('otp.notSent'));
      form.setServerError(message);
      if (/try again in/.test(message)) startWait(waitOf(message));
    } finally {
      setSending(false);
    }
  }

  async function reset(input: ResetPasswordInput) {
    try {
      const data =
        who === 'vendor'
          ? await call(api.POST('/api/vendor/reset-password', { body: input }))
          : await call(api.POST('/api/reset-password', { body: input }));
      if (!isSuccess(data)) throw new Error(messageOf(data) || t('otp.notChanged'));
      setNote(messageOf(data));
      setStep('done');
    } catch (e) {
      resetForm.setServerError(errorMessage(e, t('otp.notChanged')));
    }
  }

  if (step === 'done') {
    return (
      // Still the "Forgot Password" form landmark (now with nothing to fill), so its outcome is read where it was.
      <div role="form" aria-label={title}>
        <h1>{title}</h1>
        <p className={styles.done} role="status" data-testid="reset-done">
          {note}
        </p>
        {signIn}
      </div>
    );
  }

  const failureLine = failure ? (
    <p className={styles.failure} role="alert" data-testid="reset-error">
      {failure}
    </p>
  ) : null;

  if (step === 'ask') {
    return (
      <SchemaForm form={askForm} onValid={ask} aria-label={title}>
        <h1>{title}</h1>
        <p className={styles.lead}>{t('otp.lead')}</p>
        <FormTextField form={askForm} label={t('otp.login')} name="login" maxLength={70} autoComplete="username" />
        {failureLine}
        <SubmitButton loading={askForm.formState.isSubmitting} block disabled={left > 0}>
          {t('otp.send')}
        </SubmitButton>
      </SchemaForm>
    );
  }

  return (
    <SchemaForm form={resetForm} onValid={reset} aria-label={title}>
      <h1>{title}</h1>
      <p className={styles.lead}>{note}</p>
      <FormTextField
        form={resetForm}
        label={t('otp.login')}
        name="login"
        maxLength={70}
        autoComplete="username"
        readOnly
      />
      <FormTextField
        form={resetForm}
        label={t('otp.codeShort')}
        name="otp"
        filter="numeric"
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
      />
      <FormTextField
        form={resetForm}
        label={t('otp.newPassword')}
        name="password"
        type="password"
        maxLength={40}
        autoComplete="new-password"
      />
      <FormTextField
        form={resetForm}
        label={t('otp.confirmPassword')}
        name="cpassword"
        type="password"
        maxLength={40}
        autoComplete="new-password"
      />
      {failureLine}
      <SubmitButton loading={resetForm.formState.isSubmitting} block>
        {t('otp.setPassword')}
      </SubmitButton>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          disabled={left > 0 || sending}
          onClick={() => void ask({ login: String(resetForm.getValues('login') ?? '') })}
        >
          {left > 0 ? t('otp.sendNewIn', { seconds: left }) : t('otp.sendNew')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            askForm.clearErrors();
            setStep('ask');
            setNote('');
            startWait(0);
          }}
        >
          {t('otp.another')}
        </button>
      </div>
    </SchemaForm>
  );
}
