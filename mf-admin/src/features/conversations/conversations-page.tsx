import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap';
import { Link } from 'react-router';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { Loading } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { useAdminConversations } from './conversations-api';

/** Conversations between customers and vendors, read-only for support and disputes; reported ones on request. */
export default function ConversationsPage() {
  const { t } = useAppT();
  const [reported, setReported] = useState(false);
  const list = useAdminConversations(reported);
  const rows = rowsOf(list.data);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.conversations')}</h1>
          <p className={page.sub}>{t('conversations.sub')}</p>
        </div>
      </div>
      <div className={ui.filters}>
        <label className={ui.field}>
          <span>{t('conversations.show')}</span>
          <select value={reported ? '1' : ''} onChange={(e) => setReported(e.target.value === '1')}>
            <option value="">{t('common.all')}</option>
            <option value="1">{t('conversations.reported')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <p className={page.error} role="alert">
          {t('conversations.loadFailed')}
        </p>
      ) : null}
      {!list.isPending && !list.isError && rows.length === 0 ? (
        <p className={ui.empty}>{t('conversations.none')}</p>
      ) : null}
      {rows.length > 0 ? (
        <TableWrap label={t('nav.conversations')}>
          <table className={ui.table} aria-label={t('nav.conversations')}>
            <thead>
              <tr>
                <th>{t('conversations.customer')}</th>
                <th>{t('conversations.vendor')}</th>
                <th>{t('conversations.service')}</th>
                <th>{t('conversations.last')}</th>
                <th>{t('conversations.flags')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.ConversationId} data-testid="conversation-row">
                  <td data-label={t('conversations.customer')}>
                    <Link to={`/admin/conversations/${c.ConversationId}`}>{c.CustomerName}</Link>
                  </td>
                  <td data-label={t('conversations.vendor')}>{c.VendorName}</td>
                  <td data-label={t('conversations.service')}>{c.ServiceTitle}</td>
                  <td data-label={t('conversations.last')}>{new Date(c.LastMessageAt).toLocaleString()}</td>
                  <td data-label={t('conversations.flags')}>
                    {c.Reported ? t('conversations.reportedFlag') : ''}
                    {c.BlockedBy ? ` ${t('conversations.blockedBy', { side: c.BlockedBy })}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <ShowMore
        what={t('conversations.noun')}
        shown={rows.length}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
