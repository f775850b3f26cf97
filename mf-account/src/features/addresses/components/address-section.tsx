import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addressesQueryKey, deleteAddress, useAddresses, type BookingAddress } from '@utsav/shared/address-api';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { AddressForm } from '@utsav/shared/ui/address-form';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { ConfirmDialog } from './confirm-dialog';
import styles from './addresses.module.css';

export const DELETE_ADDRESS_CONFIRM = 'Are you sure? You want to delete this address..!!';

/** Address (product §2.8): booking addresses with add, edit (shared address form) and delete after a confirm. */
export default function AddressSection() {
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
      notify.info(result.message || (result.ok ? 'Address deleted' : 'Could not delete the address'));
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    } catch (error) {
      notify.info(errorMessage(error, 'Could not delete the address'));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <section className={panel.panel} aria-labelledby="address-title">
      <div className={panel.head}>
        <div>
          <h1 id="address-title" className={panel.title}>Address</h1>
          <p className={panel.subtitle}>Event addresses you can choose at checkout.</p>
        </div>
        <button type="button" className={panel.button} onClick={() => setForm({ open: true, address: null })}>+ Add New Address</button>
      </div>
      {isPending ? <Loading /> : null}
      {isError ? (
        <EmptyState title="We could not load your addresses">
          <button type="button" className={panel.ghost} onClick={() => void refetch()}>Try again</button>
        </EmptyState>
      ) : null}
      {!isPending && !isError && addresses.length === 0 ? (
        <EmptyState title="No saved addresses yet">
          <p>Add the address of your event to book faster.</p>
        </EmptyState>
      ) : null}
      <ul className={styles.grid}>
        {addresses.map((a) => (
          <li key={a.Id} className={styles.card} data-testid="address-card">
            <p className={styles.name}>{a.Name}</p>
            <p className={styles.line}>{a.Address}</p>
            <p className={styles.line}>{[a.City, a.State].filter(Boolean).join(', ')}{a.zipcode ? ` – ${a.zipcode}` : ''}</p>
            <p className={styles.contact}>
              <span>Mobile: {a.Mobile}</span>
              <span>Email: {a.Email}</span>
            </p>
            <div className={styles.cardActions}>
              <button type="button" className={`${panel.ghost} ${panel.small}`} onClick={() => setForm({ open: true, address: a })} aria-label={`Edit address of ${a.Name}`}>Edit</button>
              <button type="button" className={`${panel.ghost} ${panel.small} ${panel.danger}`} onClick={() => setToDelete(a)} aria-label={`Delete address of ${a.Name}`}>Delete</button>
            </div>
          </li>
        ))}
      </ul>
      <AddressForm open={form.open} address={form.address} onClose={() => setForm({ open: false, address: null })} />
      <ConfirmDialog open={toDelete !== null} message={DELETE_ADDRESS_CONFIRM} busy={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(null)} />
    </section>
  );
}
