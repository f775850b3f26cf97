import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap, type Envelope } from '@utsav/shared/api-client';
import styles from '../home.module.css';

/**
 * The shared rule, loaded when the form is first sent: the schemas (valibot and the field rules) stay out of the
 * home page's first load (the home JS budget, issue 10), and nobody waits for them before typing.
 */
async function check(email: string) {
  const [{ newsletterSchema }, { validate }] = await Promise.all([import('@utsav/shared/schemas/newsletter'), import('@utsav/shared/schemas/validate')]);
  return validate(newsletterSchema, { email });
}

async function subscribe(email: string): Promise<string> {
  const { data } = await api.post<Envelope<{ Subscribed: boolean }>>('/NewsletterSubscribe', { email });
  unwrap(data);
  return data.Message ?? '';
}

/** Newsletter band (issue 17.10): a validated address is stored by the API, and the band says so. */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const send = useMutation({ mutationFn: subscribe });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = await check(email);
    if (!checked.ok) return setError(checked.first);
    setError('');
    try {
      setDone(await send.mutateAsync(checked.data.email));
      setEmail('');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not subscribe, please try again'));
    }
  }
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={styles.newsletterInner}>
        <div>
          <h2 id="newsletter-title" className={styles.newsletterTitle}>Get Upto 70% Off Discount Coupon</h2>
          <p className={styles.newsletterText}>Subscribe to hear about festive offers and new service providers first.</p>
        </div>
        <form className={styles.newsletterForm} onSubmit={submit} noValidate aria-label="Newsletter">
          <label htmlFor="newsletter-email" className={styles.srOnly}>Email address</label>
          <input
            id="newsletter-email" type="email" inputMode="email" autoComplete="email" maxLength={60} placeholder="Enter your email" className={styles.newsletterInput}
            value={email} onChange={(e) => { setEmail(e.target.value); setDone(''); }} aria-invalid={error ? true : undefined} aria-describedby="newsletter-feedback"
          />
          <button type="submit" className={styles.newsletterButton} disabled={send.isPending}>{send.isPending ? 'Subscribing…' : 'Subscribe'}</button>
        </form>
        <p id="newsletter-feedback" className={error ? styles.newsletterError : styles.newsletterDone} role={error ? 'alert' : 'status'}>{error || done}</p>
      </div>
    </section>
  );
}
