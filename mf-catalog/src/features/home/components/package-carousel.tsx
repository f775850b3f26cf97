import { bus } from '@utsav/shared/bus';
import { formatRupees } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { PackageImage } from '@utsav/ui/package-image';
import { Carousel } from '../../../components/carousel';
import { PRODUCT_CAROUSEL } from '../../../components/carousel-config';
import { pricesHidden } from '../../../api/products-api';
import type { PackageSummary } from '../api/dashboard-api';
import styles from '../home.module.css';
import { useAppT } from '../../../i18n';

/** Opens the package modal (owned by the packages remote) through the bus. */
export function openPackage(pkg: PackageSummary) {
  bus.emit('package:open', { packageId: pkg.PackageID, packageName: pkg.PackageName });
}

function PackageCard({ pkg }: { pkg: PackageSummary }) {
  const { t } = useAppT();
  return (
    <article className={styles.packageCard} data-testid="package-card">
      <div className={styles.packageMedia}>
        <PackageImage
          src={imageUrl('packageimage', pkg.Package_image)}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
        {pkg.TotalServices ? (
          <span className={styles.packageBadge}>{t('packages.services', { count: pkg.TotalServices })}</span>
        ) : null}
      </div>
      <div className={styles.packageBody}>
        <h3 className={styles.packageName}>
          <button type="button" className={styles.linkButton} onClick={() => openPackage(pkg)}>
            {pkg.PackageName}
          </button>
        </h3>
        {pkg.InPackage ? <p className={styles.packageText}>{pkg.InPackage}</p> : null}
        <div className={styles.packageFoot}>
          {pricesHidden(pkg.amount_hide_show) ? (
            <span />
          ) : (
            <strong className={styles.packagePrice}>
              {t('packages.from', { price: formatRupees(pkg.PackageTotal) })}
            </strong>
          )}
          <button type="button" className={styles.smallButton} onClick={() => openPackage(pkg)}>
            {t('packages.bookNow')}
          </button>
        </div>
      </div>
    </article>
  );
}

/** 'Our Packages' carousel: 'Book Now' or the name opens the package modal. */
export function PackageCarousel({ packages }: { packages: PackageSummary[] }) {
  const { t } = useAppT();
  return (
    <Carousel config={PRODUCT_CAROUSEL} label={t('home.packagesTitle')}>
      {packages.map((p) => (
        <PackageCard key={p.PackageID} pkg={p} />
      ))}
    </Carousel>
  );
}
