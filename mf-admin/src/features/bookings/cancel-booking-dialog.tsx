import { useEffect, useRef, type ChangeEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/domain/format';
import { adminCancelSchema, type AdminCancelInput } from '@utsav/domain/schemas/admin';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { useCancelBooking, type BookingDetail } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import styles from './cancel-booking-dialog.module.css';
import { useAppT } from '../../i18n';

type Refund = 'policy' | 'override';

const blank = { onBehalfOf: 'customer', refund: 'policy', amount: '', reason: '' } as const;

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
 * or another amount up to what was paid; the reason is required and kept in the audit log.
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

  /** Another amount counts only when chosen: with the policy's refund the field (hidden) is sent empty. */
  function blankUnchosenAmount() {
    if (getValues('refund') !== 'override') {
      const typed = String(getValues('amount') ?? '');
      if (typed !== '') keptAmount.current = typed;
      setValue('amount', '');
    }
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
      <SchemaForm form={form} onValid={submit} beforeValidate={blankUnchosenAmount} className={ui.dialogForm}>
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
