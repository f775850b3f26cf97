import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/domain/format';
import { Loading } from '@utsav/ui/page-state';
import { TableWrap } from '../../components/table-wrap';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { useDataRequests, type RequestKind, type RequestState } from './data-requests-api';

/**
 * Data requests (docs/privacy.md#requests-register): every export and erasure a customer or vendor asked for, its
 * state (completed, or refused with the reason), newest first. The API records each look in the audit log.
 */
export default function DataRequestsPage() {
  const { t } = useAppT();
  const [kind, setKind] = useState<RequestKind>('');
  const [state, setState] = useState<RequestState>('');
  const list = useDataRequests(kind, state);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.dataRequests')}</h1>
          <p className={page.sub}>{t('dataRequests.sub')}</p>
        </div>
      </div>
      <div className={ui.filters}>
        <label>
          {t('dataRequests.kind')}{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as RequestKind)}>
            <option value="">{t('dataRequests.all')}</option>
            <option value="export">{t('dataRequests.kinds.export')}</option>
            <option value="erasure">{t('dataRequests.kinds.erasure')}</option>
          </select>
        </label>
        <label>
          {t('dataRequests.state')}{' '}
          <select value={state} onChange={(e) => setState(e.target.value as RequestState)}>
            <option value="">{t('dataRequests.all')}</option>
            <option value="completed">{t('dataRequests.states.completed')}</option>
            <option value="refused">{t('dataRequests.states.refused')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('dataRequests.loadFailed'))}
        </p>
      ) : list.data.length === 0 ? (
        <p className={ui.empty}>{t('dataRequests.none')}</p>
      ) : (
        <TableWrap label={t('nav.dataRequests')}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('dataRequests.date')}</th>
                <th scope="col">{t('dataRequests.account')}</th>
                <th scope="col">{t('dataRequests.kind')}</th>
                <th scope="col">{t('dataRequests.state')}</th>
                <th scope="col">{t('dataRequests.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr key={r.Id} data-testid="data-request">
                  <td data-label={t('dataRequests.date')}>{formatDate(r.CreatedAt)}</td>
                  <td data-label={t('dataRequests.account')}>
                    {t(`dataRequests.accounts.${r.AccountType}`, { id: r.AccountId })}
                  </td>
                  <td data-label={t('dataRequests.kind')}>{t(`dataRequests.kinds.${r.Kind}`)}</td>
                  <td data-label={t('dataRequests.state')}>{t(`dataRequests.states.${r.State}`)}</td>
                  <td data-label={t('dataRequests.detail')}>{r.Detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
