import { bookingStateLabel } from '@utsav/shared/payments-api';
import page from '../app/page.module.css';
import { useAppT } from '../i18n';

export type BadgeTone = 'green' | 'amber' | 'red' | 'grey';

/**
 * The colour of a booking's state: settled ones green, money still to come amber, ended without the event red
 * (declined, cancelled), a lapsed unpaid order grey. "Declined by vendor" read as a grey blob on phones.
 */
export function bookingStateTone(state: string | undefined, due = 0): BadgeTone {
  if (state === 'confirmed') return due > 0 ? 'amber' : 'green';
  if (state === 'completed') return 'green';
  if (state === 'pending_payment') return 'amber';
  if (state === 'declined' || state === 'cancelled') return 'red';
  return 'grey';
}

const TONE_CLASS: Record<BadgeTone, string | undefined> = {
  green: page.badgeGreen,
  amber: page.badgeAmber,
  red: page.badgeRed,
  grey: page.badgeGrey,
};

export function BookingStateBadge({ state, due = 0 }: { state: string | undefined; due?: number }) {
  const { t } = useAppT();
  const tone = bookingStateTone(state, due);
  const key = state === 'confirmed' && due > 0 ? 'balance_due' : (state ?? 'booked');
  return (
    <span className={TONE_CLASS[tone]} data-tone={tone}>
      {t(`state.${key}`, { defaultValue: bookingStateLabel(state, due) })}
    </span>
  );
}
