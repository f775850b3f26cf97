import { Link } from 'react-router';
import type { Category as ServiceCategory } from '@utsav/domain/contract';
import { imageUrl } from '@utsav/shared/runtime-config';
import { Carousel } from '../../../components/carousel';
import { CATEGORY_CAROUSEL } from '../../../components/carousel-config';
import styles from '../home.module.css';
import { useAppT } from '../../../i18n';

/** Category carousel: 6 at a time, infinite, each linking to /services/{serviceid}. */
export function CategoryCarousel({ categories }: { categories: ServiceCategory[] }) {
  const { t } = useAppT();
  return (
    <Carousel config={CATEGORY_CAROUSEL} label={t('home.categoriesLabel')}>
      {categories.map((c) => (
        <Link key={c.serviceid} to={`/services/${c.serviceid}`} className={styles.categoryTile}>
          <span className={styles.categoryImage}>
            <img
              src={imageUrl('serviceimage', c.imageFile)}
              alt=""
              width={120}
              height={90}
              loading="lazy"
              decoding="async"
            />
          </span>
          <span className={styles.categoryName}>{c.servicename}</span>
        </Link>
      ))}
    </Carousel>
  );
}
