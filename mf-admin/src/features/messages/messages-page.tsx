import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { TEST_DELIVERY_LABEL } from '@utsav/shared/schemas/messages';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/shared/ui/page-state';
import { Pager } from '../../components/pager';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import styles from './messages-page.module.css';
import { attachmentUrl, useMessage, useMessageChannels, useMessages, useResendMessage, type MessageRow } from './messages-api';

const CHANNEL: Record<string, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };
const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** A moment in India time (the date and the time both: a browser in another zone would split them). */
const time = (iso: string | null) => (iso ? `${IST.format(new Date(iso))} IST` : '---');
const CHANNEL_NAME: Record<string, string> = { Email: 'email', Sms: 'SMS', Whatsapp: 'WhatsApp' };

/**
 * The outbox (issue 33): every message Utsav wrote — channel, recipient, state, attempts, the rendered text and
 * HTML, attachments — and "Resend". With no provider keys the offline test outbox takes them: marked so.
 */
export default function MessagesPage() {
  const { values, page: pageNo, set } = useUrlFilters(['state', 'channel', 'q', 'id'] as const);
  const list = useMessages({ state: values.state, channel: values.channel, q: values.q, page: pageNo });
  const channels = useMessageChannels();
  const resend = useResendMessage();
  const openId = Number(values.id) || 0;
  const [search, setSearch] = useState(values.q);
  const testChannels = channels.data ? (Object.entries(channels.data) as [string, { Test: boolean }][]).filter(([, c]) => c.Test).map(([k]) => k) : [];

  const doResend = async (m: MessageRow) => {
    try {
      const r = await resend.mutateAsync(m.Id);
      notify.success(r.message);
    } catch (e) {
      notify.error(errorMessage(e, 'Could not resend the message'));
    }
  };

  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Messages</h1>
          <p className={page.sub}>Every email, SMS and WhatsApp message, as it was written and delivered.</p>
        </div>
      </div>
      {testChannels.length ? (
        <p className={styles.testBanner} role="status" data-testid="test-outbox-banner">
          {TEST_DELIVERY_LABEL}: {testChannels.map((c) => CHANNEL_NAME[c] ?? c).join(', ')} {testChannels.length === 1 ? 'has' : 'have'} no provider keys, so messages stay in this outbox.
        </p>
      ) : null}
      <form className={ui.filters} onSubmit={(e) => { e.preventDefault(); set({ q: search }); }}>
        <label className={ui.field}>
          <span>State</span>
          <select value={values.state} onChange={(e) => set({ state: e.target.value })}>
            <option value="">All</option>
            <option value="queued">Queued</option>
            <option value="sending">Sending</option>
            <option value="sent">Sent</option>
            <option value="dead">Dead-lettered</option>
          </select>
        </label>
        <label className={ui.field}>
          <span>Channel</span>
          <select value={values.channel} onChange={(e) => set({ channel: e.target.value })}>
            <option value="">All</option>
            <option value="email">Email</option>
            <option value="sms">SMS</option>
            <option value="whatsapp">WhatsApp</option>
          </select>
        </label>
        <label className={ui.field}>
          <span>Search</span>
          <input type="search" value={search} placeholder="Recipient, event or subject" onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className={ui.ghost}>Search</button>
      </form>
      {list.isPending ? (
        <Loading label="Loading messages…" />
      ) : list.isError ? (
        <p className={page.error} role="alert">{errorMessage(list.error, 'Could not load the messages')}</p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>No messages here.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Messages">
            <thead><tr><th>Written</th><th>To</th><th>Message</th><th>State</th><th>Actions</th></tr></thead>
            <tbody>
              {list.data.rows.map((m) => (
                <tr key={m.Id} data-testid="message-row" data-template={m.Template} data-state={m.State} data-channel={m.Channel}>
                  <td data-label="Written">{time(m.CreatedAt)}</td>
                  <td data-label="To">{CHANNEL[m.Channel]}<div className={ui.muted}>{m.Recipient} · {m.Audience}</div></td>
                  <td data-label="Message">{m.Subject}<div className={ui.muted}>{m.Template}{m.Attachments ? ` · ${m.Attachments} attachment${m.Attachments > 1 ? 's' : ''}` : ''}</div></td>
                  <td data-label="State">
                    <StateBadge state={m.State === 'dead' ? 'failed' : m.State} />
                    <div className={ui.muted}>{m.State === 'dead' ? 'Dead-lettered · ' : ''}{m.Attempts}/{m.MaxAttempts} attempts</div>
                    {m.State === 'sent' && m.TestDelivery ? <span className={styles.testMark}>{TEST_DELIVERY_LABEL}</span> : null}
                    {m.LastError && m.State !== 'sent' ? <div className={styles.error}>{m.LastError}</div> : null}
                  </td>
                  <td data-label="Actions">
                    <div className={ui.actions}>
                      <button type="button" className={ui.ghost} aria-expanded={openId === m.Id} onClick={() => set({ id: openId === m.Id ? '' : String(m.Id), page: String(pageNo) })}>
                        {openId === m.Id ? 'Close' : 'View'}
                      </button>
                      {m.State !== 'sending' && m.State !== 'queued' ? (
                        <button type="button" className={ui.ghost} disabled={resend.isPending} onClick={() => void doResend(m)}>Resend</button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} onPage={(p) => set({ page: String(p) })} />
      {openId ? <MessagePanel id={openId} /> : null}
    </>
  );
}

function MessagePanel({ id }: { id: number }) {
  const m = useMessage(id);
  if (m.isPending) return <Loading label="Loading the message…" />;
  if (m.isError) return <p className={page.error} role="alert">{errorMessage(m.error, 'Could not load the message')}</p>;
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
      notify.error(errorMessage(e, 'Could not open the attachment'));
    }
  };
  return (
    <section className={page.panel} aria-labelledby="message-title" data-testid="message-detail">
      <h2 id="message-title">{d.Subject || CHANNEL[d.Channel]}</h2>
      {d.TestDelivery ? <p className={styles.testMark}>{TEST_DELIVERY_LABEL}</p> : null}
      <dl className={styles.meta}>
        <dt>Event</dt><dd>{d.Event}</dd>
        <dt>To</dt><dd>{CHANNEL[d.Channel]} · {d.Recipient}</dd>
        <dt>State</dt><dd>{d.State} · {d.Attempts}/{d.MaxAttempts} attempts{d.SentAt ? ` · sent ${time(d.SentAt)}` : ''}{d.Provider ? ` · ${d.Provider}` : ''}</dd>
        {d.LastError ? <><dt>Last error</dt><dd>{d.LastError}</dd></> : null}
        {d.SmsTemplateId ? <><dt>DLT template</dt><dd>{d.SmsTemplateId}</dd></> : null}
        {d.WhatsappTemplate ? <><dt>WhatsApp template</dt><dd>{d.WhatsappTemplate} ({d.WhatsappParams.join(' | ')})</dd></> : null}
      </dl>
      {d.AttachmentFiles.length ? (
        <div className={styles.files}>
          {d.AttachmentFiles.map((f) => (
            <button key={f.Index} type="button" className={ui.ghost} onClick={() => void open(f.Index)} data-testid="attachment">
              Download {f.Kind.replace('-', ' ')} (PDF)
            </button>
          ))}
        </div>
      ) : null}
      <h3>Text</h3>
      <pre className={styles.body} data-testid="message-text" tabIndex={0} aria-label="Text part">{d.Text}</pre>
      {d.Html ? (
        <details>
          <summary>HTML part</summary>
          <pre className={styles.body} tabIndex={0} aria-label="HTML part">{d.Html}</pre>
        </details>
      ) : null}
    </section>
  );
}
