/** /packages/all (product §2.1, §2.9): every package with image, name, total and what is in it; 'Book Now' opens the modal. */
import { errorMessage } from '@utsav/shared/api-client';
import { EmptyState, Skeleton } from '@utsav/ui/page-state';
import { useAppT } from '../../i18n';
import { usePackages } from '../../lib/packages-api';
import { PackageCard } from './components/package-card';
import styles from './package-list-page.module.css';

export default function PackageListPage() {
  const { t } = useAppT();
  const { data, isPending, isError, error, refetch } = usePackages();
  return (
    <section className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('list.eyebrow')}</p>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.sub}>{t('list.sub')}</p>
      </header>
      {isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : isError ? (
        <EmptyState title={t('list.failed')}>
          <p className={styles.muted}>{errorMessage(error)}</p>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : data.length === 0 ? (
        <EmptyState title={t('list.none')}>
          <p className={styles.muted}>{t('list.noneHint')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.grid}>
          {data.map((pkg, i) => (
            <li key={pkg.PackageID}>
              <PackageCard pkg={pkg} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
