/**
 * Issue 36 in My Booking: move a booking to another date (the policy and this move's fee shown first; a balance the
 * move leaves is paid at once through the gateway), and cancel a package order (the refund shown first).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { errorMessage } from '@utsav/shared/api-client';
import { openBalancePayment, startPayment } from '@utsav/shared/payments-api';
import { REFUND_POLICY_LINES, RESCHEDULE_POLICY_LINES } from '@utsav/shared/refund-policy';
import { rescheduleSchema } from '@utsav/shared/schemas/booking-change';
import { todayIso } from '@utsav/shared/schemas/fields';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import type { BookingRow, PackageOrderRow } from '@utsav/shared/contract';
import { formatDate, formatRupees } from '@utsav/shared/format';
import panel from '../../../lib/panel.module.css';
import { bookingsQueryKey, packageOrdersQueryKey } from '../api/bookings';
import { cancelPackageOrder, rescheduleBooking } from '../../../api/booking-changes';

/** Tomorrow in India time (a booking moves to a date after today). */
function tomorrow(): string {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function RescheduleDialog({ booking, onClose }: { booking: BookingRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const move = useMutation({
    mutationFn: (input: { id: number; bookingDate: string }) => rescheduleBooking(input.id, { bookingDate: input.bookingDate }),
    onSuccess: async ({ message, result }) => {
      notify.success(message);
      onClose();
      setDate('');
      if (result.DueAmount > 0) {
        try {
          await startPayment(await openBalancePayment(result.BookingId), `${window.location.origin}/account/booking`);
        } catch (e) {
          notify.error(errorMessage(e, 'Could not start the payment: pay the balance from My Booking'));
        }
      }
    },
    onError: (e) => setError(errorMessage(e, 'Could not move the booking')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
  if (!booking) return null;
  const fee = booking.RescheduleFee ?? 0;
  const submit = () => {
    const parsed = v.safeParse(rescheduleSchema, { bookingDate: date });
    if (!parsed.success) return setError(parsed.issues[0]?.message);
    setError(undefined);
    move.mutate({ id: booking.BookingId, bookingDate: parsed.output.bookingDate });
  };
  return (
    <Modal open title={`Change the date of ${booking.BookingNo}`} onClose={onClose}>
      <p>Now on <strong>{formatDate(booking.BookingOnDate)}</strong>. {fee > 0 ? `This move costs ${formatRupees(fee)}.` : 'This move is free.'}</p>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
        <TextField label="New date" type="date" value={date} min={tomorrow()} onValueChange={setDate} error={error} data-testid="reschedule-date" />
        <ul className={panel.muted}>{RESCHEDULE_POLICY_LINES.map((l) => <li key={l}>{l}</li>)}</ul>
        <div className={panel.actions}>
          <SubmitButton type="button" variant="secondary" onClick={onClose}>Keep the date</SubmitButton>
          <SubmitButton loading={move.isPending}>Move booking</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

export function PackageCancelDialog({ order, onClose }: { order: PackageOrderRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelPackageOrder(id),
    onSuccess: (message) => {
      notify.success(message);
      onClose();
    },
    onError: (e) => notify.error(errorMessage(e, 'Could not cancel the package')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: packageOrdersQueryKey }),
  });
  if (!order) return null;
  return (
    <Modal open title={`Cancel ${order.OrderId}?`} onClose={onClose}>
      <p data-testid="package-cancel-refund">
        {(order.PaidAmt ?? 0) > 0
          ? `You will get back ${formatRupees(order.CancelRefundAmt)} (${order.CancelRefundPercent} % of what you paid), through the way you paid. Each vendor refunds its own part, with its own credit note.`
          : 'Nothing has been paid for this package; its dates will be released.'}
      </p>
      <ul className={panel.muted}>{REFUND_POLICY_LINES.slice(0, 3).map((l) => <li key={l}>{l}</li>)}</ul>
      <div className={panel.actions}>
        <SubmitButton type="button" variant="secondary" onClick={onClose}>Keep package</SubmitButton>
        <SubmitButton type="button" loading={cancel.isPending} onClick={() => cancel.mutate(order.BookingId)}>Cancel package</SubmitButton>
      </div>
    </Modal>
  );
}
