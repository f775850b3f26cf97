import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { vendorSignInSchema } from '@utsav/shared/schemas/vendor-sign-in';
import { validate } from '@utsav/shared/schemas/validate';
import { sessionStore, useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { FieldError, formStyles, SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { useVendorLogin } from '../api/vendor-login';
import styles from './auth-card.module.css';
import { useAppT } from '../../../i18n';

type Fields = { username: string; password: string; remember: boolean };

/** /vendor (product §2.11, §4, §5 Vendor sign-in): stores the token, then goes to /vendor/dashboard. */
export default function VendorSignInPage() {
  const { t } = useAppT();
  const role = useSession((s) => s.role);
  const navigate = useNavigate();
  const login = useVendorLogin();
  const [fields, setFields] = useState<Fields>({ username: '', password: '', remember: false });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});

  if (role === 2 && !login.isPending) return <Navigate to="/vendor/dashboard" replace />;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // remember-me is required: an unticked box (false) fails the schema's literal(true).
    const result = validate(vendorSignInSchema, fields);
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    login.mutate(
      { username: result.data.username, password: result.data.password },
      {
        onSuccess: (token) => {
          if (sessionStore.getState().signIn(token) === 2) {
            notify.success(t('signIn.success'));
            navigate('/vendor/dashboard');
          } else {
            sessionStore.getState().logout();
            notify.warning(t('signIn.notVendor'));
          }
        },
        onError: (error) => notify.warning(errorMessage(error, t('signIn.invalid'))),
      },
    );
  }

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('signIn.form')}>
        <h1>{t('signIn.title')}</h1>
        <p className={styles.lead}>{t('signIn.lead')}</p>
        <TextField
          label={t('signIn.username')}
          name="username"
          placeholder={t('signIn.usernameHint')}
          maxLength={60}
          value={fields.username}
          onValueChange={(username) => setFields((f) => ({ ...f, username }))}
          error={errors.username}
          autoComplete="username"
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          maxLength={50}
          value={fields.password}
          onValueChange={(password) => setFields((f) => ({ ...f, password }))}
          error={errors.password}
          autoComplete="current-password"
        />
        <div className={styles.row}>
          <div>
            <label className={formStyles.check}>
              <input
                type="checkbox"
                name="remember"
                checked={fields.remember}
                onChange={(e) => setFields((f) => ({ ...f, remember: e.target.checked }))}
                required
                aria-invalid={errors.remember ? true : undefined}
              />
              {t('signIn.remember')}
            </label>
            <FieldError message={errors.remember} />
          </div>
          <Link to="/vendor/forgot-password">{t('signIn.forgot')}</Link>
        </div>
        <SubmitButton loading={login.isPending} block>
          {t('signIn.submit')}
        </SubmitButton>
        <p className={styles.switch}>
          {t('signIn.new')} <Link to="/service-provider-reg">{t('signIn.register')}</Link>
        </p>
      </form>
    </div>
  );
}
