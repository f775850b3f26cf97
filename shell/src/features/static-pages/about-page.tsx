import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

const FIGURES = [
  ['950+', 'Happy customers'],
  ['120+', 'Verified vendors'],
  ['25', 'Cities served'],
  ['4.7★', 'Average rating'],
];

export default function AboutPage() {
  return (
    <>
      <PageBanner title="About Us" subtitle="Every celebration deserves the right people behind it." />
      <div className={styles.page}>
        <section className={styles.card}>
          <h2>Who we are</h2>
          <p>
            Utsav is a marketplace for event services across India. From haldi decorations in Jaipur to corporate catering in
            Bengaluru, we help families and companies find trusted vendors, compare prices, check availability for their date
            and book with a full or advance payment.
          </p>
          <p>
            Vendors list their services, manage bookings and track earnings from one dashboard, so they spend less time on
            phone calls and more time making events memorable.
          </p>
        </section>
        <div className={styles.grid}>
          {FIGURES.map(([value, label]) => (
            <div key={label} className={`${styles.card} ${styles.stat}`}>
              <strong>{value}</strong>
              <span>{label}</span>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
