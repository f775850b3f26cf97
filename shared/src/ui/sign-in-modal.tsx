import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { api, call, errorMessage, isSuccess, messageOf } from '../api-client';
import { cartQueryKey } from '../cart-api';
import { loadProfile } from '../profile-api';
import { sessionStore } from '../session';
import { notify } from '../toast';
import { signInSchema } from '../schemas/sign-in';
import { validate } from '../schemas/validate';
import { FieldError, SubmitButton, TextField, formStyles } from './form';
import { Modal } from './modal';
import styles from './sign-in-modal.module.css';
import { focusFirstError } from './focus-first-error';
import { focusMainHeading } from './focus-heading';
import { useUiT } from './i18n-ui';

export interface SignInModalProps {
  open: boolean;
  onClose: () => void;
}

type Fields = { mobile: string; password: string; remember: boolean };
const empty: Fields = { mobile: '', password: '', remember: false };

/** 'Sign In to Continue' (product §2.3): User Id, password, required Remember Me, forgot-password and sign-up links. */
export function SignInModal({ open, onClose }: SignInModalProps) {
  const { t } = useUiT();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [loading, setLoading] = useState(false);
  /** The server's refusal (wrong password, unknown number), shown in the dialog until the customer edits a field. */
  const [failure, setFailure] = useState('');

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setFailure('');
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(signInSchema, fields);
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    setLoading(true);
    try {
      const data = await call(
        api.POST('/api/UserLogin', { body: { mobile: fields.mobile, password: fields.password } }),
      );
      const token = data.Payload?.uidtoken;
      if (!isSuccess(data) || !token) {
        setFailure(messageOf(data) || t('signIn.failed'));
        return;
      }
      const role = sessionStore.getState().signIn(token);
      if (role === 0) {
        setFailure(t('signIn.failed'));
        return;
      }
      notify.success(messageOf(data) || t('signIn.done'));
      setFields(empty);
      // Close now (the dialog hands focus back to its opener, which signing in may have replaced), then put focus on
      // the page's main heading (issue 31), not on the top of the document.
      flushSync(onClose);
      focusMainHeading();
      await Promise.all([loadProfile(), queryClient.invalidateQueries({ queryKey: cartQueryKey })]);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal open={open} title={t('signIn.title')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label={t('signIn.label')}>
        <TextField
          label={t('signIn.userId')}
          name="mobile"
          inputMode="numeric"
          autoComplete="username"
          placeholder={t('signIn.mobile')}
          filter="numeric"
          maxLength={10}
          value={fields.mobile}
          onValueChange={(v) => set('mobile', v)}
          error={errors.mobile}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('signIn.password')}
          maxLength={60}
          value={fields.password}
          onValueChange={(v) => set('password', v)}
          error={errors.password}
        />
        <div className={styles.row}>
          <label className={formStyles.check}>
            <input
              type="checkbox"
              name="remember"
              checked={fields.remember}
              onChange={(e) => set('remember', e.target.checked)}
            />
            {t('signIn.remember')}
          </label>
        </div>
        <FieldError message={errors.remember} />
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="sign-in-error">
            {failure}
          </p>
        ) : null}
        <SubmitButton loading={loading} block>
          {t('signIn.submit')}
        </SubmitButton>
        <div className={styles.links}>
          <Link to="/forgot-password" onClick={onClose}>
            {t('signIn.forgot')}
          </Link>
          <Link to="/signup" onClick={onClose}>
            {t('signIn.create')}
          </Link>
        </div>
      </form>
    </Modal>
  );
}
