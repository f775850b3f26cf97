import { useRefundPolicy } from '@utsav/ui/refund-policy-lines';
import { usePagesT } from './i18n';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

/** Each policy's title and sections as catalogue keys (heading, text). */
const POLICIES = {
  privacy: {
    title: 'policy.privacy.title',
    sections: [
      ['policy.privacy.collect', 'policy.privacy.collectText'],
      ['policy.privacy.use', 'policy.privacy.useText'],
      ['policy.privacy.choices', 'policy.privacy.choicesText'],
    ],
  },
  terms: {
    title: 'policy.terms.title',
    sections: [
      ['policy.terms.bookings', 'policy.terms.bookingsText'],
      ['policy.terms.prices', 'policy.terms.pricesText'],
      ['policy.terms.vendors', 'policy.terms.vendorsText'],
    ],
  },
  refund: { title: 'policy.refund.title', sections: [] },
} as const;

export default function PolicyPage({ kind }: { kind: keyof typeof POLICIES }) {
  const { t } = usePagesT();
  // The policy the API applies (@utsav/domain/refund-policy), word for word, in the shown language.
  const refund = useRefundPolicy();
  const policy = POLICIES[kind];
  const sections: [string, string][] =
    kind === 'refund'
      ? [
          [t('policy.refund.cancellations'), [...refund.tiers, refund.moved].join(' ')],
          [t('policy.refund.vendor'), refund.decline],
          [t('policy.refund.advance'), refund.balance],
          [t('policy.refund.how'), refund.method],
        ]
      : policy.sections.map(([heading, text]) => [t(heading), t(text)]);
  return (
    <>
      <PageBanner title={t(policy.title)} />
      <div className={styles.page}>
        <div className={styles.card}>
          {sections.map(([heading, text]) => (
            <section key={heading}>
              <h2>{heading}</h2>
              <p>{text}</p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
