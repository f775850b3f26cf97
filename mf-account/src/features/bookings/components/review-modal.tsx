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
import { useAppT } from '../../../i18n';

/** The catalogue keys of the words for 1–5 stars. */
const RATING_WORDS = ['', 'review.poor', 'review.fair', 'review.good', 'review.veryGood', 'review.excellent'] as const;

/** Review modal (product §2.3, §5): 1–5 stars and a message, showing the booking's Title and BookingNo. */
/** What the review dialog needs of a booking. */
export type ReviewedBooking = Pick<BookingRow, 'BookingId' | 'BookingNo' | 'ProductId' | 'ServiceId' | 'Title'>;

export function ReviewModal({ booking, onClose }: { booking: ReviewedBooking | null; onClose: () => void }) {
  const { t } = useAppT();
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
    const reply = await serverReply(() => addReview(result.data), t('review.failed'));
    setLoading(false);
    if (reply.kind === 'success') {
      notify.success(reply.message || t('review.thanks'));
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      onClose();
    } else if (reply.kind === 'refused') notify.warning(reply.message);
    else notify.error(reply.message);
  }

  return (
    <Modal open={booking !== null} title={t('review.title')} onClose={onClose}>
      {booking ? (
        <form onSubmit={onSubmit} noValidate aria-label={t('review.formLabel')}>
          <div className={styles.reviewFor}>
            <p className={styles.reviewTitle}>{booking.Title}</p>
            <p className={styles.reviewNo}>
              {t('review.bookingNo')} <strong>{booking.BookingNo}</strong>
            </p>
          </div>
          <div className={formStyles.field}>
            <span className={formStyles.label}>{t('review.rating')}</span>
            <div className={styles.ratingRow}>
              <StarPicker value={rating} onChange={setRating} />
              <span className={styles.ratingWord} aria-live="polite">
                {rating > 0 ? t(RATING_WORDS[rating] ?? '') : ''}
              </span>
            </div>
            <FieldError message={errors.rating} />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={messageId}>
              {t('review.message')}
            </label>
            <textarea
              id={messageId}
              name="reviewDes"
              className={styles.textarea}
              maxLength={1000}
              rows={4}
              value={message}
              placeholder={t('review.placeholder')}
              onChange={(e) => setMessage(e.target.value.replace(/^\s+/, ''))}
              aria-invalid={errors.reviewDes ? true : undefined}
            />
            <FieldError message={errors.reviewDes} />
          </div>
          <div className={styles.modalActions}>
            <SubmitButton type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </SubmitButton>
            <SubmitButton loading={loading}>{t('review.submit')}</SubmitButton>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
