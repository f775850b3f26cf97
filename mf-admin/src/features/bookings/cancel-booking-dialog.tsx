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
    const checked = validate(adminCancelSchema, { onBehalfOf: side, refund, amount: refund === 'override' ? amount : '', reason });
    if (!checked.ok) {
      setErrors(checked.errors as Record<string, string>);
      return focusFirstError(form);
    }
    if (checked.data.refund === 'override' && checked.data.amount !== '' && checked.data.amount > options.Held) {
      return setErrors({ amount: `Refund can be at most what was paid, ${formatRupees(options.Held)}` });
    }
    setErrors({});
    try {
      const r = await cancel.mutateAsync({ id: booking.BookingId, kind, ...checked.data });
      notify.success(r.message);
      onClose();
    } catch (failure) {
      setErrors({ _: errorMessage(failure, 'Could not cancel the booking, please try again') });
    }
  }

  return (
    <Modal open={open} title="Cancel booking" onClose={onClose}>
      <form onSubmit={submit} className={ui.dialogForm} noValidate>
        <p className={ui.dialogText}>
          Cancel <strong>{booking.BookingNo}</strong> ({booking.Title}). Paid so far, net of refunds: <strong>{formatRupees(options.Held)}</strong>.{' '}
          {kind === 'package'
            ? "Every service's slot is freed; the refund is taken from each vendor's part, with one GST credit note per vendor."
            : 'The slot is freed and the refund goes back with a GST credit note.'}
        </p>
        <fieldset className={styles.group}>
          <legend>On behalf of</legend>
          <label><input type="radio" name="side" checked={side === 'customer'} onChange={() => setSide('customer')} /> The customer — their cancellation tiers: {formatRupees(options.Customer)}</label>
          <label><input type="radio" name="side" checked={side === 'vendor'} onChange={() => setSide('vendor')} /> The vendor — everything paid back: {formatRupees(options.Vendor)}</label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Refund</legend>
          <label><input type="radio" name="refund" checked={refund === 'policy'} onChange={() => setRefund('policy')} /> The policy&apos;s refund, {formatRupees(policy)}</label>
          <label><input type="radio" name="refund" checked={refund === 'override'} onChange={() => setRefund('override')} /> Another amount</label>
          {refund === 'override' ? (
            <label className={ui.field}>
              <span>Refund amount (₹)</span>
              <input inputMode="decimal" value={amount} maxLength={12} placeholder={`0 to ${options.Held}`} onChange={(e) => setAmount(e.target.value)} aria-invalid={errors.amount ? true : undefined} />
            </label>
          ) : null}
          {refund === 'override' ? <FieldError message={errors.amount} /> : null}
        </fieldset>
        <label className={ui.field}>
          <span>Reason (kept in the audit log)</span>
          <textarea value={reason} maxLength={300} rows={3} onChange={(e) => setReason(e.target.value)} aria-invalid={errors.reason ? true : undefined} />
        </label>
        <FieldError message={errors.reason} />
        <FieldError message={errors._ ?? errors.onBehalfOf ?? errors.refund} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={onClose}>Keep booking</button>
          <SubmitButton loading={cancel.isPending}>Cancel booking</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
