import { useState, type FormEvent } from 'react';
import { api, call, errorMessage, isSuccess } from '@utsav/shared/api-client';
import { fetchAddresses } from '@utsav/shared/address-api';
import { lookupPincode } from '@utsav/shared/geo-api';
import { setCustomerPlace, useCustomerPlace, type CustomerPlace } from '@utsav/shared/customer-place';
import { customerPincodeSchema } from '@utsav/domain/schemas/customer-place';
import { validate } from '@utsav/domain/schemas/validate';
import { useShellT } from '../../i18n';
import styles from './place-picker.module.css';

/** The signed-in customer's first saved address as a place (null when none or on failure). */
export async function placeOfFirstAddress(): Promise<CustomerPlace | null> {
  try {
    const first = (await fetchAddresses())[0];
    return first && /^\d{6}$/.test(first.zipcode) ? { pincode: first.zipcode, city: first.City } : null;
  } catch {
    return null;
  }
}

/** Pincode, or "use my location" (the API turns the coordinates into the nearest pincode of its table). */
export default function PlaceForm({ onDone }: { onDone: () => void }) {
  const { t } = useShellT();
  const place = useCustomerPlace();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The shared rule (and its message, in the page's language) the API checks `?pincode=` with.
    const parsed = validate(customerPincodeSchema, { pincode: new FormData(e.currentTarget).get('pincode') ?? '' });
    if (!parsed.ok) return setError(parsed.first);
    setBusy(true);
    const info = await lookupPincode(parsed.data.pincode);
    setBusy(false);
    if (!info) return setError(t('place.unknownPincode'));
    setCustomerPlace({ pincode: parsed.data.pincode, city: info.city });
    onDone();
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setError(t('place.noLocation'));
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const reply = await call(
            api.POST('/api/geo/locate', { body: { lat: coords.latitude, lon: coords.longitude } }),
          );
          if (!isSuccess(reply) || !reply.Payload) throw new Error(reply.Message);
          setCustomerPlace({ pincode: reply.Payload.pincode, city: reply.Payload.city });
          onDone();
        } catch (err) {
          setError(errorMessage(err, t('place.noLocation')));
        } finally {
          setBusy(false);
        }
      },
      () => {
        setBusy(false);
        setError(t('place.noLocation'));
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="place-form">
      <label htmlFor="place-pincode">{t('place.pincode')}</label>
      <div className={styles.row}>
        <input
          id="place-pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={place?.pincode ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'place-error' : undefined}
          autoFocus
        />
        <button type="submit" disabled={busy}>
          {t('place.save')}
        </button>
      </div>
      <button type="button" className={styles.link} onClick={locate} disabled={busy}>
        {t('place.useLocation')}
      </button>
      {place ? (
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setCustomerPlace(null);
            onDone();
          }}
        >
          {t('place.clear')}
        </button>
      ) : null}
      {error ? (
        <p id="place-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
