import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { deleteAccountSchema, type Withdrawable } from '@utsav/domain/schemas/privacy';
import { FormTextField, SchemaForm, SubmitButton, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import styles from './my-data.module.css';
import { deleteAccount, downloadMyData, useConsents, useWithdrawConsent } from '../api/my-data';
import { useAppT } from '../../../i18n';

/**
 * My data (docs/privacy.md): download everything stored about me, correct it (the profile and address editors),
 * withdraw the WhatsApp and newsletter consents, and delete the account.
 */
export default function MyDataSection() {
  const { t } = useAppT();
  return (
    <section className={panel.panel} aria-labelledby="my-data-title">
      <div className={panel.head}>
        <div>
          <h1 id="my-data-title" className={panel.title}>
            {t('nav.myData')}
          </h1>
          <p className={panel.subtitle}>{t('myData.subtitle')}</p>
        </div>
      </div>
      <DownloadPart />
      <CorrectPart />
      <ConsentsPart />
      <DeletePart />
    </section>
  );
}

function DownloadPart() {
  const { t } = useAppT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadMyData();
      notify.success(t('myData.downloaded'));
    } catch (e) {
      notify.error(errorMessage(e, t('myData.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.part} aria-labelledby="my-data-download">
      <h2 id="my-data-download" className={styles.heading}>
        {t('myData.downloadTitle')}
      </h2>
      <p>{t('myData.downloadText')}</p>
      <button type="button" className={panel.button} onClick={() => void download()} disabled={busy}>
        {busy ? t('myData.downloading') : t('myData.download')}
      </button>
    </div>
  );
}

function CorrectPart() {
  const { t } = useAppT();
  return (
    <div className={styles.part} aria-labelledby="my-data-correct">
      <h2 id="my-data-correct" className={styles.heading}>
        {t('myData.correctTitle')}
      </h2>
      <p>{t('myData.correctText')}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/account/profile">{t('nav.profile')}</Link>
        </li>
        <li>
          <Link to="/account/address">{t('nav.address')}</Link>
        </li>
      </ul>
    </div>
  );
}

function ConsentsPart() {
  const { t } = useAppT();
  const consents = useConsents();
  const withdraw = useWithdrawConsent();
  async function withdrawOne(purpose: Withdrawable) {
    try {
      notify.success((await withdraw.mutateAsync(purpose)).message);
    } catch (e) {
      notify.error(errorMessage(e, t('myData.withdrawFailed')));
    }
  }
  const rows: { purpose: Withdrawable; on: boolean }[] = consents.data
    ? [
        { purpose: 'whatsapp', on: consents.data.Whatsapp },
        { purpose: 'newsletter', on: consents.data.Newsletter },
      ]
    : [];
  return (
    <div className={styles.part} aria-labelledby="my-data-consents">
      <h2 id="my-data-consents" className={styles.heading}>
        {t('myData.consentsTitle')}
      </h2>
      <p>{t('myData.consentsText')}</p>
      {consents.isPending ? <Loading /> : null}
      {consents.isError ? <p role="alert">{t('myData.consentsFailed')}</p> : null}
      <ul className={styles.consents}>
        {rows.map((row) => (
          <li key={row.purpose} data-testid={`consent-${row.purpose}`}>
            <span>
              <strong>{t(`myData.purpose.${row.purpose}`)}</strong> {row.on ? t('myData.given') : t('myData.notGiven')}
            </span>
            {row.on ? (
              <button
                type="button"
                className={panel.ghost}
                disabled={withdraw.isPending}
                onClick={() => void withdrawOne(row.purpose)}
              >
                {t('myData.withdraw')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DeletePart() {
  const { t } = useAppT();
  const form = useSchemaForm(deleteAccountSchema, { password: '', confirm: '' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failure = form.formState.errors.root?.server?.message;
  async function onValid(input: { password: string; confirm: string }) {
    try {
      const message = await deleteAccount(input);
      notify.success(message || t('myData.deleted'));
      // The server ended every session: this one is dropped here without asking it again.
      sessionStore.getState().logout({ revoke: false });
      queryClient.removeQueries({ queryKey: ['account'] });
      navigate('/', { replace: true });
    } catch (e) {
      form.setServerError(errorMessage(e, t('myData.deleteFailed')));
    }
  }
  return (
    <div className={`${styles.part} ${styles.danger}`} aria-labelledby="my-data-delete">
      <h2 id="my-data-delete" className={styles.heading}>
        {t('myData.deleteTitle')}
      </h2>
      <p>{t('myData.deleteText')}</p>
      <p>{t('myData.deleteKept')}</p>
      <SchemaForm form={form} onValid={onValid} aria-label={t('myData.deleteTitle')}>
        <FormTextField
          form={form}
          label={t('myData.password')}
          name="password"
          type="password"
          maxLength={40}
          autoComplete="current-password"
        />
        <FormTextField form={form} label={t('myData.confirm')} name="confirm" maxLength={10} autoComplete="off" />
        {failure ? (
          <p role="alert" className={styles.failure} data-testid="delete-error">
            {failure}
          </p>
        ) : null}
        <SubmitButton loading={form.formState.isSubmitting}>{t('myData.deleteButton')}</SubmitButton>
      </SchemaForm>
    </div>
  );
}
