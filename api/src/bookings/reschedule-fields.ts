/**
 * What booking lists show of a booking's moves: the reply fields, from the columns data/reschedules'
 * RESCHEDULE_COLUMNS reads with the row. A pure rule (no I/O): the data layer imports it.
 */
import {
  mayReschedule,
  rescheduleFee,
  vendorMayRefuseMove,
  RESCHEDULE_REFUSE_HOURS,
} from '@utsav/domain/refund-policy';

export interface RescheduleColumns {
  booking_state: string;
  booking_date: string;
  moves: number | null;
  last_move: { from: string; state: string; at: string } | string | null;
}

/** What a booking's reader sees of its moves: may it move now, at what fee, and a move the vendor may still refuse. */
export function rescheduleFields(b: RescheduleColumns, today: string, now = new Date()) {
  const last =
    typeof b.last_move === 'string'
      ? (JSON.parse(b.last_move) as { from: string; state: string; at: string })
      : b.last_move;
  const open =
    last && last.state === 'pending' && vendorMayRefuseMove(new Date(last.at).toISOString(), now) ? last : null;
  return {
    CanReschedule: b.booking_state === 'confirmed' && mayReschedule(b.booking_date, today) && !open,
    RescheduleFee: rescheduleFee(Number(b.moves ?? 0)) / 100,
    MovedFrom: open ? open.from : null,
    RefuseMoveBy: open ? new Date(Date.parse(open.at) + RESCHEDULE_REFUSE_HOURS * 3_600_000).toISOString() : null,
  };
}
