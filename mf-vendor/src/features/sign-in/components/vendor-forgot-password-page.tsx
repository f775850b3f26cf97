import { Link } from 'react-router';
import { PasswordResetForm } from '@utsav/ui/one-time-code';
import styles from './auth-card.module.css';
import { useAppT } from '../../../i18n';

/**
 * /vendor/forgot-password (product §2.11 had a box that made no call): a code to the vendor's verified
 * mobile number or email, then a new password with it; every earlier session ends.
 */
export default function VendorForgotPasswordPage() {
  const { t } = useAppT();
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <PasswordResetForm who="vendor" signIn={null} />
        <p className={styles.switch}>
          <Link to="/vendor">{t('signIn.back')}</Link>
        </p>
      </div>
    </div>
  );
}
