import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/shared/format';
import { adminCancelSchema } from '@utsav/shared/schemas/admin';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { FieldError, SubmitButton } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { useCancelBooking, type BookingDetail } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import styles from './cancel-booking-dialog.module.css';
import { useAppT } from '../../i18n';

type Side = 'customer' | 'vendor';
type Refund = 'policy' | 'override';

export interface CancelBookingDialogProps {
  /** A service booking, or a package order (issue 36.4: `kind` 'package', its refund split over the vendors' parts). */
  booking: Pick<BookingDetail, 'BookingId' | 'BookingNo' | 'Title'>;
  kind?: 'booking' | 'package';
  options: NonNullable<BookingDetail['CancelOptions']>;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel on behalf of the customer (their refund tiers) or the vendor (everything back), with the policy's refund
 * or another amount up to what was paid; the reason is required and kept in the audit log (issue 21).
 */
export function CancelBookingDialog({ booking, kind = 'booking', options, open, onClose }: CancelBookingDialogProps) {
  const { t } = useAppT();
  const [side, setSide] = useState<Side>('customer');
  const [refund, setRefund] = useState<Refund>('policy');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cancel = useCancelBooking();
  useEffect(() => {
    if (open) {
      setSide('customer');
      setRefund('policy');
      setAmount('');
      setReason('');
      setErrors({});
    }
  }, [open]);
  const policy = side === 'customer' ? options.Customer : options.Vendor;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(adminCancelSchema, {
      onBehalfOf: side,
      refund,
      amount: refund === 'override' ? amount : '',
      reason,
    });
    if (!checked.ok) {
      setErrors(checked.errors as Record<string, string>);
      return focusFirstError(form);
    }
    if (checked.data.refund === 'override' && checked.data.amount !== '' && checked.data.amount > options.Held) {
      return setErrors({ amount: t('cancel.tooMuch', { amount: formatRupees(options.Held) }) });
    }
    setErrors({});
    try {
      const r = await cancel.mutateAsync({ id: booking.BookingId, kind, ...checked.data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      setErrors({ _: errorMessage(failure, t('cancel.failed')) });
    }
  }

  return (
    <Modal open={open} title={t('cancel.title')} onClose={onClose}>
      <form onSubmit={submit} className={ui.dialogForm} noValidate>
        <p className={ui.dialogText}>
          {t('cancel.cancel')} <strong>{booking.BookingNo}</strong> ({booking.Title}). {t('cancel.held')}{' '}
          <strong>{formatRupees(options.Held)}</strong>.{' '}
          {kind === 'package' ? t('cancel.packageText') : t('cancel.bookingText')}
        </p>
        <fieldset className={styles.group}>
          <legend>{t('cancel.onBehalfOf')}</legend>
          <label>
            <input type="radio" name="side" checked={side === 'customer'} onChange={() => setSide('customer')} />{' '}
            {t('cancel.customer', { amount: formatRupees(options.Customer) })}
          </label>
          <label>
            <input type="radio" name="side" checked={side === 'vendor'} onChange={() => setSide('vendor')} />{' '}
            {t('cancel.vendor', { amount: formatRupees(options.Vendor) })}
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('cancel.refund')}</legend>
          <label>
            <input type="radio" name="refund" checked={refund === 'policy'} onChange={() => setRefund('policy')} />{' '}
            {t('cancel.policy', { amount: formatRupees(policy) })}
          </label>
          <label>
            <input type="radio" name="refund" checked={refund === 'override'} onChange={() => setRefund('override')} />{' '}
            {t('cancel.another')}
          </label>
          {refund === 'override' ? (
            <label className={ui.field}>
              <span>{t('cancel.amount')}</span>
              <input
                inputMode="decimal"
                value={amount}
                maxLength={12}
                placeholder={t('common.upTo', { max: options.Held })}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={errors.amount ? true : undefined}
              />
            </label>
          ) : null}
          {refund === 'override' ? <FieldError message={errors.amount} /> : null}
        </fieldset>
        <label className={ui.field}>
          <span>{t('cancel.reason')}</span>
          <textarea
            value={reason}
            maxLength={300}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
          />
        </label>
        <FieldError message={errors.reason} />
        <FieldError message={errors._ ?? errors.onBehalfOf ?? errors.refund} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('cancel.keep')}
          </button>
          <SubmitButton loading={cancel.isPending}>{t('cancel.title')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
