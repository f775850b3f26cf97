/**
 * The vendor's decline with a reason (docs/decline-reasons.md) — of a booking, or of its part of a package order: one
 * of the fixed reasons, or "other" with the vendor's words. Checked with the API's own schema
 * (@utsav/domain/schemas/decline-reason) before it is sent; the server's refusal shows in the dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { formatRupees } from '@utsav/domain/format';
import {
  DECLINE_NOTE_MAX,
  DECLINE_REASONS,
  declineReasonSchema,
  type DeclineReason,
  type DeclineReasonData,
} from '@utsav/domain/schemas/decline-reason';
import { Modal } from '@utsav/ui/modal';
import { FieldError, SubmitButton, localizeForPage } from '@utsav/ui/form';
import page from '../app/page.module.css';
import { useAppT } from '../i18n';
import css from './decline-dialog.module.css';

/** Each reason's label in the catalogue. */
const REASON_LABEL: Record<DeclineReason, string> = {
  date_unavailable: 'bookings.reason_date_unavailable',
  outside_area: 'bookings.reason_outside_area',
  event_type: 'bookings.reason_event_type',
  other: 'bookings.reasonOther',
};

/** The dialog's own words for what is declined: a booking, or the vendor's part (one service) of a package order. */
const WORDS = {
  booking: { text: 'bookings.declineText', keep: 'bookings.keep', confirm: 'bookings.declineConfirm' },
  'package-part': { text: 'packages.declineText', keep: 'packages.keep', confirm: 'packages.declineConfirm' },
} as const;

export interface DeclineTarget {
  /** The booking's id, or the package item's: what onDecline gets back. */
  id: number;
  /** Its name in the title (the booking number, or the service's title). */
  name: string;
  /** Rupees the customer gets back. */
  amount: number;
}

export interface DeclineDialogProps {
  /** What is being declined (null: closed). */
  target: DeclineTarget | null;
  kind?: keyof typeof WORDS;
  pending: boolean;
  /** The server's refusal of the last try, shown in the dialog. */
  error?: string;
  onClose: () => void;
  onDecline: (id: number, why: DeclineReasonData) => void;
}

export function DeclineDialog({ target, kind = 'booking', pending, error, onClose, onDecline }: DeclineDialogProps) {
  const { t } = useAppT();
  const noteId = useId();
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const close = () => {
    setReason('');
    setNote('');
    setProblem('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    const checked = v.safeParse(declineReasonSchema, { reason, note });
    if (!checked.success) return setProblem(localizeForPage(checked.issues[0].message));
    setProblem('');
    onDecline(target.id, checked.output);
  };
  const words = WORDS[kind];
  const title = t('bookings.declineTitle', { what: target?.name ?? '' });
  return (
    <Modal open={target !== null} title={title} onClose={close}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <p>{t(words.text, { amount: formatRupees(target?.amount ?? 0) })}</p>
        <fieldset className={css.reasons}>
          <legend className={css.legend}>{t('bookings.reasonLegend')}</legend>
          {DECLINE_REASONS.map((r) => (
            <label key={r} className={css.choice}>
              <input
                type="radio"
                name="decline-reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setProblem('');
                }}
              />
              {t(REASON_LABEL[r])}
            </label>
          ))}
        </fieldset>
        {reason === 'other' ? (
          <div className={css.note}>
            <label htmlFor={noteId}>{t('bookings.reasonNote')}</label>
            <textarea
              id={noteId}
              value={note}
              maxLength={DECLINE_NOTE_MAX}
              aria-describedby={`${noteId}-hint`}
              onChange={(e) => {
                setNote(e.target.value);
                setProblem('');
              }}
            />
            <span id={`${noteId}-hint`} className={css.hint}>
              {t('bookings.reasonHint', { n: note.length, max: DECLINE_NOTE_MAX })}
            </span>
          </div>
        ) : null}
        <FieldError message={problem || error} />
        <div className={page.toolbar}>
          <SubmitButton type="button" variant="secondary" onClick={close}>
            {t(words.keep)}
          </SubmitButton>
          <SubmitButton type="submit" loading={pending}>
            {t(words.confirm)}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
