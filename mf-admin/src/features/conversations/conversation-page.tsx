import { Link, useParams } from 'react-router';
import { formatRupees } from '@utsav/domain/format';
import { Loading } from '@utsav/ui/page-state';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { useAdminThread } from './conversations-api';
import { apiFileUrl } from '@utsav/shared/runtime-config';
import { messageTime } from '@utsav/shared/thread-pages';

/** One conversation, read-only: its reports, quotes and messages (masked as both sides see them). Audited by the API. */
export default function ConversationPage() {
  const { t } = useAppT();
  const id = Number(useParams().id);
  const thread = useAdminThread(id);
  if (thread.isPending) return <Loading />;
  // A failed older page keeps what was loaded (its own message below); only a thread never loaded fails here.
  if (!thread.data)
    return (
      <p className={page.error} role="alert">
        {t('conversations.loadFailed')}
      </p>
    );
  const { Conversation: c, Messages, Quotes, Reports } = thread.data;
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>
            {c.CustomerName} · {c.VendorName}
          </h1>
          <p className={page.sub}>
            {c.ServiceTitle} · {t('conversations.audited')}
          </p>
        </div>
        <Link to="/admin/conversations">{t('conversations.back')}</Link>
      </div>
      <h2>{t('conversations.reports')}</h2>
      {Reports.length === 0 ? <p className={ui.empty}>{t('conversations.noReports')}</p> : null}
      <ul>
        {Reports.map((r) => (
          <li key={r.ReportId} data-testid="report">
            {t('conversations.report', { side: r.Reporter, when: new Date(r.CreatedAt).toLocaleString() })}{' '}
            {r.Blocked ? t('conversations.andBlocked') : ''} — {r.Reason}
          </li>
        ))}
      </ul>
      <h2>{t('conversations.quotes')}</h2>
      <ul>
        {Quotes.map((q) => (
          <li key={q.QuoteId}>
            {t('conversations.quote', { id: q.QuoteId, total: formatRupees(q.Total), state: q.State })}
            {q.OrderId ? ` · ${q.OrderId}` : ''}
          </li>
        ))}
      </ul>
      <h2>{t('conversations.messages')}</h2>
      <ol>
        {Messages.map((m) => (
          <li key={m.MessageId} data-testid="message">
            <strong>{m.From === 'customer' ? c.CustomerName : c.VendorName}</strong> · {messageTime(m.CreatedAt)}:{' '}
            {m.Body}
            {m.Photo ? (
              <>
                {' '}
                <a href={apiFileUrl(m.Photo)}>{t('conversations.photo')}</a>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {thread.hasNextPage ? (
        <button
          type="button"
          className={ui.ghost}
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('conversations.older')}
        </button>
      ) : null}
      {thread.isFetchNextPageError ? (
        <p className={page.error} role="alert">
          {t('conversations.olderFailed')}
        </p>
      ) : null}
    </>
  );
}
