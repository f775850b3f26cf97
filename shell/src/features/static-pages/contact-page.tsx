import { NS as SHELL } from '../../i18n';
import { usePagesT } from './i18n';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function ContactPage() {
  const { t } = usePagesT();
  return (
    <>
      <PageBanner title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className={`${styles.page} ${styles.grid}`}>
        <section className={styles.card}>
          <h2>{t('contact.reach')}</h2>
          <p>
            {t('footer.company_name', { ns: SHELL })}
            <br />
            {t('footer.address1', { ns: SHELL })} {t('footer.address2', { ns: SHELL })}
          </p>
          <p>
            {t('contact.phone')} <a href="tel:+919876543210">+91 98765 43210</a>
            <br />
            {t('contact.email')} <a href="mailto:support@utsav.in">support@utsav.in</a>
          </p>
          <p className={styles.muted}>{t('contact.hours')}</p>
        </section>
        <section className={styles.card}>
          <h2>{t('contact.write')}</h2>
          <p className={styles.muted}>{t('contact.writeText')}</p>
          <a className={styles.button} href="mailto:support@utsav.in?subject=Utsav%20enquiry">
            {t('contact.emailSupport')}
          </a>
        </section>
      </div>
    </>
  );
}
