import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { BookingRow } from '@utsav/shared/contract';
import { reviewSchema } from '@utsav/shared/schemas/review';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { FieldError, SubmitButton, formStyles } from '@utsav/shared/ui/form';
import { Modal } from '@utsav/shared/ui/modal';
import { StarPicker } from '@utsav/shared/ui/stars';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { serverReply } from '../../../lib/server-reply';
import { addReview, bookingsQueryKey } from '../api/bookings';
import styles from './bookings.module.css';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Review modal (product §2.3, §5): 1–5 stars and a message, showing the booking's Title and BookingNo. */
/** What the review dialog needs of a booking. */
export type ReviewedBooking = Pick<BookingRow, 'BookingId' | 'BookingNo' | 'ProductId' | 'ServiceId' | 'Title'>;

export function ReviewModal({ booking, onClose }: { booking: ReviewedBooking | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; reviewDes?: string }>({});
  const [loading, setLoading] = useState(false);
  const messageId = useId();

  useEffect(() => {
    setRating(0);
    setMessage('');
    setErrors({});
  }, [booking]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if (!booking) return;
    const result = validate(reviewSchema, {
      pid: booking.ProductId,
      serviceId: booking.ServiceId,
      bookingId: booking.BookingId,
      rating,
      reviewDes: message,
    });
    setErrors(result.errors);
    if (!result.ok) return focusFirstError(form);
    setLoading(true);
    const reply = await serverReply(() => addReview(result.data), 'Could not save your review');
    setLoading(false);
    if (reply.kind === 'success') {
      notify.success(reply.message || 'Thank you for your review');
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      onClose();
    } else if (reply.kind === 'refused') notify.warning(reply.message);
    else notify.error(reply.message);
  }

  return (
    <Modal open={booking !== null} title="Write a Review" onClose={onClose}>
      {booking ? (
        <form onSubmit={onSubmit} noValidate aria-label="Write a review">
          <div className={styles.reviewFor}>
            <p className={styles.reviewTitle}>{booking.Title}</p>
            <p className={styles.reviewNo}>Booking No: <strong>{booking.BookingNo}</strong></p>
          </div>
          <div className={formStyles.field}>
            <span className={formStyles.label}>Your rating</span>
            <div className={styles.ratingRow}>
              <StarPicker value={rating} onChange={setRating} />
              <span className={styles.ratingWord} aria-live="polite">{RATING_WORDS[rating]}</span>
            </div>
            <FieldError message={errors.rating} />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={messageId}>Message</label>
            <textarea id={messageId} name="reviewDes" className={styles.textarea} maxLength={1000} rows={4} value={message}
              placeholder="How was the service?" onChange={(e) => setMessage(e.target.value.replace(/^\s+/, ''))}
              aria-invalid={errors.reviewDes ? true : undefined} />
            <FieldError message={errors.reviewDes} />
          </div>
          <div className={styles.modalActions}>
            <SubmitButton type="button" variant="secondary" onClick={onClose}>Cancel</SubmitButton>
            <SubmitButton loading={loading}>Submit Review</SubmitButton>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
