/**
 * Issue 33.4: the one-time-code parts of the forms — the sign-up's "Send code" beside a verification-code box
 * (customer /signup and vendor /service-provider-reg) and the whole forgot-password form (customer /forgot-password
 * and vendor /vendor/forgot-password). The rules are the shared schemas' (schemas/one-time-code), the API's too.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { api, call, errorMessage, isSuccess, messageOf } from '../api-client';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signUpCodeSchema,
  type ResetPasswordInput,
} from '../schemas/one-time-code';
import { validate } from '../schemas/validate';
import { SubmitButton, TextField } from './form';
import { focusFirstError } from './focus-first-error';
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

type ResetFields = { login: string; otp: string; password: string; cpassword: string };

/**
 * Forgot password in two steps: the registered mobile number or email → a code is sent (the answer is the same
 * whether or not an account matches); then the code and a new password. A reset ends every earlier session.
 */
export function PasswordResetForm({ who, title: titleProp, signIn }: PasswordResetFormProps) {
  const { t } = useUiMoreT();
  const title = titleProp ?? t('otp.forgotTitle');
  const [fields, setFields] = useState<ResetFields>({ login: '', otp: '', password: '', cpassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetFields, string>>>({});
  const [step, setStep] = useState<'ask' | 'reset' | 'done'>('ask');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [note, setNote] = useState('');
  const [left, startWait] = useCountdown();
  const set = (key: keyof ResetFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setFailure('');
  };

  async function ask(form: HTMLFormElement | null) {
    const checked = validate(forgotPasswordSchema, { login: fields.login });
    setErrors(checked.errors);
    if (!checked.ok) return form ? focusFirstError(form) : undefined;
    setLoading(true);
    setFailure('');
    try {
      const body = { login: checked.data.login };
      const data =
        who === 'vendor'
          ? await call(api.POST('/api/vendor/forgot-password', { body }))
          : await call(api.POST('/api/forgot-password', { body }));
      if (!isSuccess(data)) throw new Error(messageOf(data) || t('otp.notSent'));
      setNote(messageOf(data));
      setStep('reset');
      startWait(RESEND_AFTER_SECONDS);
    } catch (e) {
      const message = errorMessage(e, t('otp.notSent'));
      setFailure(message);
      if (/try again in/.test(message)) startWait(waitOf(message));
    } finally {
      setLoading(false);
    }
  }

  async function reset(form: HTMLFormElement) {
    const input: ResetPasswordInput = fields;
    const checked = validate(resetPasswordSchema, input);
    setErrors(checked.errors);
    if (!checked.ok) return focusFirstError(form);
    setLoading(true);
    setFailure('');
    try {
      const data =
        who === 'vendor'
          ? await call(api.POST('/api/vendor/reset-password', { body: checked.data }))
          : await call(api.POST('/api/reset-password', { body: checked.data }));
      if (!isSuccess(data)) throw new Error(messageOf(data) || t('otp.notChanged'));
      setNote(messageOf(data));
      setFields({ login: fields.login, otp: '', password: '', cpassword: '' });
      setStep('done');
    } catch (e) {
      setFailure(errorMessage(e, t('otp.notChanged')));
    } finally {
      setLoading(false);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (step === 'ask') void ask(e.currentTarget);
    else if (step === 'reset') void reset(e.currentTarget);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <h1>{title}</h1>
      {step === 'done' ? (
        <>
          <p className={styles.done} role="status" data-testid="reset-done">
            {note}
          </p>
          {signIn}
        </>
      ) : (
        <>
          <p className={styles.lead}>{step === 'ask' ? t('otp.lead') : note}</p>
          <TextField
            label={t('otp.login')}
            name="login"
            maxLength={70}
            value={fields.login}
            onValueChange={set('login')}
            error={errors.login}
            autoComplete="username"
            readOnly={step === 'reset'}
          />
          {step === 'reset' ? (
            <>
              <TextField
                label={t('otp.codeShort')}
                name="otp"
                filter="numeric"
                inputMode="numeric"
                maxLength={6}
                value={fields.otp}
                onValueChange={set('otp')}
                error={errors.otp}
                autoComplete="one-time-code"
              />
              <TextField
                label={t('otp.newPassword')}
                name="password"
                type="password"
                maxLength={40}
                value={fields.password}
                onValueChange={set('password')}
                error={errors.password}
                autoComplete="new-password"
              />
              <TextField
                label={t('otp.confirmPassword')}
                name="cpassword"
                type="password"
                maxLength={40}
                value={fields.cpassword}
                onValueChange={set('cpassword')}
                error={errors.cpassword}
                autoComplete="new-password"
              />
            </>
          ) : null}
          {failure ? (
            <p className={styles.failure} role="alert" data-testid="reset-error">
              {failure}
            </p>
          ) : null}
          <SubmitButton loading={loading} block disabled={step === 'ask' && left > 0}>
            {step === 'ask' ? t('otp.send') : t('otp.setPassword')}
          </SubmitButton>
          {step === 'reset' ? (
            <div className={styles.links}>
              <button
                type="button"
                className={styles.link}
                disabled={left > 0 || loading}
                onClick={() => void ask(null)}
              >
                {left > 0 ? t('otp.sendNewIn', { seconds: left }) : t('otp.sendNew')}
              </button>
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  setStep('ask');
                  setFailure('');
                  setNote('');
                  startWait(0);
                }}
              >
                {t('otp.another')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </form>
  );
}
