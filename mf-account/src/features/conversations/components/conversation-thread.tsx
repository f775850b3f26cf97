import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@utsav/domain/format';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { useAppT } from '../../../i18n';
import { useSendMessage, useThread } from '../api/conversations';
import { QuoteCard } from './quote-card';
import { ReportForm } from './report-form';
import css from './conversations.module.css';
import { apiFileUrl } from '@utsav/shared/runtime-config';
import { messageTime } from '@utsav/shared/thread-pages';

/**
 * One conversation with a vendor: the masking notice, the quotes, the messages newest first with read receipts, and
 * the composer; older messages a page at a time ("Load older messages"). Polled (api/conversations THREAD_POLL_MS):
 * the vendor's answers appear without a reload. Bodies are rendered as text (React escapes them).
 */
export default function ConversationThread({ id }: { id: number }) {
  const { t } = useAppT();
  const thread = useThread(id);
  const send = useSendMessage(id);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState('');

  if (thread.isPending) return <Loading />;
  // A failed poll or older page keeps what was loaded (its own message below); only a thread never loaded fails here.
  if (!thread.data)
    return (
      <EmptyState title={t('conversations.loadFailed')}>
        <Link className={panel.ghost} to="/account/conversations">
          {t('conversations.back')}
        </Link>
      </EmptyState>
    );
  const { Conversation: c, Messages, Quotes, MaskingNotice } = thread.data;
  const quoteById = new Map(Quotes.map((q) => [q.QuoteId, q]));
  const shownQuotes = new Set<number>();

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    setRefusal('');
    send.mutate(draft, {
      onSuccess: () => {
        setDraft('');
        void thread.refetch();
      },
      onError: (err) => setRefusal(messageOf(errorBody(err)) || t('conversations.sendFailed')),
    });
  };

  return (
    <section className={panel.panel} aria-labelledby="conversation-title">
      <div className={panel.head}>
        <div>
          <h1 id="conversation-title" className={panel.title}>
            {c.ServiceTitle}
          </h1>
          <p className={panel.subtitle}>
            {c.VendorName}
            {c.EventDate ? ` · ${formatDate(c.EventDate)}` : ''}
            {c.Guests ? ` · ${t('conversations.guests', { count: c.Guests })}` : ''}
          </p>
        </div>
        <Link className={panel.ghost} to="/account/conversations">
          {t('conversations.back')}
        </Link>
      </div>
      {MaskingNotice ? (
        <p className={css.notice} role="note">
          {MaskingNotice}
        </p>
      ) : null}
      {c.CanWrite ? (
        <form className={css.composer} onSubmit={onSend}>
          <label htmlFor="conversation-draft">{t('conversations.write')}</label>
          <textarea id="conversation-draft" value={draft} maxLength={2000} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className={panel.button} disabled={send.isPending || !draft.trim()}>
            {t('conversations.send')}
          </button>
          {refusal ? <p role="alert">{refusal}</p> : null}
        </form>
      ) : (
        <p role="note">{t('conversations.blocked')}</p>
      )}
      <ReportForm conversationId={id} />
      <ol className={css.messages} aria-label={t('conversations.messagesLabel')}>
        {Messages.map((m) => {
          const mine = m.From === 'customer';
          const quote = m.QuoteId !== null ? quoteById.get(m.QuoteId) : undefined;
          const firstOfQuote = quote && !shownQuotes.has(quote.QuoteId);
          if (quote) shownQuotes.add(quote.QuoteId);
          return (
            <li key={m.MessageId} className={`${css.message} ${mine ? css.mine : ''}`} data-testid="message">
              <div className={css.meta}>
                {mine ? t('conversations.you') : c.VendorName} · {messageTime(m.CreatedAt)}
                {mine ? ` · ${m.Read ? t('conversations.read') : t('conversations.sent')}` : ''}
              </div>
              {m.Body ? <div>{m.Body}</div> : null}
              {m.Photo ? <img className={css.photo} src={apiFileUrl(m.Photo)} alt={t('conversations.photo')} /> : null}
              {quote && firstOfQuote ? <QuoteCard conversationId={id} quote={quote} /> : null}
              {m.QuoteId !== null && !firstOfQuote ? (
                <div className={css.meta}>{t('conversations.quoteUpdate', { id: m.QuoteId })}</div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {thread.hasNextPage ? (
        <button
          type="button"
          className={panel.ghost}
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('conversations.older')}
        </button>
      ) : null}
      {thread.isFetchNextPageError ? <p role="alert">{t('conversations.olderFailed')}</p> : null}
    </section>
  );
}
