import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, call, errorMessage, unwrap } from '@utsav/shared/api-client';
import { focusFirstError } from '@utsav/ui/focus-first-error';
import styles from '../home.module.css';
import { useAppT } from '../../../i18n';

/**
 * The shared rule, loaded when the form is first sent: the schemas (valibot and the field rules) stay out of the
 * home page's first load (the home JS budget), and nobody waits for them before typing.
 */
async function check(email: string) {
  const [{ newsletterSchema }, { validate }] = await Promise.all([
    import('@utsav/domain/schemas/newsletter'),
    import('@utsav/domain/schemas/validate'),
  ]);
  return validate(newsletterSchema, { email });
}

async function subscribe(email: string): Promise<string> {
  const data = await call(api.POST('/api/NewsletterSubscribe', { body: { email } }));
  unwrap(data);
  return data.Message ?? '';
}

/**
 * Newsletter band: a validated address is stored by the API, and the band says so. The address stays
 * in the field (an uncontrolled input, read on submit), so no form library enters the home page's first load, and
 * an address typed into the server-rendered band before its JavaScript ran is the one sent.
 */
export function Newsletter() {
  const { t } = useAppT();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const send = useMutation({ mutationFn: subscribe });
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = await check(String(new FormData(form).get('email') ?? ''));
    if (!checked.ok) {
      setError(checked.first);
      return focusFirstError(form);
    }
    setError('');
    try {
      setDone(await send.mutateAsync(checked.data.email));
      form.reset();
    } catch (failure) {
      setError(errorMessage(failure, t('newsletter.failed')));
    }
  }
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={styles.newsletterInner}>
        <div>
          <h2 id="newsletter-title" className={styles.newsletterTitle}>
            {t('newsletter.title')}
          </h2>
          <p className={styles.newsletterText}>{t('newsletter.text')}</p>
        </div>
        <form className={styles.newsletterForm} onSubmit={submit} noValidate aria-label={t('newsletter.label')}>
          <label htmlFor="newsletter-email" className={styles.srOnly}>
            {t('newsletter.email')}
          </label>
          <input
            id="newsletter-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={60}
            placeholder={t('newsletter.placeholder')}
            className={styles.newsletterInput}
            name="email"
            onChange={() => setDone('')}
            aria-invalid={error ? true : undefined}
            aria-describedby="newsletter-feedback"
          />
          <button type="submit" className={styles.newsletterButton} disabled={send.isPending}>
            {send.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </button>
        </form>
        <p
          id="newsletter-feedback"
          className={error ? styles.newsletterError : styles.newsletterDone}
          role={error ? 'alert' : 'status'}
        >
          {error || done}
        </p>
      </div>
    </section>
  );
}
