import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { useAddresses } from '@utsav/shared/address-api';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import panel from '../../../lib/panel.module.css';
import { useAppT } from '../../../i18n';
import { useAcceptQuote, type ThreadQuote } from '../api/conversations';
import css from './conversations.module.css';
import { messageTime } from '@utsav/shared/thread-pages';

/**
 * A vendor's quote in the thread: its lines and billed figures, its validity, and — while open — the accept form
 * (an address in the quoted pincode, full or advance). Accepting places the order; the customer pays it on the
 * booking page as any order (docs/conversations.md#quotes).
 */
export function QuoteCard({ conversationId, quote }: { conversationId: number; quote: ThreadQuote }) {
  const { t } = useAppT();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const inPincode = (addresses.data ?? []).filter((a) => a.zipcode === quote.Pincode);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [paymentType, setPaymentType] = useState<'full' | 'advance'>('advance');
  const [refusal, setRefusal] = useState('');
  const accept = useAcceptQuote(conversationId);
  const chosen = addressId ?? inPincode[0]?.Id ?? null;

  const onAccept = () => {
    if (chosen === null) return;
    setRefusal('');
    accept.mutate(
      { quoteId: quote.QuoteId, bookingAddressId: chosen, PaymentType: paymentType },
      {
        onSuccess: (reply) => void navigate(`/booking/${reply.Payload.OrderId}?pay=1`),
        onError: (e) => setRefusal(messageOf(errorBody(e)) || t('conversations.acceptFailed')),
      },
    );
  };

  return (
    <article className={css.quote} aria-label={t('conversations.quoteLabel', { id: quote.QuoteId })}>
      <header className={css.quoteHead}>
        <strong>{t('conversations.quoteTitle', { date: formatDate(quote.EventDate) })}</strong>
        <span className={panel.badge} data-state={quote.State}>
          {t(`conversations.state.${quote.State}`)}
        </span>
      </header>
      <table className={panel.table}>
        <thead>
          <tr>
            <th>{t('conversations.item')}</th>
            <th className={panel.num}>{t('conversations.quantity')}</th>
            <th className={panel.num}>{t('conversations.unitPrice')}</th>
            <th className={panel.num}>{t('conversations.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.Lines.map((l, i) => (
            <tr key={i}>
              {/* data-label: the column's name beside each cell where the table turns into cards (phones). */}
              <td data-label={t('conversations.item')}>{l.Description}</td>
              <td data-label={t('conversations.quantity')} className={panel.num}>
                {l.Quantity}
              </td>
              <td data-label={t('conversations.unitPrice')} className={panel.num}>
                {formatRupees(l.UnitPrice)}
              </td>
              <td data-label={t('conversations.amount')} className={panel.num}>
                {formatRupees(l.Amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={css.figures}>
        <dt>{t('conversations.gst', { percent: quote.GstPercent })}</dt>
        <dd>{formatRupees(quote.Gst)}</dd>
        <dt>{t('conversations.travel', { km: quote.DistanceKm })}</dt>
        <dd>{formatRupees(quote.Travel)}</dd>
        <dt>{t('conversations.total')}</dt>
        <dd data-testid="quote-total">{formatRupees(quote.Total)}</dd>
        <dt>{t('conversations.advance')}</dt>
        <dd>{formatRupees(quote.Advance)}</dd>
      </dl>
      {quote.Note ? <p>{quote.Note}</p> : null}
      <p className={panel.muted}>
        {quote.HoldDate ? t('conversations.dateHeld') : t('conversations.dateNotHeld')}{' '}
        {t('conversations.validUntil', { when: messageTime(quote.ValidUntil) })}
      </p>
      {quote.State === 'open' ? (
        <div className={css.accept}>
          {inPincode.length === 0 ? (
            <p role="note">{t('conversations.needAddress', { pin: quote.Pincode })}</p>
          ) : (
            <label>
              {t('conversations.address')}
              <select value={chosen ?? ''} onChange={(e) => setAddressId(Number(e.target.value))}>
                {inPincode.map((a) => (
                  <option key={a.Id} value={a.Id}>
                    {`${a.Name}, ${a.Address}, ${a.City} ${a.zipcode}`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <fieldset className={css.payment}>
            <legend>{t('conversations.pay')}</legend>
            <label>
              <input
                type="radio"
                name={`pay-${quote.QuoteId}`}
                checked={paymentType === 'advance'}
                onChange={() => setPaymentType('advance')}
              />
              {t('conversations.payAdvance', { amount: formatRupees(quote.Advance) })}
            </label>
            <label>
              <input
                type="radio"
                name={`pay-${quote.QuoteId}`}
                checked={paymentType === 'full'}
                onChange={() => setPaymentType('full')}
              />
              {t('conversations.payFull', { amount: formatRupees(quote.Total) })}
            </label>
          </fieldset>
          <button
            type="button"
            className={panel.button}
            disabled={chosen === null || accept.isPending}
            onClick={onAccept}
          >
            {t('conversations.accept')}
          </button>
          {refusal ? <p role="alert">{refusal}</p> : null}
        </div>
      ) : null}
    </article>
  );
}
