import { twoDigits } from '@utsav/domain/format';
import { useAppT } from '../../../i18n';
import type { PackageItem } from '../../../lib/package-types';
import type { SelectionEvent } from '../selection/package-selection';
import { ProductCard } from './product-card';
import styles from './service-group.module.css';

export interface ServiceGroupProps {
  item: PackageItem;
  /** The event's pincode the package was fitted to ('' = none). */
  pincode: string;
  selected: readonly number[];
  dispatch: (event: SelectionEvent) => void;
}

/** One service of the package: titled by service name with its maximum item count (product §2.9). */
export function ServiceGroup({ item, pincode, selected, dispatch }: ServiceGroupProps) {
  const { t } = useAppT();
  const headingId = `service-${item.ServiceID}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {item.Service}
        </h2>
        <p className={styles.limit}>
          {t('group.upToBefore')}
          <strong>{item.maxitem}</strong>
          {t('group.upToAfter')}
          <span data-testid={`selected-${item.ServiceID}`}>
            {t('group.selected', { n: twoDigits(selected.length), max: twoDigits(item.maxitem) })}
          </span>
        </p>
      </header>
      {item.Unavailable ? (
        <p className={styles.unavailable} role="note" data-testid={`unavailable-${item.ServiceID}`}>
          {item.Unavailable}
        </p>
      ) : null}
      <div className={styles.grid}>
        {item.ProductDetails.map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            pincode={pincode}
            selected={selected.includes(p.id)}
            onSelect={() => dispatch({ type: 'select', serviceId: item.ServiceID, productId: p.id })}
            onRemove={() => dispatch({ type: 'unselect', serviceId: item.ServiceID, productId: p.id })}
          />
        ))}
      </div>
    </section>
  );
}
