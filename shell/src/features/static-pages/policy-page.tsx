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
    sections: [
      ['Cancellations', 'Cancel up to 15 days before the event for a full refund of the advance, less payment charges.'],
      ['Late cancellations', 'Within 15 days of the event the advance covers the vendor\u2019s blocked date and is not refunded.'],
      ['Vendor cancellations', 'If a vendor cancels, you get a full refund within 7 working days.'],
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
