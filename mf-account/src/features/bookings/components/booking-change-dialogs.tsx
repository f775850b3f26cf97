/**
 * In My Booking: move a booking to another date (the policy and this move's fee shown first; a balance the
 * move leaves is paid at once through the gateway), and cancel a package order (the refund shown first).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { openBalancePayment, startPayment } from '@utsav/shared/payments-api';
import { RESCHEDULE_FEE_PAISE, RESCHEDULE_MIN_DAYS_BEFORE, RESCHEDULE_REFUSE_HOURS } from '@utsav/domain/refund-policy';
import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import { rescheduleSchema } from '@utsav/domain/schemas/booking-change';
import { todayIso } from '@utsav/domain/schemas/fields';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import type { BookingRow, PackageOrderRow } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import panel from '../../../lib/panel.module.css';
import { bookingsQueryKey, packageOrdersQueryKey } from '../api/bookings';
import { cancelPackageOrder, rescheduleBooking } from '../../../api/booking-changes';
import { useAppT } from '../../../i18n';

/** Tomorrow in India time (a booking moves to a date after today). */
function tomorrow(): string {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function RescheduleDialog({ booking, onClose }: { booking: BookingRow | null; onClose: () => void }) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(rescheduleSchema, { bookingDate: '' });
  const move = useMutation({
    mutationFn: (input: { id: number; bookingDate: string }) =>
      rescheduleBooking(input.id, { bookingDate: input.bookingDate }),
    onSuccess: async ({ message, result }) => {
      notify.success(message);
      onClose();
      form.reset();
      if (result.DueAmount > 0) {
        try {
          await startPayment(await openBalancePayment(result.BookingId), `${window.location.origin}/account/booking`);
        } catch (e) {
          notify.error(errorMessage(e, t('common.payBalanceLater')));
        }
      }
    },
    // The server's refusal shows on the date, where the dialog showed it before the wrapper.
    onError: (e) => form.setServerError(errorMessage(e, t('reschedule.failed')), 'bookingDate'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
  if (!booking) return null;
  const fee = booking.RescheduleFee ?? 0;
  // The written reschedule policy (RESCHEDULE_POLICY_LINES of @utsav/domain/refund-policy) in the shown language.
  const policy = [
    t('reschedule.policyWhen', { days: RESCHEDULE_MIN_DAYS_BEFORE }),
    t('reschedule.policyFee', { fee: `₹${RESCHEDULE_FEE_PAISE / 100}` }),
    t('reschedule.policyRefuse', { hours: RESCHEDULE_REFUSE_HOURS }),
    t('reschedule.policyTier'),
  ];
  return (
    <Modal open title={t('reschedule.title', { what: booking.BookingNo })} onClose={onClose}>
      <p>
        {t('reschedule.nowBefore')}
        <strong>{formatDate(booking.BookingOnDate)}</strong>
        {t('reschedule.nowAfter')}{' '}
        {fee > 0 ? t('reschedule.costs', { amount: formatRupees(fee) }) : t('reschedule.free')}
      </p>
      <SchemaForm form={form} onValid={({ bookingDate }) => move.mutate({ id: booking.BookingId, bookingDate })}>
        <FormTextField
          form={form}
          name="bookingDate"
          label={t('reschedule.newDate')}
          type="date"
          min={tomorrow()}
          data-testid="reschedule-date"
        />
        <ul className={panel.muted}>
          {policy.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <div className={panel.actions}>
          <SubmitButton type="button" variant="secondary" onClick={onClose}>
            {t('reschedule.keep')}
          </SubmitButton>
          <SubmitButton loading={move.isPending}>{t('reschedule.move')}</SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}

export function PackageCancelDialog({ order, onClose }: { order: PackageOrderRow | null; onClose: () => void }) {
  const { t } = useAppT();
  const tiers = useRefundPolicyLines(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelPackageOrder(id),
    onSuccess: (message) => {
      notify.success(message);
      onClose();
    },
    onError: (e) => notify.error(errorMessage(e, t('packageCancel.failed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: packageOrdersQueryKey }),
  });
  if (!order) return null;
  return (
    <Modal open title={t('bookings.cancelTitle', { what: order.OrderId })} onClose={onClose}>
      <p data-testid="package-cancel-refund">
        {(order.PaidAmt ?? 0) > 0
          ? t('packageCancel.refund', {
              amount: formatRupees(order.CancelRefundAmt),
              percent: order.CancelRefundPercent,
            })
          : t('packageCancel.nothingPaid')}
      </p>
      <ul className={panel.muted}>
        {tiers.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <div className={panel.actions}>
        <SubmitButton type="button" variant="secondary" onClick={onClose}>
          {t('packageCancel.keep')}
        </SubmitButton>
        <SubmitButton type="button" loading={cancel.isPending} onClick={() => cancel.mutate(order.BookingId)}>
          {t('packageCancel.cancel')}
        </SubmitButton>
      </div>
    </Modal>
  );
}
