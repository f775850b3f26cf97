import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { vendorGstinSchema } from '@utsav/shared/schemas/vendor-gstin';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/shared/ui/page-state';
import { SubmitButton, TextField } from '@utsav/shared/ui/form';
import { focusFirstError } from '@utsav/shared/ui/focus-first-error';
import { PageHead } from '../../../components/page-head';
import { useGstin, useSaveGstin } from '../../../api/tax-details-api';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

/** /vendor/tax-details (issue 17.7): the GSTIN printed as the supplier's on this vendor's tax invoices. */
export default function TaxDetailsPage() {
  const { t } = useAppT();
  const current = useGstin();
  const save = useSaveGstin();
  const [gstin, setGstin] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (current.data !== undefined) setGstin(current.data);
  }, [current.data]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = validate(vendorGstinSchema, { gstin });
    if (!checked.ok) {
      setError(checked.first);
      return focusFirstError(form);
    }
    setError('');
    try {
      notify.success(await save.mutateAsync(checked.data.gstin));
    } catch (failure) {
      setError(errorMessage(failure, t('tax.saveFailed')));
    }
  }

  return (
    <section className={page.page}>
      <PageHead title={t('tax.title')} subtitle={t('tax.subtitle')} />
      {current.isPending ? (
        <Loading label={t('tax.loading')} />
      ) : (
        <form className={page.card} style={{ maxWidth: 480 }} onSubmit={onSubmit} noValidate aria-label={t('tax.form')}>
          <TextField
            label={t('tax.gstin')}
            name="gstin"
            filter="text"
            maxLength={15}
            value={gstin}
            onValueChange={(x) => setGstin(x.toUpperCase())}
            error={error}
            placeholder={t('tax.gstinExample')}
            autoComplete="off"
          />
          <SubmitButton loading={save.isPending}>{t('tax.save')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
