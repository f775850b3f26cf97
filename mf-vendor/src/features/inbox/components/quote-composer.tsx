import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { formatRupees } from '@utsav/domain/format';
import { quoteSubtotal } from '@utsav/domain/quote-money';
import { quoteSchema } from '@utsav/domain/schemas/conversation';
import { errorBody, messageOf } from '@utsav/shared/api-client';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { useReviseQuote, useSendQuote, type VendorQuote } from '../api/inbox-api';
import css from './inbox.module.css';

interface LineDraft {
  description: string;
  quantity: string;
  /** Rupees as typed; sent as paise. */
  unit: string;
}

const EMPTY_LINE: LineDraft = { description: '', quantity: '1', unit: '' };
const toPaise = (rupees: string) => Math.round(Number(rupees || '0') * 100);
/** A quote's lines as the composer edits them (its unit prices come in rupees). */
const draftsOf = (q: VendorQuote): LineDraft[] =>
  q.Lines.map((l) => ({ description: l.Description, quantity: String(l.Quantity), unit: String(l.UnitPrice) }));

/**
 * The vendor's quote: lines (description, quantity, unit price), the event's date and pincode, hold the date or not,
 * validity. Checked with the API's own schema (@utsav/domain quoteSchema) before sending; GST, travel and the advance
 * are the service's, computed by the server when the quote is sent and kept on it (shown to the customer in the
 * thread). With `revising`, it starts from that quote and sends its revision, which replaces it
 * (docs/conversations.md#quotes); `onDone` is told when the revision is sent or cancelled. A new validity starts.
 */
export function QuoteComposer({
  conversationId,
  eventDate,
  pincode,
  revising = null,
  onDone,
}: {
  conversationId: number;
  eventDate: string | null;
  pincode: string;
  revising?: VendorQuote | null;
  onDone?: () => void;
}) {
  const { t } = useAppT();
  const send = useSendQuote(conversationId);
  const revise = useReviseQuote(conversationId);
  const [lines, setLines] = useState<LineDraft[]>(() => (revising ? draftsOf(revising) : [{ ...EMPTY_LINE }]));
  const [date, setDate] = useState(revising?.EventDate ?? eventDate ?? '');
  const [pin, setPin] = useState(revising?.Pincode ?? pincode);
  const [hold, setHold] = useState(revising?.HoldDate ?? false);
  const [hours, setHours] = useState('72');
  const [note, setNote] = useState(revising?.Note ?? '');
  const [error, setError] = useState('');
  const first = useRef<HTMLInputElement>(null);
  const pending = send.isPending || revise.isPending;

  // Opened to revise a quote: the vendor starts typing in its first line.
  useEffect(() => {
    if (revising) first.current?.focus();
  }, [revising]);
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
    const done = {
      onSuccess: () => {
        setLines([{ ...EMPTY_LINE }]);
        setNote('');
        onDone?.();
      },
      onError: (err: unknown) => setError(messageOf(errorBody(err)) || t('inbox.quoteFailed')),
    };
    if (revising) revise.mutate({ quoteId: revising.QuoteId, body: checked.output }, done);
    else send.mutate(checked.output, done);
  };
  const title = revising ? t('inbox.reviseTitle', { id: revising.QuoteId }) : t('inbox.quoteTitle');

  return (
    <form className={css.composer} onSubmit={onSubmit} aria-label={title}>
      <h2 className={page.cardTitle}>{title}</h2>
      {revising ? <p role="note">{t('inbox.reviseHint', { id: revising.QuoteId })}</p> : null}
      {lines.map((l, i) => (
        <fieldset key={i} className={css.line}>
          <legend>{t('inbox.line', { n: i + 1 })}</legend>
          <label>
            {t('inbox.description')}
            <input
              ref={i === 0 ? first : undefined}
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
      <button type="submit" className={page.linkButton} disabled={pending}>
        {revising ? t('inbox.sendRevision') : t('inbox.sendQuote')}
      </button>
      {revising ? (
        <button type="button" className={page.ghostButton} onClick={onDone}>
          {t('inbox.cancelRevision')}
        </button>
      ) : null}
    </form>
  );
}
