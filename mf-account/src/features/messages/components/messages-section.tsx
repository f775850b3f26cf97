import { formatDate } from '@utsav/domain/format';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { useMyMessages } from '../api/messages';
import { WhatsappOptIn } from '../../../lib/whatsapp-opt-in';
import { useAppT } from '../../../i18n';

/** Channel names: SMS and WhatsApp are written so in Hindi too. */
const CHANNEL: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** Messages: what Utsav sent the customer, and their WhatsApp consent (email and SMS always). */
export default function MessagesSection() {
  const { t } = useAppT();
  const list = useMyMessages();
  return (
    <section className={panel.panel} aria-labelledby="messages-title">
      <div className={panel.head}>
        <div>
          <h1 id="messages-title" className={panel.title}>
            {t('nav.messages')}
          </h1>
          <p className={panel.subtitle}>{t('messages.subtitle')}</p>
        </div>
      </div>
      <WhatsappOptIn />
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <EmptyState title={t('messages.loadFailed')}>
          <button type="button" className={panel.ghost} onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : null}
      {list.data && list.data.length === 0 ? <EmptyState title={t('messages.none')} /> : null}
      {list.data && list.data.length > 0 ? (
        <div className={panel.tableWrap}>
          <table className={panel.table} aria-label={t('messages.label')}>
            <thead>
              <tr>
                <th>{t('common.date')}</th>
                <th>{t('messages.channel')}</th>
                <th>{t('messages.message')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((m) => (
                <tr key={m.Id} data-testid="account-message">
                  <td data-label={t('common.date')} className={panel.nowrap}>
                    {formatDate(m.CreatedAt)}
                  </td>
                  <td data-label={t('messages.channel')}>
                    {m.Channel === 'email' ? t('messages.byEmail') : CHANNEL[m.Channel]}
                    <div>{m.Recipient}</div>
                  </td>
                  <td data-label={t('messages.message')}>
                    <strong>{m.Subject || m.Text.slice(0, 80)}</strong>
                    {m.TestDelivery ? (
                      <div>
                        <small>{t('messages.testDelivery')}</small>
                      </div>
                    ) : null}
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
