import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { loadProfile } from '@utsav/shared/profile-api';
import { signUpSchema } from '@utsav/shared/schemas/sign-up';
import { sessionStore } from '@utsav/shared/session';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import styles from './sign-up-page.module.css';

type Fields = { name: string; email: string; phone: string; password: string; cpassword: string };
const empty: Fields = { name: '', email: '', phone: '', password: '', cpassword: '' };

/** Signs the new customer in (POST /UserLogin); false when that did not work, so the page asks them to. */
async function signInAfterSignUp(mobile: string, password: string): Promise<boolean> {
  try {
    const { data } = await api.post<Envelope<{ uidtoken?: string }>>('/UserLogin', { mobile, password });
    const token = data.Payload?.uidtoken;
    if (!isSuccess(data) || !token || sessionStore.getState().signIn(token) !== 1) return false;
    await loadProfile();
    return true;
  } catch {
    return false;
  }
}

/**
 * Customer registration (SPEC §5 Customer sign-up). Success clears the form and signs the customer in; a refusal
 * (number or email already registered) shows in the form until a field changes.
 */
export default function SignUpPage() {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const navigate = useNavigate();
  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setFailure('');
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validate(signUpSchema, { ...fields, user_type: '1' });
    setErrors(result.errors);
    if (!result.ok) return;
    setLoading(true);
    try {
      const { data } = await api.post<Envelope>('/UserRegister', { ...fields, user_type: '1' });
      if (!isSuccess(data)) {
        setFailure(messageOf(data) || 'Registration failed');
        return;
      }
      setFields(empty);
      // Issue #17 item 9: a new customer is signed in with what they just typed, and told so.
      if (await signInAfterSignUp(result.data.phone, result.data.password)) {
        notify.success('Welcome to Utsav! Your account is ready and you are signed in.');
        navigate('/', { replace: true });
      } else {
        setDone('Your account is ready. Please sign in with your mobile number and password.');
        bus.emit('auth:required', { reason: 'signup' });
      }
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Sign up">
        <h1>Create your account</h1>
        <p className={styles.lead}>Book decorators, caterers and photographers for your next celebration.</p>
        <TextField label="Full Name" name="name" filter="alphawithspace" maxLength={50} value={fields.name} onValueChange={set('name')} error={errors.name} autoComplete="name" />
        <TextField label="Email" name="email" type="email" maxLength={60} value={fields.email} onValueChange={set('email')} error={errors.email} autoComplete="email" />
        <TextField label="Phone" name="phone" filter="numeric" inputMode="numeric" maxLength={10} value={fields.phone} onValueChange={set('phone')} error={errors.phone} autoComplete="tel" />
        <TextField label="Password" name="password" type="password" maxLength={40} value={fields.password} onValueChange={set('password')} error={errors.password} autoComplete="new-password" />
        <TextField label="Confirm Password" name="cpassword" type="password" maxLength={40} value={fields.cpassword} onValueChange={set('cpassword')} error={errors.cpassword} autoComplete="new-password" />
        {failure ? <p className={styles.failure} role="alert" data-testid="sign-up-error">{failure}</p> : null}
        {done ? <p className={styles.done} role="status">{done}</p> : null}
        <SubmitButton loading={loading} block>Sign Up</SubmitButton>
        <p className={styles.switch}>
          Already have an account?{' '}
          <button type="button" className={styles.link} onClick={() => bus.emit('auth:required', { reason: 'signup' })}>Sign In</button>
        </p>
      </form>
    </div>
  );
}
