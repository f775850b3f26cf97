import { useState, type FormEvent } from 'react';
import { TextField, SubmitButton } from '@utsav/shared/ui/form';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

/** Forgot password: there is no reset call in the product, so the page tells the customer how to get help. */
export default function ForgotPasswordPage() {
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mobile.length === 10) setSent(true);
  };
  return (
    <>
      <PageBanner title="Forgot Password" />
      <div className={styles.page}>
        <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} noValidate>
          <TextField label="Registered mobile number" filter="numeric" maxLength={10} value={mobile} onValueChange={setMobile}
            error={mobile && mobile.length !== 10 ? 'Enter 10 digit mobile number' : undefined} />
          <SubmitButton disabled={mobile.length !== 10}>Submit</SubmitButton>
          {sent ? <p role="status">Please call +91 98765 43210 from this number and our support team will reset your password.</p> : null}
        </form>
      </div>
    </>
  );
}
