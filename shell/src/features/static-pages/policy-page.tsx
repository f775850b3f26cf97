import { REFUND_POLICY_LINES } from '@utsav/shared/refund-policy';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

const POLICIES = {
  privacy: {
    title: 'Privacy Policy',
    sections: [
      ['What we collect', 'Your name, mobile number, email and booking addresses, so vendors can deliver the services you book.'],
      ['How we use it', 'Only to run your bookings, send invoices and answer enquiries. We never sell your data.'],
      ['Your choices', 'You can edit your profile and delete saved addresses at any time from My Account.'],
    ],
  },
  terms: {
    title: 'Terms & Conditions',
    sections: [
      ['Bookings', 'A booking is confirmed when payment (full or advance) succeeds and the vendor slot is reserved for your date.'],
      ['Prices', 'Prices include the discounts shown; GST and travel charges are added at checkout as itemised.'],
      ['Vendors', 'Vendors are independent businesses responsible for the services they list.'],
    ],
  },
  refund: {
    title: 'Refund Policy',
    // The policy the API applies (@utsav/shared/refund-policy), word for word.
    sections: [
      ['Cancellations', REFUND_POLICY_LINES.slice(0, 3).join(' ')],
      ['Vendor cancellations', REFUND_POLICY_LINES[3]!],
      ['Advance and balance', REFUND_POLICY_LINES[4]!],
      ['How refunds are made', REFUND_POLICY_LINES[5]!],
    ],
  },
} as const;

export default function PolicyPage({ kind }: { kind: keyof typeof POLICIES }) {
  const policy = POLICIES[kind];
  return (
    <>
      <PageBanner title={policy.title} />
      <div className={styles.page}>
        <div className={styles.card}>
          {policy.sections.map(([heading, text]) => (
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
