import { useState } from 'react';
import type { BookingAddress } from '@utsav/shared/address-api';
import { useAddresses } from '@utsav/shared/address-api';
import { AddressForm } from '@utsav/ui/address-form';
import { FieldError } from '@utsav/ui/form';
import { Skeleton } from '@utsav/ui/page-state';
import styles from './address-picker.module.css';
import { useAppT } from '../../../i18n';

export interface AddressPickerProps {
  value: number | null;
  onChange: (address: BookingAddress) => void;
  error?: string;
}

/** Saved booking addresses as radio cards, with add and edit through the shared address form (product §2.7). */
export function AddressPicker({ value, onChange, error }: AddressPickerProps) {
  const { t } = useAppT();
  const { data: addresses = [], isLoading, refetch } = useAddresses();
  const [editing, setEditing] = useState<BookingAddress | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const openForm = (address: BookingAddress | null) => {
    setEditing(address);
    setFormOpen(true);
  };

  const onSaved = async (id?: number) => {
    const { data } = await refetch();
    const saved = data?.find((a) => a.Id === id);
    if (saved) onChange(saved);
  };

  return (
    <div>
      {isLoading ? (
        <div className={styles.grid} aria-hidden="true">
          <Skeleton style={{ height: 120 }} />
          <Skeleton style={{ height: 120 }} />
        </div>
      ) : (
        <div
          className={styles.grid}
          role="radiogroup"
          aria-label={t('checkout.address')}
          aria-invalid={error ? true : undefined}
        >
          {addresses.map((a) => (
            <div key={a.Id} className={`${styles.option} ${value === a.Id ? styles.selected : ''}`}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="bookingAddress"
                  value={a.Id}
                  checked={value === a.Id}
                  onChange={() => onChange(a)}
                />
                <span className={styles.text}>
                  <strong>{a.Name}</strong>
                  <span>{a.Address}</span>
                  <span>
                    {[a.City, a.State].filter(Boolean).join(', ')} - {a.zipcode}
                  </span>
                  <span className={styles.muted}>{t('address.mobile', { mobile: a.Mobile })}</span>
                </span>
              </label>
              <button
                type="button"
                className={styles.edit}
                onClick={() => openForm(a)}
                aria-label={t('address.editOf', { name: a.Name })}
              >
                {t('address.edit')}
              </button>
            </div>
          ))}
          <button type="button" className={styles.add} onClick={() => openForm(null)}>
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>{' '}
            {t('address.add')}
          </button>
        </div>
      )}
      {!isLoading && addresses.length === 0 ? <p className={styles.muted}>{t('address.none')}</p> : null}
      <FieldError message={error} />
      <AddressForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        address={editing}
        onSaved={(id) => void onSaved(id)}
      />
    </div>
  );
}
