import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/domain/format';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { useDecideKyc, useKycList, type AdminKyc } from './kyc-api';

function Decide({ kyc }: { kyc: AdminKyc }) {
  const { t } = useAppT();
  const decide = useDecideKyc();
  const [reason, setReason] = useState('');
  const act = async (decision: 'verify' | 'reject') => {
    try {
      notify.success(await decide.mutateAsync({ vendorId: kyc.VendorId, decision, reason }));
    } catch (failure) {
      notify.error(errorMessage(failure, t('kyc.failed')));
    }
  };
  return (
    <div className={ui.actions}>
      {kyc.State !== 'verified' ? (
        <button type="button" className={ui.ghost} disabled={decide.isPending} onClick={() => void act('verify')}>
          {t('kyc.verify')}
        </button>
      ) : null}
      <input
        aria-label={t('kyc.reasonFor', { name: kyc.Name })}
        placeholder={t('kyc.reason')}
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="button" className={ui.danger} disabled={decide.isPending} onClick={() => void act('reject')}>
        {t('kyc.reject')}
      </button>
    </div>
  );
}

/** /admin/kyc: vendors' payout KYC (account numbers masked); verify or reject with a reason, audited. */
export default function KycPage() {
  const { t } = useAppT();
  const list = useKycList();
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.kyc')}</h1>
          <p className={page.sub}>{t('kyc.sub')}</p>
        </div>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('kyc.loadFailed'))}
        </p>
      ) : list.data.length === 0 ? (
        <p className={ui.empty}>{t('kyc.none')}</p>
      ) : (
        <TableWrap label={t('nav.kyc')}>
          <table className={ui.table} aria-label={t('nav.kyc')}>
            <thead>
              <tr>
                <th>{t('col.vendor')}</th>
                <th>{t('kyc.pan')}</th>
                <th>{t('kyc.account')}</th>
                <th>{t('kyc.state')}</th>
                <th>{t('kyc.submitted')}</th>
                <th>{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((k) => (
                <tr key={k.VendorId} data-testid="kyc-row">
                  <td>{k.Name}</td>
                  <td>
                    {k.Pan} · {k.PanName}
                  </td>
                  <td>
                    {k.AccountHolder} · {k.AccountNumber} · {k.Ifsc}
                  </td>
                  <td>
                    {t(`kyc.${k.State}`)}
                    {k.RejectReason ? <div className={ui.muted}>{k.RejectReason}</div> : null}
                  </td>
                  <td>{formatDate(k.SubmittedAt)}</td>
                  <td>
                    <Decide kyc={k} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
