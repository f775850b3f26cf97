import { useEffect, useRef, type ChangeEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/domain/format';
import { adminCancelSchema, type AdminCancelInput } from '@utsav/domain/schemas/admin';
import { DECLINE_NOTE_MAX, DECLINE_REASONS } from '@utsav/domain/schemas/decline-reason';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useCancelBooking, type BookingDetail } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import styles from './cancel-booking-dialog.module.css';
import { useAppT } from '../../i18n';

type Refund = 'policy' | 'override';

const blank = {
  onBehalfOf: 'customer',
  refund: 'policy',
  amount: '',
  reason: '',
  declineReason: '',
  declineNote: '',
} as const;

export interface CancelBookingDialogProps {
  /** A service booking, or a package order (`kind` 'package', its refund split over the vendors' parts). */
  booking: Pick<BookingDetail, 'BookingId' | 'BookingNo' | 'Title'>;
  kind?: 'booking' | 'package';
  options: NonNullable<BookingDetail['CancelOptions']>;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel on behalf of the customer (their refund tiers) or the vendor (everything back), with the policy's refund
 * or another amount up to what was paid; the reason is required and kept in the audit log. On a booking's vendor's
 * behalf the operator may also pick the vendor's reason the customer is told (docs/decline-reasons.md; none given
 * by default, "other" with the vendor's words).
 */
export function CancelBookingDialog({ booking, kind = 'booking', options, open, onClose }: CancelBookingDialogProps) {
  const { t } = useAppT();
  const form = useSchemaForm(adminCancelSchema, blank);
  const { reset, getValues, setValue, setError } = form;
  const errors = form.formState.errors;
  const side = form.watch('onBehalfOf');
  const refund = form.watch('refund') as Refund;
  /** The amount typed before choosing the policy's refund: sent as none, and back on choosing another amount. */
  const keptAmount = useRef('');
  const cancel = useCancelBooking();
  useEffect(() => {
    if (open) {
      reset(blank);
      keptAmount.current = '';
    }
  }, [open, reset]);
  const policy = side === 'customer' ? options.Customer : options.Vendor;
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const sideInput = form.register('onBehalfOf');
  const refundInput = form.register('refund', {
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      if (e.target.value === 'override' && keptAmount.current && getValues('amount') === '') {
        setValue('amount', keptAmount.current);
      }
    },
  });
  const amountInput = form.register('amount');
  const reasonInput = form.register('reason');
  const whyInput = form.register('declineReason');
  const whyNoteInput = form.register('declineNote');
  /** The vendor's reason is told to the customer of a service booking declined on the vendor's behalf only. */
  const asksWhy = kind === 'booking' && side === 'vendor';
  const why = form.watch('declineReason');

  /**
   * What is not chosen is not sent: another amount only with 'Another amount' (the field, hidden, is sent empty), the
   * vendor's reason only when it is asked (on the customer's behalf, or a package order, none), its words only with
   * 'other'.
   */
  function blankUnchosen() {
    if (getValues('refund') !== 'override') {
      const typed = String(getValues('amount') ?? '');
      if (typed !== '') keptAmount.current = typed;
      setValue('amount', '');
    }
    if (!(kind === 'booking' && getValues('onBehalfOf') === 'vendor')) setValue('declineReason', '');
    if (getValues('declineReason') !== 'other') setValue('declineNote', '');
    return true;
  }

  async function submit(data: AdminCancelInput) {
    if (data.refund === 'override' && data.amount !== '' && data.amount > options.Held) {
      return setError('amount', { type: 'held', message: t('cancel.tooMuch', { amount: formatRupees(options.Held) }) });
    }
    try {
      const r = await cancel.mutateAsync({ id: booking.BookingId, kind, ...data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('cancel.failed')));
    }
  }

  return (
    <Modal open={open} title={t('cancel.title')} onClose={onClose}>
      <SchemaForm form={form} onValid={submit} beforeValidate={blankUnchosen} className={ui.dialogForm}>
        <p className={ui.dialogText}>
          {t('cancel.cancel')} <strong>{booking.BookingNo}</strong> ({booking.Title}). {t('cancel.held')}{' '}
          <strong>{formatRupees(options.Held)}</strong>.{' '}
          {kind === 'package' ? t('cancel.packageText') : t('cancel.bookingText')}
        </p>
        <fieldset className={styles.group}>
          <legend>{t('cancel.onBehalfOf')}</legend>
          <label>
            <input type="radio" {...sideInput} value="customer" />{' '}
            {t('cancel.customer', { amount: formatRupees(options.Customer) })}
          </label>
          <label>
            <input type="radio" {...sideInput} value="vendor" />{' '}
            {t('cancel.vendor', { amount: formatRupees(options.Vendor) })}
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('cancel.refund')}</legend>
          <label>
            <input type="radio" {...refundInput} value="policy" />{' '}
            {t('cancel.policy', { amount: formatRupees(policy) })}
          </label>
          <label>
            <input type="radio" {...refundInput} value="override" /> {t('cancel.another')}
          </label>
          {refund === 'override' ? (
            <label className={ui.field}>
              <span>{t('cancel.amount')}</span>
              <input
                {...amountInput}
                inputMode="decimal"
                maxLength={12}
                placeholder={t('common.upTo', { max: options.Held })}
                aria-invalid={errors.amount ? true : undefined}
              />
            </label>
          ) : null}
          {refund === 'override' ? <FieldError message={errors.amount?.message} /> : null}
        </fieldset>
        {asksWhy ? (
          <fieldset className={styles.group}>
            <legend>{t('cancel.declineReason')}</legend>
            <label>
              <input type="radio" {...whyInput} value="" /> {t('cancel.reasonNone')}
            </label>
            {DECLINE_REASONS.map((r) => (
              <label key={r}>
                <input type="radio" {...whyInput} value={r} /> {t(`cancel.reasons.${r}`)}
              </label>
            ))}
            {why === 'other' ? (
              <label className={ui.field}>
                <span>{t('cancel.reasonNote')}</span>
                <textarea
                  {...whyNoteInput}
                  maxLength={DECLINE_NOTE_MAX}
                  rows={2}
                  dir="auto"
                  aria-invalid={errors.declineNote ? true : undefined}
                />
              </label>
            ) : null}
            <FieldError message={errors.declineNote?.message ?? errors.declineReason?.message} />
          </fieldset>
        ) : null}
        <label className={ui.field}>
          <span>{t('cancel.reason')}</span>
          <textarea {...reasonInput} maxLength={300} rows={3} aria-invalid={errors.reason ? true : undefined} />
        </label>
        <FieldError message={errors.reason?.message} />
        <FieldError message={errors.root?.server?.message ?? errors.onBehalfOf?.message ?? errors.refund?.message} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('cancel.keep')}
          </button>
          <SubmitButton loading={cancel.isPending}>{t('cancel.title')}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}
