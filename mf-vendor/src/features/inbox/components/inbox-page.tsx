import { Link } from 'react-router';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { useInbox } from '../api/inbox-api';
import css from './inbox.module.css';

/** The vendor's inbox: customers' conversations, newest activity first, with unread counts (polled). */
export default function InboxPage() {
  const { t } = useAppT();
  const inbox = useInbox();
  const rows = rowsOf(inbox.data);
  return (
    <section className={page.page} aria-labelledby="inbox-title">
      <div className={page.head}>
        <h1 id="inbox-title" className={page.title}>
          {t('inbox.title')}
        </h1>
      </div>
      {inbox.isPending ? <Loading /> : null}
      {inbox.isError ? <EmptyState title={t('inbox.loadFailed')} /> : null}
      {!inbox.isPending && !inbox.isError && rows.length === 0 ? <EmptyState title={t('inbox.none')} /> : null}
      <ul className={css.list}>
        {rows.map((c) => (
          <li key={c.ConversationId}>
            <Link className={css.row} to={`/vendor/inbox/${c.ConversationId}`} data-testid="inbox-row">
              <strong>
                {c.CustomerName} · {c.ServiceTitle}
              </strong>
              {c.Unread > 0 ? (
                <span className={css.unread} aria-label={t('inbox.unread', { count: c.Unread })}>
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
      <ShowMore
        what={t('inbox.noun')}
        shown={rows.length}
        hasMore={inbox.hasNextPage}
        loading={inbox.isFetchingNextPage}
        failed={inbox.isFetchNextPageError}
        onMore={() => void inbox.fetchNextPage()}
      />
    </section>
  );
}
