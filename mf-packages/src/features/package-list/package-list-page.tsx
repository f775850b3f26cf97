/** /packages/all (product §2.1, §2.9): every package with image, name, total and what is in it; 'Book Now' opens the modal. */
import { errorMessage } from '@utsav/shared/api-client';
import { EmptyState, Skeleton } from '@utsav/shared/ui/page-state';
import { usePackages } from '../../lib/packages-api';
import { PackageCard } from './components/package-card';
import styles from './package-list-page.module.css';

export default function PackageListPage() {
  const { data, isPending, isError, error, refetch } = usePackages();
  return (
    <section className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Curated bundles</p>
        <h1 className={styles.title}>Our Packages</h1>
        <p className={styles.sub}>Trusted vendors for every part of your celebration, chosen together and priced as one.</p>
      </header>
      {isPending ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((i) => <Skeleton key={i} className={styles.skeleton} />)}
        </div>
      ) : isError ? (
        <EmptyState title="Packages could not be loaded">
          <p className={styles.muted}>{errorMessage(error)}</p>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>Try again</button>
        </EmptyState>
      ) : data.length === 0 ? (
        <EmptyState title="No packages yet">
          <p className={styles.muted}>New packages are on their way. Please check back soon.</p>
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
