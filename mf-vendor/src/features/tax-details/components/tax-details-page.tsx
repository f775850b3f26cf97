import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage } from '@utsav/shared/api-client';
import { vendorGstinSchema, type VendorGstin } from '@utsav/domain/schemas/vendor-gstin';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import { SchemaForm, SubmitButton, TextField, useSchemaForm } from '@utsav/ui/form';
import { PageHead } from '../../../components/page-head';
import { useGstin, useSaveGstin } from '../../../api/tax-details-api';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

/** /vendor/tax-details: the GSTIN printed as the supplier's on this vendor's tax invoices. */
export default function TaxDetailsPage() {
  const { t } = useAppT();
  const current = useGstin();
  const save = useSaveGstin();
  const form = useSchemaForm(vendorGstinSchema, { gstin: '' });
  // The GSTIN shows in capitals as it is typed: its own controller rather than FormTextField.
  const { field, fieldState } = useController({ control: form.control, name: 'gstin' });
  const { setValue } = form;
  useEffect(() => {
    if (current.data !== undefined) setValue('gstin', current.data);
  }, [current.data, setValue]);

  async function onValid(data: VendorGstin) {
    try {
      notify.success(await save.mutateAsync(data.gstin));
    } catch (failure) {
      form.setServerError(errorMessage(failure, t('tax.saveFailed')), 'gstin');
    }
  }

  return (
    <section className={page.page}>
      <PageHead title={t('tax.title')} subtitle={t('tax.subtitle')} />
      {current.isPending ? (
        <Loading label={t('tax.loading')} />
      ) : (
        <SchemaForm
          form={form}
          onValid={onValid}
          className={page.card}
          style={{ maxWidth: 480 }}
          aria-label={t('tax.form')}
        >
          <TextField
            label={t('tax.gstin')}
            name="gstin"
            filter="text"
            maxLength={15}
            value={(field.value as string | undefined) ?? ''}
            onValueChange={(x) => field.onChange(x.toUpperCase())}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            placeholder={t('tax.gstinExample')}
            autoComplete="off"
          />
          <SubmitButton loading={save.isPending}>{t('tax.save')}</SubmitButton>
        </SchemaForm>
      )}
    </section>
  );
}
