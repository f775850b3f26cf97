import { formatRupees } from '@utsav/domain/format';
import type { ServiceReach, ServiceReachItem } from '@utsav/domain/contract';
import styles from './service-reach.module.css';
import { useUiMoreT } from './i18n-ui';

const distance = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: n < 10 ? 1 : 0 });

/**
 * "Vendor in Jaipur · 933 km from Carter Road, Mumbai · travel ₹23,325": said prominently before the
 * customer adds a service, on the service page and in the cart. Outside the vendor's service area it says so in
 * the warning colour; when travel costs more than the service itself, that too. Without a known address (a visitor,
 * no saved address) it names the vendor's city only.
 */
export function ServiceReachNote({
  city,
  reach,
  address,
  price,
}: {
  /** The vendor's city, known without the customer (from the listing). */
  city: string;
  reach?: ServiceReachItem | null;
  address?: ServiceReach['Address'];
  /** The service's own price (rupees), to say when travel costs more. */
  price?: number;
}) {
  const { t } = useUiMoreT();
  const where = reach?.VendorCity || city;
  if (!where) return null;
  const measured = reach && address && reach.DistanceInKm > 0;
  const outside = Boolean(reach?.Outside);
  const costly = Boolean(measured && price !== undefined && reach!.TravelFare > price);
  return (
    <p
      className={`${styles.note} ${outside ? styles.outside : costly ? styles.costly : ''}`}
      data-testid="service-reach"
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className={styles.pin}
      >
        <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
        <circle cx="12" cy="10" r="2.5" />
      </svg>
      <span>
        <strong>{t('reach.vendorIn', { city: where })}</strong>
        {measured ? (
          <>
            {' '}
            ·{' '}
            {t('reach.from', {
              distance: t('reach.km', { distance: distance(reach!.DistanceInKm) }),
              place: address!.Label,
            })}
          </>
        ) : null}
        {measured && !outside && reach!.TravelFare > 0 ? (
          <> · {t('reach.travel', { fare: formatRupees(reach!.TravelFare) })}</>
        ) : null}
        {outside ? <span className={styles.detail}>{t('reach.outside', { reason: reach!.Outside })}</span> : null}
        {!outside && costly ? <span className={styles.detail}>{t('reach.costly')}</span> : null}
      </span>
    </p>
  );
}
