import { ChangePasswordForm } from '@utsav/ui/change-password-form';
import panel from '../../../lib/panel.module.css';
import styles from './password.module.css';
import { useAppT } from '../../../i18n';

/** Change Password (product §2.8, §5): the account's panel around the one change-password form (customers and vendors). */
export default function ChangePasswordSection() {
  const { t } = useAppT();
  return (
    <section className={panel.panel} aria-labelledby="password-title">
      <div className={panel.head}>
        <div>
          <h1 id="password-title" className={panel.title}>
            {t('nav.password')}
          </h1>
          <p className={panel.subtitle}>{t('password.subtitle')}</p>
        </div>
      </div>
      <ChangePasswordForm who="customer" className={styles.form} />
    </section>
  );
}
