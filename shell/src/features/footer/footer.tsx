import { Link } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { getConfig } from '@utsav/shared/runtime-config';
import styles from './footer.module.css';
import { useShellT } from '../../i18n';

const FOOTER_SERVICES = 5;

export function Footer() {
  const { t, lang } = useShellT();
  const { data: categories = [] } = useCategories(lang);
  const phone = getConfig().callNow ?? '+91 98765 43210';
  return (
    <footer className={styles.footer} data-print-hide>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.brand}>{t('footer.brand')}</h2>
          <p className={styles.about}>{t('footer.about')}</p>
        </section>
        <section>
          <h3>{t('footer.company')}</h3>
          <ul>
            <li>
              <Link to="/contact-us">{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to="/about-us">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/blogs">{t('footer.blogs')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>{t('footer.ourServices')}</h3>
          <ul data-testid="footer-services">
            {categories.slice(0, FOOTER_SERVICES).map((c) => (
              <li key={c.serviceid}>
                <Link to={`/services/${c.serviceid}`}>{c.servicename}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('footer.quickLinks')}</h3>
          <ul>
            <li>
              <Link to="/services">{t('footer.allServices')}</Link>
            </li>
            <li>
              <Link to="/packages/all">{t('footer.packages')}</Link>
            </li>
            <li>
              <Link to="/calendars">{t('footer.eventCalendar')}</Link>
            </li>
            <li>
              <Link to="/vendor">{t('footer.vendorSignIn')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>{t('footer.contact')}</h3>
          <address className={styles.contact}>
            {t('footer.company_name')}
            <br />
            {t('footer.address1')}
            <br />
            {t('footer.address2')}
            <br />
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            <br />
            <a href="mailto:support@utsav.in">support@utsav.in</a>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.policies')} className={styles.policies}>
          <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
          <Link to="/refund-policy">{t('footer.refund')}</Link>
        </nav>
        <div className={styles.payments} role="group" aria-label={t('footer.weAccept')}>
          {['UPI', 'RuPay', 'VISA', 'Mastercard', 'NetBanking'].map((p) => (
            <span key={p} className={styles.pay}>
              {p}
            </span>
          ))}
        </div>
      </div>
    </footer>
  );
}
