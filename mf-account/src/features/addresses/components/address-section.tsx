import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addressesQueryKey, deleteAddress, useAddresses, type BookingAddress } from '@utsav/shared/address-api';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { AddressForm } from '@utsav/ui/address-form';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { ConfirmDialog } from './confirm-dialog';
import styles from './addresses.module.css';
import { useAppT } from '../../../i18n';

/** Address (product §2.8): booking addresses with add, edit (shared address form) and delete after a confirm. */
export default function AddressSection() {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const { data: addresses = [], isPending, isError, refetch } = useAddresses();
  const [form, setForm] = useState<{ open: boolean; address: BookingAddress | null }>({ open: false, address: null });
  const [toDelete, setToDelete] = useState<BookingAddress | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const result = await deleteAddress(toDelete.Id);
      // product §7/§8: the result of a delete is an info toast with the server's message.
      notify.info(result.message || (result.ok ? t('address.deleted') : t('address.deleteFailed')));
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    } catch (error) {
      notify.info(errorMessage(error, t('address.deleteFailed')));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <section className={panel.panel} aria-labelledby="address-title">
      <div className={panel.head}>
        <div>
          <h1 id="address-title" className={panel.title}>
            {t('nav.address')}
          </h1>
          <p className={panel.subtitle}>{t('address.subtitle')}</p>
        </div>
        <button type="button" className={panel.button} onClick={() => setForm({ open: true, address: null })}>
          {t('address.add')}
        </button>
      </div>
      {isPending ? <Loading /> : null}
      {isError ? (
        <EmptyState title={t('address.loadFailed')}>
          <button type="button" className={panel.ghost} onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : null}
      {!isPending && !isError && addresses.length === 0 ? (
        <EmptyState title={t('address.none')}>
          <p>{t('address.noneHint')}</p>
        </EmptyState>
      ) : null}
      <ul className={styles.grid}>
        {addresses.map((a) => (
          <li key={a.Id} className={styles.card} data-testid="address-card">
            <p className={styles.name}>{a.Name}</p>
            <p className={styles.line}>{a.Address}</p>
            <p className={styles.line}>
              {[a.City, a.State].filter(Boolean).join(', ')}
              {a.zipcode ? ` – ${a.zipcode}` : ''}
            </p>
            <p className={styles.contact}>
              <span>{t('common.mobile', { mobile: a.Mobile })}</span>
              <span>{t('common.email', { email: a.Email })}</span>
            </p>
            <div className={styles.cardActions}>
              <button
                type="button"
                className={`${panel.ghost} ${panel.small}`}
                onClick={() => setForm({ open: true, address: a })}
                aria-label={t('address.editOf', { name: a.Name })}
              >
                {t('address.edit')}
              </button>
              <button
                type="button"
                className={`${panel.ghost} ${panel.small} ${panel.danger}`}
                onClick={() => setToDelete(a)}
                aria-label={t('address.deleteOf', { name: a.Name })}
              >
                {t('address.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <AddressForm open={form.open} address={form.address} onClose={() => setForm({ open: false, address: null })} />
      <ConfirmDialog
        open={toDelete !== null}
        message={t('address.confirmDelete')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
