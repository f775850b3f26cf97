import { bus } from '@utsav/shared/bus';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, todayIso } from '@utsav/shared/format';
import { useSession } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { SubmitButton } from '@utsav/shared/ui/form';
import { useAddToCart } from '../api/detail-api';
import { useAvailability } from '../hooks/use-availability';
import styles from '../service-detail.module.css';

export const NOT_AVAILABLE_MESSAGE = 'This service not Available';

/** Date picker (minimum today), availability message and 'Add to cart' (SPEC §2.6, §4, §8). */
export function BookingPanel({ productId, onEnquire }: { productId: number; onEnquire: () => void }) {
  const role = useSession((s) => s.role);
  const { date, status, checking, changeDate } = useAvailability(productId);
  const addToCart = useAddToCart();
  const disabled = Boolean(date) && status !== 1;

  const onAdd = () => {
    if (role !== 1) {
      bus.emit('auth:required', { reason: 'add-to-cart' });
      return;
    }
    if (!date) {
      notify.warning('Please select booking date');
      return;
    }
    addToCart.mutate(
      { productId, bookingDate: date },
      {
        onSuccess: (message) => notify.success(message),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className={styles.booking}>
      <label className={styles.dateLabel} htmlFor="booking-date">Booking date</label>
      <input
        id="booking-date"
        className={styles.dateInput}
        type="date"
        min={todayIso()}
        value={date}
        onChange={(e) => changeDate(e.target.value)}
      />
      <p className={styles.availability} role="status" aria-live="polite" data-state={date ? (checking ? 'checking' : status) : 'none'}>
        {!date
          ? 'Choose your event date to check availability'
          : checking
            ? 'Checking availability…'
            : status === 1
              ? `Available on ${formatDate(date)}`
              : status === 2
                ? NOT_AVAILABLE_MESSAGE
                : ''}
      </p>
      <div className={styles.actions}>
        <SubmitButton type="button" onClick={onAdd} disabled={disabled} loading={addToCart.isPending}>
          Add to cart
        </SubmitButton>
        <button type="button" className={styles.secondaryButton} onClick={onEnquire}>Send Enquiry</button>
      </div>
    </div>
  );
}
