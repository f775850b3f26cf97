import { bus } from '@utsav/shared/bus';
import { formatRupees } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { PackageImage } from '@utsav/ui/package-image';
import { useAppT } from '../../../i18n';
import type { PackageSummary } from '../../../lib/package-types';
import styles from './package-card.module.css';

/** One package on /packages/all; the name and 'Book Now' open the package modal (product §2.4). */
export function PackageCard({ pkg, eager }: { pkg: PackageSummary; eager?: boolean }) {
  const { t } = useAppT();
  const open = () => bus.emit('package:open', { packageId: pkg.PackageID, packageName: pkg.PackageName });
  const services = (pkg.Services ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const priceHidden = Boolean(pkg.amount_hide_show);
  return (
    <article className={styles.card} aria-labelledby={`package-${pkg.PackageID}`}>
      <div className={styles.media}>
        <PackageImage
          src={imageUrl('packageimage', pkg.Package_image)}
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          className={styles.image}
        />
        {services.length ? (
          <span className={styles.badge}>{t('card.services', { count: services.length })}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 id={`package-${pkg.PackageID}`} className={styles.name}>
          <button type="button" className={styles.nameButton} onClick={open}>
            {pkg.PackageName}
          </button>
        </h2>
        <p className={styles.desc}>{pkg.PackageDesc}</p>
        {services.length ? (
          <ul className={styles.chips} aria-label={t('card.servicesLabel')}>
            {services.map((s) => (
              <li key={s} className={styles.chip}>
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        {pkg.InPackage ? (
          <p className={styles.inPackage}>
            <strong>{t('common.included')}</strong> {pkg.InPackage}
          </p>
        ) : null}
        <div className={styles.footer}>
          <div>
            <span className={styles.totalLabel}>{t('common.from')}</span>
            <span className={styles.total}>{priceHidden ? t('common.onRequest') : formatRupees(pkg.PackageTotal)}</span>
          </div>
          <button
            type="button"
            className={styles.book}
            onClick={open}
            aria-label={t('card.bookNowOf', { name: pkg.PackageName })}
          >
            {t('card.bookNow')}
          </button>
        </div>
      </div>
    </article>
  );
}
