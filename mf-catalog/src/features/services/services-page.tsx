import { Link } from 'react-router';
import type { Category as ServiceCategory } from '@utsav/shared/contract';
import { useCategories } from '@utsav/shared/categories-api';
import { twoDigits } from '@utsav/shared/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { EmptyState, Skeleton } from '@utsav/shared/ui/page-state';
import { PageBanner } from '../../components/page-banner';
import styles from './services-page.module.css';

/** A category card: 'View Service' → /services/{id} when it has services, otherwise '#' and 'Not Available'. */
export function CategoryCard({ category, eager = false }: { category: ServiceCategory; eager?: boolean }) {
  const available = Number(category.totalservice) > 0;
  return (
    <article className={styles.card} data-testid="category-card">
      <div className={styles.media}>
        <img src={imageUrl('serviceimage', category.imageFile)} alt="" width={800} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{category.servicename}</h2>
        <p className={styles.count}>{twoDigits(category.totalservice)} services</p>
        {available ? (
          <Link to={`/services/${category.serviceid}`} className={styles.button}>View Service</Link>
        ) : (
          <a href="#" className={`${styles.button} ${styles.disabled}`} aria-disabled="true" onClick={(e) => e.preventDefault()}>
            Not Available
          </a>
        )}
      </div>
    </article>
  );
}

/** /services: grid of service categories (SPEC §2.5). */
export default function ServicesPage() {
  const { data, isPending, isError } = useCategories();
  return (
    <>
      <PageBanner title="Our Services" crumbs={[{ label: 'Home', to: '/' }, { label: 'Our Services' }]} />
      <section className={styles.page}>
        {isPending ? (
          <div className={styles.grid}>
            {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} style={{ height: 300 }} />)}
          </div>
        ) : isError || !data?.length ? (
          <EmptyState title="No service categories found" />
        ) : (
          <div className={styles.grid}>
            {data.map((c, i) => <CategoryCard key={c.serviceid} category={c} eager={i < 4} />)}
          </div>
        )}
      </section>
    </>
  );
}
