import { Link } from 'react-router';
import type { Category as ServiceCategory } from '@utsav/domain/contract';
import { useCategories } from '@utsav/shared/categories-api';
import { twoDigits } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { EmptyState, Skeleton } from '@utsav/ui/page-state';
import { PageBanner } from '../../components/page-banner';
import styles from './services-page.module.css';
import { useAppT } from '../../i18n';

/** A category card: 'View Service' → /services/{id} when it has services, otherwise '#' and 'Not Available'. */
export function CategoryCard({ category, eager = false }: { category: ServiceCategory; eager?: boolean }) {
  const { t } = useAppT();
  const available = Number(category.totalservice) > 0;
  return (
    <article className={styles.card} data-testid="category-card">
      <div className={styles.media}>
        <img
          src={imageUrl('serviceimage', category.imageFile)}
          alt=""
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{category.servicename}</h2>
        <p className={styles.count}>
          {t('services.count', { count: Number(category.totalservice) || 0, n: twoDigits(category.totalservice) })}
        </p>
        {available ? (
          <Link to={`/services/${category.serviceid}`} className={styles.button}>
            {t('services.view')}
          </Link>
        ) : (
          <a
            href="#"
            className={`${styles.button} ${styles.disabled}`}
            aria-disabled="true"
            onClick={(e) => e.preventDefault()}
          >
            {t('services.notAvailable')}
          </a>
        )}
      </div>
    </article>
  );
}

/** /services: grid of service categories (product §2.5). */
export default function ServicesPage() {
  const { t, lang } = useAppT();
  const { data, isPending, isError } = useCategories(lang);
  return (
    <>
      <PageBanner
        title={t('common.ourServices')}
        crumbs={[{ label: t('common.home'), to: '/' }, { label: t('common.ourServices') }]}
      />
      <section className={styles.page}>
        {isPending ? (
          <div className={styles.grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} style={{ height: 300 }} />
            ))}
          </div>
        ) : isError || !data?.length ? (
          <EmptyState title={t('services.none')} />
        ) : (
          <div className={styles.grid}>
            {data.map((c, i) => (
              <CategoryCard key={c.serviceid} category={c} eager={i < 4} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
