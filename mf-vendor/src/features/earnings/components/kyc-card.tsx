import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { vendorKycSchema, type VendorKyc } from '@utsav/domain/schemas/vendor-kyc';
import { FormError, FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { useKyc, useSaveKyc } from '../api/earnings-api';
import styles from './earnings.module.css';

const EMPTY = { pan: '', panName: '', accountHolder: '', accountNumber: '', confirmAccountNumber: '', ifsc: '' };

/**
 * The payout KYC (docs/payments.md "KYC"): PAN, bank account and IFSC, checked by the same schema as the API; what is
 * on record shows masked (account number's last 4); payouts wait for Utsav's verification.
 */
export function KycCard() {
  const { t } = useAppT();
  const kyc = useKyc();
  const save = useSaveKyc();
  const form = useSchemaForm(vendorKycSchema, EMPTY);
  const k = kyc.data;
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // The payouts page links here (/vendor/earnings#kyc): bring the form into view.
  useEffect(() => {
    if (hash === '#kyc') card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  async function onValid(data: VendorKyc) {
    try {
      const r = await save.mutateAsync(data);
      notify.success(r.message || t('kyc.save'));
      form.reset(EMPTY);
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('kyc.saveFailed')));
    }
  }

  const state = k?.State ?? 'missing';
  return (
    <div className={page.card} data-testid="kyc-card" id="kyc" ref={card}>
      <h2 className={page.cardTitle}>{t('kyc.title')}</h2>
      <p className={styles.note} role="status">
        {state === 'rejected' ? t('kyc.rejected', { reason: k?.RejectReason ?? '' }) : t(`kyc.${state}`)}
      </p>
      {k && state !== 'missing' ? (
        <p className={`${styles.muted} ${styles.note}`}>
          {t('kyc.current', { account: k.AccountNumber, ifsc: k.Ifsc, pan: k.Pan })}
        </p>
      ) : (
        <p className={`${styles.muted} ${styles.note}`}>{t('kyc.noPan')}</p>
      )}
      <SchemaForm form={form} onValid={onValid} aria-label={t('kyc.form')}>
        <div className={styles.grid}>
          <FormTextField form={form} name="pan" label={t('kyc.pan')} maxLength={10} autoComplete="off" />
          <FormTextField form={form} name="panName" label={t('kyc.panName')} filter="alphawithspace" maxLength={85} />
          <FormTextField
            form={form}
            name="accountHolder"
            label={t('kyc.accountHolder')}
            filter="alphawithspace"
            maxLength={85}
          />
          <FormTextField
            form={form}
            name="accountNumber"
            label={t('kyc.accountNumber')}
            filter="numeric"
            maxLength={18}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextField
            form={form}
            name="confirmAccountNumber"
            label={t('kyc.confirmAccountNumber')}
            filter="numeric"
            maxLength={18}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextField form={form} name="ifsc" label={t('kyc.ifsc')} maxLength={11} autoComplete="off" />
        </div>
        <FormError form={form} />
        <SubmitButton loading={save.isPending}>{t('kyc.save')}</SubmitButton>
      </SchemaForm>
    </div>
  );
}
