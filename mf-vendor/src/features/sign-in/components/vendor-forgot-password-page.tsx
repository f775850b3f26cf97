import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import styles from './auth-card.module.css';

/** /vendor/forgot-password (SPEC §2.11): a username box and Submit; the form makes no call (SPEC §7). */
export default function VendorForgotPasswordPage() {
  const [username, setUsername] = useState('');
  const onSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <div className={styles.wrap}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label="Vendor forgot password">
        <h1>Forgot Password</h1>
        <p className={styles.lead}>Enter the email or mobile number you registered with.</p>
        <TextField label="Username" name="username" maxLength={60} value={username} onValueChange={setUsername} autoComplete="username" />
        <SubmitButton block>Submit</SubmitButton>
        <p className={styles.switch}><Link to="/vendor">Back to sign in</Link></p>
      </form>
    </div>
  );
}
