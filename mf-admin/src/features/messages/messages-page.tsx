import { errorMessage } from '@utsav/shared/api-client';
import { adminMessagesQuerySchema, TEST_DELIVERY_LABEL } from '@utsav/domain/schemas/messages';
import { notify } from '@utsav/shared/toast';
import { FieldError, SchemaForm, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { Pager } from '../../components/pager';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import styles from './messages-page.module.css';
import {
  attachmentUrl,
  useMessage,
  useMessageChannels,
  useMessages,
  useResendMessage,
  type MessageRow,
} from './messages-api';
import { useAppT } from '../../i18n';

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** A moment in India time (the date and the time both: a browser in another zone would split them). */
const time = (iso: string | null) => (iso ? `${IST.format(new Date(iso))} IST` : '---');
/** A channel's name (`channel.<id>`) and its name within a sentence (`channelName.<key>`) are in the catalogue. */

/**
 * The outbox: every message Utsav wrote — channel, recipient, state, attempts, the rendered text and
 * HTML, attachments — and "Resend". With no provider keys the offline test outbox takes them: marked so.
 */
export default function MessagesPage() {
  const { t } = useAppT();
  const { values, after, pager, set } = useUrlFilters(['state', 'channel', 'q', 'id'] as const);
  const list = useMessages({ state: values.state, channel: values.channel, q: values.q, after });
  const channels = useMessageChannels();
  const resend = useResendMessage();
  const openId = Number(values.id) || 0;
  // The search is typed, then applied: the URL keeps the applied one (the API's query schema checks both).
  const search = useSchemaForm(adminMessagesQuerySchema, { q: values.q });
  const searchInput = search.register('q');
  const searchError = search.formState.errors.q?.message;
  const testChannels = channels.data
    ? (Object.entries(channels.data) as [string, { Test: boolean }][]).filter(([, c]) => c.Test).map(([k]) => k)
    : [];

  const doResend = async (m: MessageRow) => {
    try {
      const r = await resend.mutateAsync(m.Id);
      notify.success(r.message);
    } catch (e) {
      notify.error(errorMessage(e, t('messages.resendFailed')));
    }
  };

  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.messages')}</h1>
          <p className={page.sub}>{t('messages.sub')}</p>
        </div>
      </div>
      {testChannels.length ? (
        <p className={styles.testBanner} role="status" data-testid="test-outbox-banner">
          {TEST_DELIVERY_LABEL}:{' '}
          {t('messages.noKeys', {
            count: testChannels.length,
            list: testChannels.map((c) => t(`channelName.${c}`, { defaultValue: c })).join(', '),
          })}
        </p>
      ) : null}
      <SchemaForm form={search} onValid={(data) => set({ q: data.q })} className={ui.filters}>
        <label className={ui.field}>
          <span>{t('col.state')}</span>
          <select value={values.state} onChange={(e) => set({ state: e.target.value })}>
            <option value="">{t('common.all')}</option>
            <option value="queued">{t('state.queued')}</option>
            <option value="sending">{t('state.sending')}</option>
            <option value="sent">{t('state.sent')}</option>
            <option value="dead">{t('messages.dead')}</option>
          </select>
        </label>
        <label className={ui.field}>
          <span>{t('messages.channel')}</span>
          <select value={values.channel} onChange={(e) => set({ channel: e.target.value })}>
            <option value="">{t('common.all')}</option>
            <option value="email">{t('channel.email')}</option>
            <option value="sms">{t('channel.sms')}</option>
            <option value="whatsapp">{t('channel.whatsapp')}</option>
          </select>
        </label>
        <label className={ui.field}>
          <span>{t('common.search')}</span>
          <input
            {...searchInput}
            type="search"
            placeholder={t('messages.searchHint')}
            aria-invalid={searchError ? true : undefined}
          />
        </label>
        <FieldError message={searchError} />
        <button type="submit" className={ui.ghost}>
          {t('common.search')}
        </button>
      </SchemaForm>
      {list.isPending ? (
        <Loading label={t('messages.loading')} />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('messages.loadFailed'))}
        </p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>{t('messages.none')}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label={t('nav.messages')}>
            <thead>
              <tr>
                <th>{t('messages.written')}</th>
                <th>{t('messages.to')}</th>
                <th>{t('messages.message')}</th>
                <th>{t('col.state')}</th>
                <th>{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((m) => (
                <tr
                  key={m.Id}
                  data-testid="message-row"
                  data-template={m.Template}
                  data-state={m.State}
                  data-channel={m.Channel}
                >
                  <td data-label={t('messages.written')}>{time(m.CreatedAt)}</td>
                  <td data-label={t('messages.to')}>
                    {t(`channel.${m.Channel}`, { defaultValue: m.Channel })}
                    <div className={ui.muted}>
                      {m.Recipient} · {m.Audience}
                    </div>
                  </td>
                  <td data-label={t('messages.message')}>
                    {m.Subject}
                    <div className={ui.muted}>
                      {m.Template}
                      {m.Attachments ? ` · ${t('messages.attachments', { count: m.Attachments })}` : ''}
                    </div>
                  </td>
                  <td data-label={t('col.state')}>
                    <StateBadge state={m.State === 'dead' ? 'failed' : m.State} />
                    <div className={ui.muted}>
                      {m.State === 'dead' ? `${t('messages.dead')} · ` : ''}
                      {t('messages.attempts', { n: m.Attempts, max: m.MaxAttempts })}
                    </div>
                    {m.State === 'sent' && m.TestDelivery ? (
                      <span className={styles.testMark}>{TEST_DELIVERY_LABEL}</span>
                    ) : null}
                    {m.LastError && m.State !== 'sent' ? <div className={styles.error}>{m.LastError}</div> : null}
                  </td>
                  <td data-label={t('col.actions')}>
                    <div className={ui.actions}>
                      <button
                        type="button"
                        className={ui.ghost}
                        aria-expanded={openId === m.Id}
                        onClick={() => set({ id: openId === m.Id ? '' : String(m.Id) }, true)}
                      >
                        {openId === m.Id ? t('messages.close') : t('messages.view')}
                      </button>
                      {m.State !== 'sending' && m.State !== 'queued' ? (
                        <button
                          type="button"
                          className={ui.ghost}
                          disabled={resend.isPending}
                          onClick={() => void doResend(m)}
                        >
                          {t('messages.resend')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} pager={pager} />
      {openId ? <MessagePanel id={openId} /> : null}
    </>
  );
}

function MessagePanel({ id }: { id: number }) {
  const { t } = useAppT();
  const m = useMessage(id);
  if (m.isPending) return <Loading label={t('messages.loadingOne')} />;
  if (m.isError)
    return (
      <p className={page.error} role="alert">
        {errorMessage(m.error, t('messages.loadOneFailed'))}
      </p>
    );
  const d = m.data;
  const open = async (index: number) => {
    try {
      const url = await attachmentUrl(d.Id, index);
      const a = document.createElement('a');
      a.href = url;
      a.download = `message-${d.Id}-${index + 1}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      notify.error(errorMessage(e, t('messages.attachmentFailed')));
    }
  };
  return (
    <section className={page.panel} aria-labelledby="message-title" data-testid="message-detail">
      <h2 id="message-title">{d.Subject || t(`channel.${d.Channel}`, { defaultValue: d.Channel })}</h2>
      {d.TestDelivery ? <p className={styles.testMark}>{TEST_DELIVERY_LABEL}</p> : null}
      <dl className={styles.meta}>
        <dt>{t('messages.event')}</dt>
        <dd>{d.Event}</dd>
        <dt>{t('messages.to')}</dt>
        <dd>
          {t(`channel.${d.Channel}`, { defaultValue: d.Channel })} · {d.Recipient}
        </dd>
        <dt>{t('col.state')}</dt>
        <dd>
          {d.State} · {t('messages.attempts', { n: d.Attempts, max: d.MaxAttempts })}
          {d.SentAt ? ` · ${t('messages.sent', { time: time(d.SentAt) })}` : ''}
          {d.Provider ? ` · ${d.Provider}` : ''}
        </dd>
        {d.LastError ? (
          <>
            <dt>{t('messages.lastError')}</dt>
            <dd>{d.LastError}</dd>
          </>
        ) : null}
        {d.SmsTemplateId ? (
          <>
            <dt>{t('messages.dlt')}</dt>
            <dd>{d.SmsTemplateId}</dd>
          </>
        ) : null}
        {d.WhatsappTemplate ? (
          <>
            <dt>{t('messages.waTemplate')}</dt>
            <dd>
              {d.WhatsappTemplate} ({d.WhatsappParams.join(' | ')})
            </dd>
          </>
        ) : null}
      </dl>
      {d.AttachmentFiles.length ? (
        <div className={styles.files}>
          {d.AttachmentFiles.map((f) => (
            <button
              key={f.Index}
              type="button"
              className={ui.ghost}
              onClick={() => void open(f.Index)}
              data-testid="attachment"
            >
              {t('messages.download', { kind: f.Kind.replace('-', ' ') })}
            </button>
          ))}
        </div>
      ) : null}
      <h3>{t('messages.text')}</h3>
      <pre className={styles.body} data-testid="message-text" tabIndex={0} aria-label={t('messages.textPart')}>
        {d.Text}
      </pre>
      {d.Html ? (
        <details>
          <summary>{t('messages.htmlPart')}</summary>
          <pre className={styles.body} tabIndex={0} aria-label={t('messages.htmlPart')}>
            {d.Html}
          </pre>
        </details>
      ) : null}
    </section>
  );
}
