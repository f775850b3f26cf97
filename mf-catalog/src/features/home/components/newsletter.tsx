import styles from '../home.module.css';

/** Newsletter band: an email input and Subscribe button with no behaviour (SPEC §2.4, §5). */
export function Newsletter() {
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={styles.newsletterInner}>
        <div>
          <h2 id="newsletter-title" className={styles.newsletterTitle}>Get Upto 70% Off Discount Coupon</h2>
          <p className={styles.newsletterText}>Subscribe to hear about festive offers and new service providers first.</p>
        </div>
        <form className={styles.newsletterForm} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="newsletter-email" className={styles.srOnly}>Email address</label>
          <input id="newsletter-email" type="text" placeholder="Enter your email" className={styles.newsletterInput} />
          <button type="submit" className={styles.newsletterButton}>Subscribe</button>
        </form>
      </div>
    </section>
  );
}
