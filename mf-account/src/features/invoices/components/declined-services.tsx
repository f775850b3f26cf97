/**
 * On the package invoice page: the services their vendors declined (refunded in full, left out of the invoice) with
 * each vendor's reason and, while the order stands, another service of the same group to swap in at no extra
 * charge — chosen from those free on the date whose package rate is not above the declined part's; it is then paid
 * as the order's balance through the gateway.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import type { DeclinedPackageItem, PackageBookingDetail } from '@utsav/domain/contract';
import { formatRupees } from '@utsav/domain/format';
import { openOrderPayment, startPayment } from '@utsav/shared/payments-api';
import { packageSwapSchema } from '@utsav/domain/schemas/booking-change';
import { notify } from '@utsav/shared/toast';
import { SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { fetchSwapOptions, swapPackageService } from '../../../api/booking-changes';
import { declineReasonWords } from '../../../lib/decline-reason';
import styles from './declined-services.module.css';
import { useAppT } from '../../../i18n';

function SwapPicker({ order, item }: { order: PackageBookingDetail; item: DeclinedPackageItem }) {
  const { t } = useAppT();
  const queryClient = useQueryClient();
  const form = useSchemaForm(packageSwapSchema, { itemId: item.ItemId, productId: '' });
  const choice = String(form.watch('productId') ?? '');
  const options = useQuery({
    queryKey: ['account', 'swap-options', order.BookingId, item.ItemId],
    queryFn: () => fetchSwapOptions(order.BookingId, item.ItemId),
  });
  const swap = useMutation({
    mutationFn: (input: { itemId: number; productId: number }) => swapPackageService(order.BookingId, input),
    onSuccess: async (message) => {
      notify.success(message);
      await queryClient.invalidateQueries({ queryKey: ['account', 'package-invoice'] });
      try {
        await startPayment(
          await openOrderPayment(order.OrderId),
          `${window.location.origin}/booking/${encodeURIComponent(order.OrderId)}`,
        );
      } catch (e) {
        notify.error(errorMessage(e, t('common.payBalanceLater')));
      }
    },
    onError: (e) => notify.error(errorMessage(e, t('declined.failed'))),
  });
  if (options.isPending) return <p className={styles.muted}>{t('declined.finding')}</p>;
  if (options.isError) return <p className={styles.muted}>{errorMessage(options.error, t('declined.loadFailed'))}</p>;
  if (!options.data.length) return <p className={styles.muted}>{t('declined.none')}</p>;
  const id = `swap-${item.ItemId}`;
  const productField = form.register('productId');
  return (
    <SchemaForm form={form} className={styles.swap} onValid={(input) => swap.mutate(input)}>
      <label htmlFor={id} className={styles.label}>
        {t('declined.swapIn')}
      </label>
      <select id={id} className={styles.select} {...productField} data-testid="swap-choice">
        <option value="">{t('declined.choose')}</option>
        {options.data.map((o) => (
          <option key={o.ProductId} value={o.ProductId}>
            {o.Title} — {o.Vendor} — {formatRupees(o.Rate)}
          </option>
        ))}
      </select>
      <SubmitButton loading={swap.isPending} disabled={!choice}>
        {t('declined.submit')}
      </SubmitButton>
    </SchemaForm>
  );
}

/** The vendor's reason, worded as on My Booking (nothing for a part declined before reasons were kept). */
function DeclineReason({ reason, note }: { reason: string | null | undefined; note: string | null | undefined }) {
  const { t } = useAppT();
  const words = declineReasonWords(t, reason, note);
  if (!words) return null;
  return (
    <p className={styles.muted} data-testid="decline-reason" dir="auto">
      {words}
    </p>
  );
}

export function DeclinedServices({ order }: { order: PackageBookingDetail }) {
  const { t } = useAppT();
  if (!order.Declined?.length) return null;
  return (
    <section className={styles.wrap} aria-labelledby="declined-title" data-print-hide>
      <h2 id="declined-title" className={styles.title}>
        {t('declined.title')}
      </h2>
      <ul className={styles.list}>
        {order.Declined.map((d) => (
          <li key={d.ItemId} className={styles.item} data-testid="declined-service">
            <p>
              <strong>{d.Title}</strong>{' '}
              {t('declined.refunded', { service: d.ServiceName, amount: formatRupees(d.PayableAmt) })}
            </p>
            <DeclineReason reason={d.DeclineReason} note={d.DeclineNote} />
            {d.ReplacedBy ? (
              <p className={styles.muted}>{t('declined.replacedBy', { title: d.ReplacedBy })}</p>
            ) : d.CanSwap ? (
              <SwapPicker order={order} item={d} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
