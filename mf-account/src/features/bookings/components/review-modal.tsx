import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useController } from 'react-hook-form';
import type { BookingRow } from '@utsav/domain/contract';
import { reviewSchema, type ReviewData } from '@utsav/domain/schemas/review';
import { notify } from '@utsav/shared/toast';
import { FieldError, SchemaForm, SubmitButton, formStyles, useSchemaForm } from '@utsav/ui/form';
import { Modal } from '@utsav/ui/modal';
import { StarPicker } from '@utsav/ui/stars';
import { serverReply } from '../../../lib/server-reply';
import { addReview, bookingsQueryKey } from '../api/bookings';
import styles from './bookings.module.css';
import { useAppT } from '../../../i18n';

/** The catalogue keys of the words for 1–5 stars. */
const RATING_WORDS = ['', 'review.poor', 'review.fair', 'review.good', 'review.veryGood', 'review.excellent'] as const;

/** Review modal (product §2.3, §5): 1–5 stars and a message, showing the booking's Title and BookingNo. */
/** What the review dialog needs of a booking. */
export type ReviewedBooking = Pick<BookingRow, 'BookingId' | 'BookingNo' | 'ProductId' | 'ServiceId' | 'Title'>;

/** A fresh review of `booking`: no stars, no message. */
const blankFor = (booking: ReviewedBooking | null) => ({
  pid: booking?.ProductId,
  serviceId: booking?.ServiceId,
  bookingId: booking?.BookingId,
  rating: 0,
  reviewDes: '',
});

export function ReviewModal({ booking, onClose }: { booking: ReviewedBooking | null; onClose: () => void }) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(reviewSchema, blankFor(booking));
  const { reset } = form;
  const messageId = useId();
  const { field: ratingField } = useController({ control: form.control, name: 'rating' });
  const { field: messageField } = useController({ control: form.control, name: 'reviewDes' });
  const rating = Number(ratingField.value) || 0;
  const errors = form.formState.errors;

  useEffect(() => {
    reset(blankFor(booking));
  }, [booking, reset]);

  async function submit(data: ReviewData) {
    const reply = await serverReply(() => addReview(data), t('review.failed'));
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
        <SchemaForm form={form} onValid={submit} aria-label={t('review.formLabel')}>
          <div className={styles.reviewFor}>
            <p className={styles.reviewTitle}>{booking.Title}</p>
            <p className={styles.reviewNo}>
              {t('review.bookingNo')} <strong>{booking.BookingNo}</strong>
            </p>
          </div>
          <div className={formStyles.field}>
            <span className={formStyles.label}>{t('review.rating')}</span>
            <div className={styles.ratingRow}>
              <StarPicker value={rating} onChange={ratingField.onChange} />
              <span className={styles.ratingWord} aria-live="polite">
                {rating > 0 ? t(RATING_WORDS[rating] ?? '') : ''}
              </span>
            </div>
            <FieldError message={errors.rating?.message} />
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
              ref={messageField.ref}
              value={String(messageField.value ?? '')}
              placeholder={t('review.placeholder')}
              onChange={(e) => messageField.onChange(e.target.value.replace(/^\s+/, ''))}
              onBlur={messageField.onBlur}
              aria-invalid={errors.reviewDes ? true : undefined}
            />
            <FieldError message={errors.reviewDes?.message} />
          </div>
          <div className={styles.modalActions}>
            <SubmitButton type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </SubmitButton>
            <SubmitButton loading={form.formState.isSubmitting}>{t('review.submit')}</SubmitButton>
          </div>
        </SchemaForm>
      ) : null}
    </Modal>
  );
}
