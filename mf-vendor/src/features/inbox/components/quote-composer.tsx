import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { formatRupees } from '@utsav/domain/format';
import { quoteSubtotal } from '@utsav/domain/quote-money';
import { quoteSchema } from '@utsav/domain/schemas/conversation';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { useSendQuote } from '../api/inbox-api';
import css from './inbox.module.css';

interface LineDraft {
  description: string;
  quantity: string;
  /** Rupees as typed; sent as paise. */
  unit: string;
}

const EMPTY_LINE: LineDraft = { description: '', quantity: '1', unit: '' };
const toPaise = (rupees: string) => Math.round(Number(rupees || '0') * 100);

/**
 * The vendor's quote: lines (description, quantity, unit price), the event's date and pincode, hold the date or not,
 * validity. Checked with the API's own schema (@utsav/domain quoteSchema) before sending; GST, travel and the advance
 * are the service's and computed by the server (shown to the customer in the thread).
 */
export function QuoteComposer({
  conversationId,
  eventDate,
  pincode,
}: {
  conversationId: number;
  eventDate: string | null;
  pincode: string;
}) {
  const { t } = useAppT();
  const send = useSendQuote(conversationId);
  const [lines, setLines] = useState<LineDraft[]>([{ ...EMPTY_LINE }]);
  const [date, setDate] = useState(eventDate ?? '');
  const [pin, setPin] = useState(pincode);
  const [hold, setHold] = useState(false);
  const [hours, setHours] = useState('72');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const body = {
    eventDate: date,
    pincode: pin,
    holdDate: hold,
    validHours: hours,
    note,
    lines: lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPaise: toPaise(l.unit) })),
  };
  const subtotal = quoteSubtotal(
    lines.map((l) => ({ quantity: Number(l.quantity) || 0, unitPaise: toPaise(l.unit) || 0 })),
  );
  const setLine = (i: number, patch: Partial<LineDraft>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = v.safeParse(quoteSchema, body);
    if (!checked.success) return setError(checked.issues[0].message);
    setError('');
    send.mutate(checked.output, {
      onSuccess: () => {
        setLines([{ ...EMPTY_LINE }]);
        setNote('');
      },
      onError: (err) => setError(messageOf(errorBody(err)) || t('inbox.quoteFailed')),
    });
  };

  return (
    <form className={css.composer} onSubmit={onSubmit} aria-label={t('inbox.quoteTitle')}>
      <h2 className={page.cardTitle}>{t('inbox.quoteTitle')}</h2>
      {lines.map((l, i) => (
        <fieldset key={i} className={css.line}>
          <legend>{t('inbox.line', { n: i + 1 })}</legend>
          <label>
            {t('inbox.description')}
            <input
              value={l.description}
              maxLength={200}
              onChange={(e) => setLine(i, { description: e.target.value })}
            />
          </label>
          <label>
            {t('inbox.quantity')}
            <input inputMode="numeric" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} />
          </label>
          <label>
            {t('inbox.unitPrice')}
            <input inputMode="decimal" value={l.unit} onChange={(e) => setLine(i, { unit: e.target.value })} />
          </label>
        </fieldset>
      ))}
      <button type="button" className={page.ghostButton} onClick={() => setLines((all) => [...all, { ...EMPTY_LINE }])}>
        {t('inbox.addLine')}
      </button>
      <p data-testid="quote-subtotal">{t('inbox.subtotal', { amount: formatRupees(subtotal / 100) })}</p>
      <label>
        {t('inbox.eventDate')}
        <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        {t('inbox.pincode')}
        <input inputMode="numeric" maxLength={6} value={pin} onChange={(e) => setPin(e.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} /> {t('inbox.hold')}
      </label>
      <label>
        {t('inbox.validHours')}
        <input inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
      </label>
      <label>
        {t('inbox.note')}
        <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className={page.linkButton} disabled={send.isPending}>
        {t('inbox.sendQuote')}
      </button>
    </form>
  );
}
