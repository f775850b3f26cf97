import { useState, type FormEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees, todayIso } from '@utsav/shared/format';
import { payoutSchema } from '@utsav/shared/schemas/admin';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { FieldError, SubmitButton } from '@utsav/shared/ui/form';
import { Loading } from '@utsav/shared/ui/page-state';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { usePayouts, useRecordPayout, type PayoutRow } from '../../api/admin-api';
import { StateBadge } from '../../components/state-badge';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

type Fields = { amount: string; reference: string; paidOn: string };

/** Payouts: what the ledger owes each vendor, and recording a payout (reference and date) that the vendor sees. */
export default function PayoutsPage() {
  const { t } = useAppT();
  const payouts = usePayouts();
  const [vendor, setVendor] = useState<PayoutRow | null>(null);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.payouts')}</h1>
          <p className={page.sub}>{t('payouts.sub')}</p>
        </div>
      </div>
      {payouts.isPending ? (
        <Loading label={t('payouts.loading')} />
      ) : payouts.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(payouts.error, t('payouts.loadFailed'))}
        </p>
      ) : payouts.data.length === 0 ? (
        <p className={ui.empty}>{t('payouts.none')}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label={t('nav.payouts')}>
            <thead>
              <tr>
                <th>{t('col.vendor')}</th>
                <th className={ui.num}>{t('payouts.earned')}</th>
                <th className={ui.num}>{t('payouts.paidOut')}</th>
                <th className={ui.num}>{t('payouts.toPay')}</th>
                <th>{t('payouts.last')}</th>
                <th>{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.data.map((v) => (
                <tr key={v.VendorId} data-testid="payout-row">
                  <td data-label={t('col.vendor')}>
                    {v.Name} {v.Status !== 'approved' ? <StateBadge state={v.Status} /> : null}
                  </td>
                  <td data-label={t('payouts.earned')} className={ui.num}>
                    {formatRupees(v.Earned)}
                  </td>
                  <td data-label={t('payouts.paidOut')} className={ui.num}>
                    {formatRupees(v.PaidOut)}
                  </td>
                  <td data-label={t('payouts.toPay')} className={ui.num} data-testid="receivable">
                    {formatRupees(v.Receivable)}
                  </td>
                  <td data-label={t('payouts.last')}>{v.LastPaidAt ? formatDate(v.LastPaidAt) : '—'}</td>
                  <td data-label={t('col.actions')}>
                    <button
                      type="button"
                      className={ui.ghost}
                      disabled={v.Receivable <= 0}
                      onClick={() => setVendor(v)}
                    >
                      {t('payouts.record')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {vendor ? <PayoutDialog vendor={vendor} onClose={() => setVendor(null)} /> : null}
    </>
  );
}

/** The payout form; it asks to confirm the amount before recording it. */
function PayoutDialog({ vendor, onClose }: { vendor: PayoutRow; onClose: () => void }) {
  const { t } = useAppT();
  const record = useRecordPayout();
  const [fields, setFields] = useState<Fields>({
    amount: vendor.Receivable.toFixed(2),
    reference: '',
    paidOn: todayIso(),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const change = (k: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(payoutSchema, { ...fields, vendorId: vendor.VendorId });
    // The shared schema checks the amount's form; what is owed is this vendor's, so it is checked here (and again by the API).
    const rupees = Number(fields.amount);
    const extra =
      checked.errors.amount || !Number.isFinite(rupees)
        ? ''
        : rupees > vendor.Receivable
          ? t('payouts.tooMuch', { amount: formatRupees(vendor.Receivable) })
          : rupees <= 0
            ? t('payouts.positive')
            : '';
    setErrors(extra ? { ...checked.errors, amount: extra } : checked.errors);
    if (!checked.ok || extra) return focusFirstError(form);
    if (!confirming) return setConfirming(true);
    setFailure('');
    try {
      const r = await record.mutateAsync({
        vendorId: vendor.VendorId,
        amount: fields.amount,
        reference: fields.reference.trim(),
        paidOn: fields.paidOn,
      });
      notify.success(r.message);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('payouts.failed')));
      setConfirming(false);
    }
  }

  return (
    <Modal open title={t('payouts.title', { name: vendor.Name })} onClose={onClose}>
      <form className={ui.dialogForm} onSubmit={onSubmit} noValidate>
        <p className={ui.dialogText}>
          {t('payouts.toPayLabel')} <strong>{formatRupees(vendor.Receivable)}</strong>. {t('payouts.byTransfer')}
        </p>
        <label className={ui.field}>
          <span>{t('payouts.amount')}</span>
          <input
            inputMode="decimal"
            value={fields.amount}
            maxLength={12}
            onChange={change('amount')}
            disabled={confirming}
          />
        </label>
        <FieldError message={errors.amount} />
        <label className={ui.field}>
          <span>{t('payouts.reference')}</span>
          <input value={fields.reference} maxLength={60} onChange={change('reference')} disabled={confirming} />
        </label>
        <FieldError message={errors.reference} />
        <label className={ui.field}>
          <span>{t('payouts.paidOn')}</span>
          <input type="date" value={fields.paidOn} max={todayIso()} onChange={change('paidOn')} disabled={confirming} />
        </label>
        <FieldError message={errors.paidOn} />
        {confirming ? (
          <p className={ui.dialogText} role="status">
            {t('payouts.confirmBefore')} <strong>{formatRupees(Number(fields.amount))}</strong>{' '}
            {t('payouts.confirmAfter', { name: vendor.Name })}
          </p>
        ) : null}
        <FieldError message={failure} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={confirming ? () => setConfirming(false) : onClose}>
            {confirming ? t('payouts.back') : t('common.cancel')}
          </button>
          <SubmitButton loading={record.isPending}>
            {confirming ? t('payouts.record') : t('payouts.continue')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
