import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { deleteAccountSchema } from '@utsav/domain/schemas/privacy';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { PageHead } from '../../../components/page-head';
import page from '../../../app/page.module.css';
import { deleteVendorAccount, downloadVendorData } from '../api/my-data';
import { useAppT } from '../../../i18n';

/**
 * /vendor/my-data (docs/privacy.md): download everything stored about the vendor, and delete the account — which
 * the API refuses while Utsav still owes the vendor money or bookings are still to be served.
 */
export default function MyDataPage() {
  const { t } = useAppT();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(deleteAccountSchema, { password: '', confirm: '' });
  const failure = form.formState.errors.root?.server?.message;
  const navigate = useNavigate();

  async function download() {
    setBusy(true);
    try {
      await downloadVendorData();
      notify.success(t('myData.downloaded'));
    } catch (e) {
      notify.error(errorMessage(e, t('myData.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function remove(input: { password: string; confirm: string }) {
    try {
      notify.success(await deleteVendorAccount(input));
      sessionStore.getState().logout({ revoke: false });
      navigate('/', { replace: true });
    } catch (e) {
      form.setServerError(errorMessage(e, t('myData.deleteFailed')));
    }
  }

  return (
    <section className={page.page}>
      <PageHead title={t('myData.title')} subtitle={t('myData.subtitle')} />
      <div className={page.card}>
        <h2 className={page.cardTitle}>{t('myData.downloadTitle')}</h2>
        <p>{t('myData.downloadText')}</p>
        <button type="button" className={page.linkButton} onClick={() => void download()} disabled={busy}>
          {busy ? t('myData.downloading') : t('myData.download')}
        </button>
      </div>
      <div className={page.card}>
        <h2 className={page.cardTitle}>{t('myData.deleteTitle')}</h2>
        <p>{t('myData.deleteText')}</p>
        <SchemaForm form={form} onValid={remove} aria-label={t('myData.deleteTitle')}>
          <FormTextField
            form={form}
            label={t('myData.password')}
            name="password"
            type="password"
            maxLength={50}
            autoComplete="current-password"
          />
          <FormTextField form={form} label={t('myData.confirm')} name="confirm" maxLength={10} autoComplete="off" />
          {failure ? (
            <p role="alert" data-testid="vendor-delete-error">
              {failure}
            </p>
          ) : null}
          <SubmitButton loading={form.formState.isSubmitting}>{t('myData.deleteButton')}</SubmitButton>
        </SchemaForm>
      </div>
    </section>
  );
}
