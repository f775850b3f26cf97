import { Link } from 'react-router';
import { imageUrl } from '@utsav/shared/runtime-config';
import { Carousel } from '../../../components/carousel';
import { BANNER_CAROUSEL } from '../../../components/carousel-config';
import type { Slider } from '../api/dashboard-api';
import styles from '../home.module.css';
import { useAppT } from '../../../i18n';

/** Banner slider of /Commondashboard sliders, each linking to /services/{serviceid}. */
export function BannerSlider({ sliders }: { sliders: Slider[] }) {
  const { t } = useAppT();
  return (
    <Carousel
      config={BANNER_CAROUSEL}
      label={t('home.featured')}
      dots
      arrows={sliders.length > 1}
      className={styles.banner}
    >
      {sliders.map((s, i) => (
        <Link
          key={`${s.serviceid}-${s.doc}`}
          to={`/services/${s.serviceid}`}
          className={styles.slide}
          aria-label={t('home.bannerLink', { n: i + 1 })}
        >
          <img
            src={imageUrl('slider', s.doc)}
            alt=""
            width={1600}
            height={600}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        </Link>
      ))}
    </Carousel>
  );
}
