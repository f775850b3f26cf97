import { formatDate } from '@utsav/shared/format';
import { TEST_DELIVERY_LABEL } from '@utsav/shared/schemas/messages';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { useMyMessages } from '../api/messages';
import { WhatsappOptIn } from '../../../lib/whatsapp-opt-in';

const CHANNEL: Record<string, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

/** Messages (issue 33.5): what Utsav sent the customer, and their WhatsApp consent (email and SMS always). */
export default function MessagesSection() {
  const list = useMyMessages();
  return (
    <section className={panel.panel} aria-labelledby="messages-title">
      <div className={panel.head}>
        <div>
          <h1 id="messages-title" className={panel.title}>Messages</h1>
          <p className={panel.subtitle}>Booking messages come by email and SMS; WhatsApp too if you choose.</p>
        </div>
      </div>
      <WhatsappOptIn />
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <EmptyState title="We could not load your messages">
          <button type="button" className={panel.ghost} onClick={() => void list.refetch()}>Try again</button>
        </EmptyState>
      ) : null}
      {list.data && list.data.length === 0 ? <EmptyState title="No messages yet" /> : null}
      {list.data && list.data.length > 0 ? (
        <div className={panel.tableWrap}>
          <table className={panel.table} aria-label="Messages">
            <thead><tr><th>Date</th><th>Channel</th><th>Message</th></tr></thead>
            <tbody>
              {list.data.map((m) => (
                <tr key={m.Id} data-testid="account-message">
                  <td data-label="Date" className={panel.nowrap}>{formatDate(m.CreatedAt)}</td>
                  <td data-label="Channel">{CHANNEL[m.Channel]}<div>{m.Recipient}</div></td>
                  <td data-label="Message">
                    <strong>{m.Subject || m.Text.slice(0, 80)}</strong>
                    {m.TestDelivery ? <div><small>{TEST_DELIVERY_LABEL}</small></div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
