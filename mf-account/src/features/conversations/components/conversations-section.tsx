import { Link } from 'react-router';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import panel from '../../../lib/panel.module.css';
import { useAppT } from '../../../i18n';
import { useConversations } from '../api/conversations';
import ConversationThread from './conversation-thread';
import css from './conversations.module.css';

/** Messages with vendors (docs/conversations.md): the list, newest activity first, or one conversation. */
export default function ConversationsSection({ id }: { id?: number }) {
  if (id !== undefined) return <ConversationThread id={id} />;
  return <ConversationList />;
}

function ConversationList() {
  const { t } = useAppT();
  const list = useConversations();
  const rows = rowsOf(list.data);
  return (
    <section className={panel.panel} aria-labelledby="conversations-title">
      <div className={panel.head}>
        <div>
          <h1 id="conversations-title" className={panel.title}>
            {t('nav.conversations')}
          </h1>
          <p className={panel.subtitle}>{t('conversations.subtitle')}</p>
        </div>
      </div>
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <EmptyState title={t('conversations.loadFailed')}>
          <button type="button" className={panel.ghost} onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : null}
      {!list.isPending && !list.isError && rows.length === 0 ? (
        <EmptyState title={t('conversations.none')}>
          <Link className={panel.button} to="/services/all">
            {t('enquiry.browse')}
          </Link>
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <ul className={css.list}>
          {rows.map((c) => (
            <li key={c.ConversationId}>
              <Link className={css.row} to={`/account/conversations/${c.ConversationId}`} data-testid="conversation">
                <strong>
                  {c.ServiceTitle} · {c.VendorName}
                </strong>
                {c.Unread > 0 ? (
                  <span className={css.unread} aria-label={t('conversations.unread', { count: c.Unread })}>
                    {c.Unread}
                  </span>
                ) : (
                  <span />
                )}
                <span className={css.preview}>{c.LastMessage}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMore
        what={t('conversations.noun')}
        shown={rows.length}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}
