import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { loadProfile } from '@utsav/shared/profile-api';
import { adminSignInSchema } from '@utsav/shared/schemas/admin';
import { validate } from '@utsav/shared/schemas/validate';
import { sessionStore } from '@utsav/shared/session';
import { FieldError, SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { useAdminLogin } from '../../api/admin-api';
import styles from './admin-sign-in-page.module.css';
import { useAppT } from '../../i18n';

type Fields = { username: string; password: string };

/** /admin for anyone but an operator: the operator's sign-in (role 3), in the back office's own frame. */
export default function AdminSignInPage() {
  const { t } = useAppT();
  const login = useAdminLogin();
  const [fields, setFields] = useState<Fields>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [refusal, setRefusal] = useState('');

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(adminSignInSchema, fields);
    setErrors(result.errors);
    setRefusal('');
    if (!result.ok) return focusFirstError(form);
    login.mutate(result.data, {
      onSuccess: (token) => {
        if (sessionStore.getState().signIn(token) !== 3) {
          sessionStore.getState().logout({ revoke: false });
          setRefusal(t('signIn.notOperator'));
          return;
        }
        void loadProfile();
      },
      onError: (error) => setRefusal(errorMessage(error, t('signIn.invalid'))),
    });
  }

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('signIn.form')}>
        <h1>{t('signIn.title')}</h1>
        <p className={styles.lead}>{t('signIn.lead')}</p>
        <TextField
          label={t('signIn.email')}
          name="username"
          type="email"
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
        <FieldError message={refusal} />
        <SubmitButton loading={login.isPending} block>
          {t('signIn.submit')}
        </SubmitButton>
        {/* The back office has its own frame (no storefront header): the way back to the shop is here. */}
        <Link className={styles.back} to="/">
          ← {t('signIn.back')}
        </Link>
      </form>
    </div>
  );
}
