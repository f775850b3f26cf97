import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function ContactPage() {
  return (
    <>
      <PageBanner title="Contact Us" subtitle="We usually reply within one working day." />
      <div className={`${styles.page} ${styles.grid}`}>
        <section className={styles.card}>
          <h2>Reach us</h2>
          <p>Utsav Events Pvt. Ltd.<br />4th Floor, Bandra Kurla Complex, Mumbai, Maharashtra 400051</p>
          <p>Phone: <a href="tel:+919876543210">+91 98765 43210</a><br />Email: <a href="mailto:support@utsav.in">support@utsav.in</a></p>
          <p className={styles.muted}>Monday to Saturday, 10:00 to 19:00 IST</p>
        </section>
        <section className={styles.card}>
          <h2>Write to us</h2>
          <p className={styles.muted}>For a question about a service, use &lsquo;Send Enquiry&rsquo; on its page so the vendor sees it. For anything else, email us.</p>
          <a className={styles.button} href="mailto:support@utsav.in?subject=Utsav%20enquiry">Email support</a>
        </section>
      </div>
    </>
  );
}
