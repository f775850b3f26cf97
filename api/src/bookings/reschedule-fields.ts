/** What booking lists show of a booking's moves (issue 36.3): SQL columns read with the row, and the reply fields. */
import { mayReschedule, rescheduleFee, vendorMayRefuseMove, RESCHEDULE_REFUSE_HOURS } from '@utsav/shared/refund-policy';

/** SQL columns of a booking row `b` for rescheduleFields: moves that count, and the last move (one index read each). */
export const RESCHEDULE_COLUMNS = (b: string) =>
  `(SELECT count(*)::int FROM booking_reschedules r WHERE r.booking_id = ${b}.id AND r.state <> 'refused') AS moves,
   (SELECT json_build_object('from', to_char(r.from_date, 'YYYY-MM-DD'), 'state', r.state, 'at', r.requested_at) FROM booking_reschedules r WHERE r.booking_id = ${b}.id ORDER BY r.id DESC LIMIT 1) AS last_move`;

export interface RescheduleColumns {
  booking_state: string;
  booking_date: string;
  moves: number | null;
  last_move: { from: string; state: string; at: string } | string | null;
}

/** What a booking's reader sees of its moves: may it move now, at what fee, and a move the vendor may still refuse. */
export function rescheduleFields(b: RescheduleColumns, today: string, now = new Date()) {
  const last = typeof b.last_move === 'string' ? (JSON.parse(b.last_move) as { from: string; state: string; at: string }) : b.last_move;
  const open = last && last.state === 'pending' && vendorMayRefuseMove(new Date(last.at).toISOString(), now) ? last : null;
  return {
    CanReschedule: b.booking_state === 'confirmed' && mayReschedule(b.booking_date, today) && !open,
    RescheduleFee: rescheduleFee(Number(b.moves ?? 0)) / 100,
    MovedFrom: open ? open.from : null,
    RefuseMoveBy: open ? new Date(Date.parse(open.at) + RESCHEDULE_REFUSE_HOURS * 3_600_000).toISOString() : null,
  };
}
