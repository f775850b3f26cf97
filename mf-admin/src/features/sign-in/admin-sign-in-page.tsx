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

type Fields = { username: string; password: string };

/** /admin for anyone but an operator: the operator's sign-in (role 3), in the back office's own frame. */
export default function AdminSignInPage() {
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
          setRefusal('This account is not an operator account');
          return;
        }
        void loadProfile();
      },
      onError: (error) => setRefusal(errorMessage(error, 'Invalid email or password')),
    });
  }

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Operator sign in">
        <h1>Utsav back office</h1>
        <p className={styles.lead}>Sign in with your operator account to run the marketplace.</p>
        <TextField label="Email" name="username" type="email" maxLength={60} value={fields.username} onValueChange={(username) => setFields((f) => ({ ...f, username }))} error={errors.username} autoComplete="username" />
        <TextField label="Password" name="password" type="password" maxLength={50} value={fields.password} onValueChange={(password) => setFields((f) => ({ ...f, password }))} error={errors.password} autoComplete="current-password" />
        <FieldError message={refusal} />
        <SubmitButton loading={login.isPending} block>Sign In</SubmitButton>
        {/* The back office has its own frame (no storefront header): the way back to the shop is here. */}
        <Link className={styles.back} to="/">← Back to the Utsav storefront</Link>
      </form>
    </div>
  );
}
