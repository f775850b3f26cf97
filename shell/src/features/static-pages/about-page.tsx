import { PageBanner } from './page-banner';
import { figuresOf, useMarketplaceFacts } from './marketplace-facts';
import styles from './static-page.module.css';

export default function AboutPage() {
  const facts = useMarketplaceFacts();
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
        {/* Counted from the marketplace's data; while loading the boxes keep their place, on failure they stay out. */}
        {facts.isError ? null : (
          <div className={styles.grid} aria-busy={facts.isPending} data-testid="about-figures">
            {(facts.data ? figuresOf(facts.data) : (['1', '2', '3', '4'].map((k) => ['…', k]) as [string, string][])).map(([value, label]) => (
              <div key={label} className={`${styles.card} ${styles.stat}`}>
                <strong>{value}</strong>
                <span>{facts.data ? label : '\u00a0'}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
