import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { getConfig } from '@utsav/shared/runtime-config';
import styles from './footer.module.css';

const FOOTER_SERVICES = 5;

export function Footer() {
  const { data: categories = [] } = useCategories();
  const phone = getConfig().callNow ?? '+91 98765 43210';
  return (
    <footer className={styles.footer} data-print-hide>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.brand}>Utsav</h2>
          <p className={styles.about}>
            Utsav brings India&apos;s best decorators, caterers, photographers, mehendi artists and more to one place. Check a date,
            book in minutes and pay in full or in advance.
          </p>
        </section>
        <section>
          <h3>Company</h3>
          <ul>
            <li><Link to="/contact-us">Contact Us</Link></li>
            <li><Link to="/about-us">About Us</Link></li>
            <li><Link to="/blogs">Blogs</Link></li>
          </ul>
        </section>
        <section>
          <h3>Our Services</h3>
          <ul data-testid="footer-services">
            {categories.slice(0, FOOTER_SERVICES).map((c) => (
              <li key={c.serviceid}><Link to={`/services/${c.serviceid}`}>{c.servicename}</Link></li>
            ))}
          </ul>
        </section>
        <section>
          <h3>Quick Links</h3>
          <ul>
            <li><Link to="/services">All Services</Link></li>
            <li><Link to="/packages/all">Packages</Link></li>
            <li><Link to="/calendars">Event Calendar</Link></li>
            <li><Link to="/vendor">Vendor Sign In</Link></li>
          </ul>
        </section>
        <section>
          <h3>Contact</h3>
          <address className={styles.contact}>
            Utsav Events Pvt. Ltd.<br />4th Floor, Bandra Kurla Complex,<br />Mumbai, Maharashtra 400051<br />
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a><br />
            <a href="mailto:support@utsav.in">support@utsav.in</a>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>© {new Date().getFullYear()} Utsav. All rights reserved.</p>
        <nav aria-label="Policies" className={styles.policies}>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
          <Link to="/refund-policy">Refund Policy</Link>
        </nav>
        <div className={styles.payments} aria-label="We accept">
          {['UPI', 'RuPay', 'VISA', 'Mastercard', 'NetBanking'].map((p) => (
            <span key={p} className={styles.pay}>{p}</span>
          ))}
        </div>
      </div>
    </footer>
  );
}
