import { lazy, Suspense, useEffect, useState } from 'react';
import { setCustomerPlace, useCustomerPlace } from '@utsav/shared/customer-place';
import { useSession } from '@utsav/shared/session';
import { useShellT } from '../../i18n';
import styles from './place-picker.module.css';

// The form (and its schema) loads when it is opened: the header is on every first screen (docs/payments.md).
const PlaceForm = lazy(() => import(/* webpackChunkName: "place-form" */ './place-form'));

/**
 * "Delivering to 560001 · Bengaluru" (docs/payments.md "The customer's place"): the pincode every price and travel
 * fare is shown for, asked once and kept in a cookie; a signed-in customer without one gets their first saved
 * address's (the one checkout offers first).
 */
export function PlacePicker() {
  const { t } = useShellT();
  const place = useCustomerPlace();
  const role = useSession((s) => s.role);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (role !== 1 || place) return;
    let live = true;
    void import(/* webpackChunkName: "place-form" */ './place-form').then(async (m) => {
      const found = await m.placeOfFirstAddress();
      if (live && found) setCustomerPlace(found);
    });
    return () => {
      live = false;
    };
  }, [role, place]);
  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="place-button"
      >
        <span className={styles.small}>{place ? t('place.deliveringTo') : t('place.where')}</span>
        <strong>
          {place ? t('place.label', { pincode: place.pincode, city: place.city }) : t('place.setPincode')}
        </strong>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PlaceForm onDone={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
