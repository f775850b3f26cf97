import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees, todayIso } from '@utsav/domain/format';
import { payoutSchema } from '@utsav/domain/schemas/admin';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { usePayouts, useRecordPayout, type PayoutRow } from '../../api/admin-api';
import { StateBadge } from '../../components/state-badge';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { PayoutKyc } from './payout-kyc';

/**
 * Payouts: what the ledger owes each vendor, where each vendor's payout KYC stands, and recording a payout (reference
 * and date) that the vendor sees; only to a vendor whose KYC is verified.
 */
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
                <th>{t('payouts.kyc')}</th>
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
                  <td data-label={t('payouts.kyc')}>
                    <PayoutKyc vendor={v} />
                  </td>
                  <td data-label={t('col.actions')}>
                    <button
                      type="button"
                      className={ui.ghost}
                      disabled={v.Receivable <= 0 || v.Kyc !== 'verified'}
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
  const form = useSchemaForm(payoutSchema, {
    vendorId: vendor.VendorId,
    amount: vendor.Receivable.toFixed(2),
    reference: '',
    paidOn: todayIso(),
  });
  const { getValues, getFieldState, setError, trigger } = form;
  const errors = form.formState.errors;
  const [confirming, setConfirming] = useState(false);
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const amountInput = form.register('amount');
  const referenceInput = form.register('reference');
  const paidOnInput = form.register('paidOn');
  const confirmAmount = getValues('amount');

  /**
   * The shared schema checks the amount's form; what is owed is this vendor's, so it is checked here (and again by
   * the API), with the schema's messages for the other fields beside it.
   */
  async function checkOwed() {
    const rupees = Number(getValues('amount'));
    if (!Number.isFinite(rupees)) return true;
    const extra =
      rupees > vendor.Receivable
        ? t('payouts.tooMuch', { amount: formatRupees(vendor.Receivable) })
        : rupees <= 0
          ? t('payouts.positive')
          : '';
    if (!extra) return true;
    await trigger();
    if (getFieldState('amount').error) return false;
    setError('amount', { type: 'owed', message: extra });
    return false;
  }

  async function submit() {
    if (!confirming) return setConfirming(true);
    // What the operator typed is sent as typed (the API reads the same schema).
    const fields = getValues();
    try {
      const r = await record.mutateAsync({
        vendorId: vendor.VendorId,
        amount: String(fields.amount),
        reference: String(fields.reference).trim(),
        paidOn: String(fields.paidOn),
      });
      notify.success(r.message);
      onClose();
    } catch (error) {
      form.setServerError(errorMessage(error, t('payouts.failed')));
      setConfirming(false);
    }
  }

  return (
    <Modal open title={t('payouts.title', { name: vendor.Name })} onClose={onClose}>
      <SchemaForm form={form} onValid={submit} beforeValidate={checkOwed} className={ui.dialogForm}>
        <p className={ui.dialogText}>
          {t('payouts.toPayLabel')} <strong>{formatRupees(vendor.Receivable)}</strong>. {t('payouts.byTransfer')}
        </p>
        <label className={ui.field}>
          <span>{t('payouts.amount')}</span>
          <input {...amountInput} inputMode="decimal" maxLength={12} disabled={confirming} />
        </label>
        <FieldError message={errors.amount?.message} />
        <label className={ui.field}>
          <span>{t('payouts.reference')}</span>
          <input {...referenceInput} maxLength={60} disabled={confirming} />
        </label>
        <FieldError message={errors.reference?.message} />
        <label className={ui.field}>
          <span>{t('payouts.paidOn')}</span>
          <input {...paidOnInput} type="date" max={todayIso()} disabled={confirming} />
        </label>
        <FieldError message={errors.paidOn?.message} />
        {confirming ? (
          <p className={ui.dialogText} role="status">
            {t('payouts.confirmBefore')} <strong>{formatRupees(Number(confirmAmount))}</strong>{' '}
            {t('payouts.confirmAfter', { name: vendor.Name })}
          </p>
        ) : null}
        <FieldError message={errors.root?.server?.message} />
        <div className={ui.dialogActions}>
          <button type="button" className={ui.ghost} onClick={confirming ? () => setConfirming(false) : onClose}>
            {confirming ? t('payouts.back') : t('common.cancel')}
          </button>
          <SubmitButton loading={record.isPending}>
            {confirming ? t('payouts.record') : t('payouts.continue')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </Modal>
  );
}
