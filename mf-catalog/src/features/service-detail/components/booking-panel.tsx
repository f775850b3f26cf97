import { bus } from '@utsav/shared/bus';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, todayIso } from '@utsav/domain/format';
import { useSession } from '@utsav/shared/session';
import { usePincode } from '@utsav/shared/customer-place';
import { notify } from '@utsav/shared/toast';
import { SubmitButton } from '@utsav/ui/form';
import { useAddToCart } from '../api/detail-api';
import { useAvailability } from '../hooks/use-availability';
import { OpenDates } from './open-dates';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

export const NOT_AVAILABLE_MESSAGE = 'This service not Available';

/**
 * Date picker (minimum today), availability message, 'Add to cart' (product §2.6, §4, §8) and the question to the
 * vendor, which starts from the date chosen here (`onEnquire`, docs/conversations.md).
 */
export function BookingPanel({ productId, onEnquire }: { productId: number; onEnquire: (date: string) => void }) {
  const { t, lang } = useAppT();
  const role = useSession((s) => s.role);
  const { date, status, reason, checking, changeDate } = useAvailability(productId);
  const addToCart = useAddToCart();
  const pincode = usePincode();
  const disabled = Boolean(date) && status !== 1;

  const onAdd = () => {
    if (role !== 1) {
      bus.emit('auth:required', { reason: 'add-to-cart' });
      return;
    }
    if (!date) {
      notify.warning(t('booking.selectDate'));
      return;
    }
    addToCart.mutate(
      { productId, bookingDate: date, ...(pincode ? { pincode } : {}) },
      {
        onSuccess: (message) => notify.success(message),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className={styles.booking}>
      <label className={styles.dateLabel} htmlFor="booking-date">
        {t('booking.date')}
      </label>
      <input
        id="booking-date"
        className={styles.dateInput}
        type="date"
        min={todayIso()}
        value={date}
        onChange={(e) => changeDate(e.target.value)}
      />
      <p
        className={styles.availability}
        role="status"
        aria-live="polite"
        data-state={date ? (checking ? 'checking' : status) : 'none'}
      >
        {!date
          ? t('booking.choose')
          : checking
            ? t('booking.checking')
            : status === 1
              ? t('booking.available', { date: formatDate(date, lang) })
              : status === 2
                ? reason || t('booking.notAvailable')
                : ''}
      </p>
      <OpenDates productId={productId} selected={date} onSelect={changeDate} />
      <div className={styles.actions}>
        <SubmitButton type="button" onClick={onAdd} disabled={disabled} loading={addToCart.isPending}>
          {t('booking.addToCart')}
        </SubmitButton>
        <button type="button" className={styles.secondaryButton} onClick={() => onEnquire(date)}>
          {t('ask.button')}
        </button>
      </div>
    </div>
  );
}
