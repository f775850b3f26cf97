import { ChangePasswordForm } from '@utsav/ui/change-password-form';
import { PageHead } from '../../../components/page-head';
import page from '../../../app/page.module.css';
import styles from './change-password-page.module.css';
import { useAppT } from '../../../i18n';

/** /vendor/change-password (product §5 Change password): the vendor's page around the one change-password form. */
export default function ChangePasswordPage() {
  const { t } = useAppT();
  return (
    <section className={page.page}>
      <PageHead title={t('password.title')} subtitle={t('password.subtitle')} />
      <ChangePasswordForm who="vendor" className={`${page.card} ${styles.form}`} />
    </section>
  );
}
