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

type Fields = { username: string; password: string; remember: boolean };

/** /vendor (product §2.11, §4, §5 Vendor sign-in): stores the token, then goes to /vendor/dashboard. */
export default function VendorSignInPage() {
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
            notify.success('Login successful');
            navigate('/vendor/dashboard');
          } else {
            sessionStore.getState().logout();
            notify.warning('This account is not a vendor account');
          }
        },
        onError: (error) => notify.warning(errorMessage(error, 'Invalid username or password')),
      },
    );
  }

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Vendor sign in">
        <h1>Vendor Sign In</h1>
        <p className={styles.lead}>Manage your services, bookings and earnings.</p>
        <TextField label="Username" name="username" placeholder="Email or mobile number" maxLength={60} value={fields.username} onValueChange={(username) => setFields((f) => ({ ...f, username }))} error={errors.username} autoComplete="username" />
        <TextField label="Password" name="password" type="password" maxLength={50} value={fields.password} onValueChange={(password) => setFields((f) => ({ ...f, password }))} error={errors.password} autoComplete="current-password" />
        <div className={styles.row}>
          <div>
            <label className={formStyles.check}>
              <input type="checkbox" name="remember" checked={fields.remember} onChange={(e) => setFields((f) => ({ ...f, remember: e.target.checked }))} required aria-invalid={errors.remember ? true : undefined} />
              Remember Me
            </label>
            <FieldError message={errors.remember} />
          </div>
          <Link to="/vendor/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton loading={login.isPending} block>Sign In</SubmitButton>
        <p className={styles.switch}>New to Utsav? <Link to="/service-provider-reg">Register as a vendor</Link></p>
      </form>
    </div>
  );
}
