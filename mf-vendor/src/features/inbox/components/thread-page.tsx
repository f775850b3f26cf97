import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { useSendPhoto, useVendorReply, useVendorThread, useWithdrawQuote, type VendorQuote } from '../api/inbox-api';
import { QuoteComposer } from './quote-composer';
import css from './inbox.module.css';
import { apiFileUrl } from '@utsav/shared/runtime-config';
import { messageTime } from '@utsav/shared/thread-pages';

/**
 * One conversation with a customer: masking notice, quotes (withdraw while open; revise while open or expired: the
 * composer opens with that quote), messages (older ones a page at a time), reply, quote composer.
 */
export default function ThreadPage() {
  const { t } = useAppT();
  const id = Number(useParams().conversationId);
  const thread = useVendorThread(id);
  const reply = useVendorReply(id);
  const withdraw = useWithdrawQuote(id);
  const photo = useSendPhoto(id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [revising, setRevising] = useState<VendorQuote | null>(null);
  if (thread.isPending) return <Loading />;
  // A failed poll or older page keeps what was loaded (its own message below); only a thread never loaded fails here.
  if (!thread.data) return <EmptyState title={t('inbox.loadFailed')} />;
  const { Conversation: c, Messages, Quotes, MaskingNotice } = thread.data;

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    photo.mutate(
      { file, caption: draft },
      {
        onSuccess: () => setDraft(''),
        onError: (err) => setError(messageOf(errorBody(err)) || t('inbox.sendFailed')),
      },
    );
  };

  const onReply = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    reply.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (err) => setError(messageOf(errorBody(err)) || t('inbox.sendFailed')),
    });
  };

  return (
    <section className={page.page} aria-labelledby="thread-title">
      <div className={page.head}>
        <div>
          <h1 id="thread-title" className={page.title}>
            {c.CustomerName} · {c.ServiceTitle}
          </h1>
          <p className={page.subtitle}>
            {c.EventDate ? formatDate(c.EventDate) : t('inbox.noDate')}
            {c.Guests ? ` · ${t('inbox.guests', { count: c.Guests })}` : ''}
            {c.Pincode ? ` · ${c.Pincode}` : ''}
          </p>
        </div>
        <Link className={page.ghostButton} to="/vendor/inbox">
          {t('inbox.back')}
        </Link>
      </div>
      {MaskingNotice ? (
        <p className={css.notice} role="note">
          {MaskingNotice}
        </p>
      ) : null}
      {Quotes.length ? (
        <div className={page.card}>
          <h2 className={page.cardTitle}>{t('inbox.quotes')}</h2>
          <ul className={css.list}>
            {Quotes.map((q) => (
              <li key={q.QuoteId} data-testid="vendor-quote">
                {t('inbox.quoteLine', {
                  id: q.QuoteId,
                  date: formatDate(q.EventDate),
                  total: formatRupees(q.Total),
                  state: t(`inbox.state.${q.State}`),
                })}{' '}
                {c.CanWrite && (q.State === 'open' || q.State === 'expired') ? (
                  <button
                    type="button"
                    className={page.ghostButton}
                    aria-label={`${t('inbox.revise')} · ${t('inbox.quoteRef', { id: q.QuoteId })}`}
                    onClick={() => setRevising(q)}
                  >
                    {t('inbox.revise')}
                  </button>
                ) : null}{' '}
                {q.State === 'open' ? (
                  <button type="button" className={page.ghostButton} onClick={() => withdraw.mutate(q.QuoteId)}>
                    {t('inbox.withdraw')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.CanWrite ? (
        <form className={css.composer} onSubmit={onReply}>
          <label htmlFor="vendor-reply">{t('inbox.reply')}</label>
          <textarea id="vendor-reply" value={draft} maxLength={2000} onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" className={page.linkButton} disabled={reply.isPending || !draft.trim()}>
            {t('inbox.send')}
          </button>
          <label>
            {t('inbox.addPhoto')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={photo.isPending}
              onChange={(e) => {
                onPhoto(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {error ? <p role="alert">{error}</p> : null}
        </form>
      ) : (
        <p role="note">{t('inbox.blocked')}</p>
      )}
      <ol className={css.messages} aria-label={t('inbox.messages')}>
        {Messages.map((m) => (
          <li key={m.MessageId} className={`${css.message} ${m.From === 'vendor' ? css.mine : ''}`}>
            <div className={css.meta}>
              {m.From === 'vendor' ? t('inbox.you') : c.CustomerName} · {messageTime(m.CreatedAt)}
              {m.From === 'vendor' ? ` · ${m.Read ? t('inbox.read') : t('inbox.sent')}` : ''}
            </div>
            {m.Body ? <div>{m.Body}</div> : null}
            {m.Photo ? <img className={css.photo} src={apiFileUrl(m.Photo)} alt={t('inbox.photo')} /> : null}
            {m.QuoteId !== null ? <div className={css.meta}>{t('inbox.quoteRef', { id: m.QuoteId })}</div> : null}
          </li>
        ))}
      </ol>
      {thread.hasNextPage ? (
        <button
          type="button"
          className={page.ghostButton}
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('inbox.older')}
        </button>
      ) : null}
      {thread.isFetchNextPageError ? <p role="alert">{t('inbox.olderFailed')}</p> : null}
      {c.CanWrite ? (
        // A new quote, or the revision of one: keyed so that each starts from its own quote.
        <QuoteComposer
          key={revising?.QuoteId ?? 'new'}
          conversationId={id}
          eventDate={c.EventDate}
          pincode={c.Pincode}
          revising={revising}
          onDone={() => setRevising(null)}
        />
      ) : null}
    </section>
  );
}
