import { useId } from 'react';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { useUiMoreT } from './i18n-ui';
import styles from './privacy-notice.module.css';

/** Where the notice is shown: what is collected differs (docs/privacy.md#notice). */
export type NoticeContext = 'signup' | 'vendor' | 'checkout';

/** The lines of the notice for each form: what is collected and why. Keys of the `privacyNotice` texts. */
const LINES: Record<NoticeContext, readonly string[]> = {
  signup: ['account', 'bookings', 'payments', 'messages'],
  vendor: ['vendorAccount', 'vendorBusiness', 'payouts', 'messages'],
  checkout: ['bookings', 'payments', 'messages'],
};

/**
 * The privacy notice of a form that collects personal data (DPDP Act s.5, docs/privacy.md#notice): what is collected
 * and why, the person's rights, and the notice's version — the form sends that version, and the API records the
 * consent against it. Its words are the `privacyNotice` texts (English and Hindi); changing them means raising
 * PRIVACY_NOTICE_VERSION.
 */
export function PrivacyNotice({ context }: { context: NoticeContext }) {
  const { t } = useUiMoreT();
  const titleId = useId();
  return (
    <section
      className={styles.notice}
      aria-labelledby={titleId}
      data-testid="privacy-notice"
      data-notice-version={PRIVACY_NOTICE_VERSION}
    >
      <h2 id={titleId} className={styles.title}>
        {t('privacyNotice.title')}
      </h2>
      <p className={styles.lead}>{t(`privacyNotice.lead.${context}`)}</p>
      <ul className={styles.lines}>
        {LINES[context].map((line) => (
          <li key={line}>
            <strong>{t(`privacyNotice.what.${line}`)}</strong> {t(`privacyNotice.why.${line}`)}
          </li>
        ))}
      </ul>
      <p className={styles.rights}>{t('privacyNotice.rights')}</p>
      <p className={styles.version}>{t('privacyNotice.version', { version: PRIVACY_NOTICE_VERSION })}</p>
    </section>
  );
}
