/**
 * The statements of a booking's close (customer cancel, vendor decline, operator on behalf): lock the
 * booking's money row, close it and free its slot. The decisions and the transaction are bookings/lifecycle's.
 */
import type { DeclineReason } from '@utsav/domain/schemas/decline-reason';
import type { Queryable } from '../db/client';
import { BOOKING_MONEY_COLUMNS, type BookingMoneyRow } from './payments';

/** Whose booking it must be: the customer's, the vendor's, or anyone's (an operator). */
export type BookingOwner = { userId: number } | { vendorId: number } | null;

/** Locks a booking's money row (FOR UPDATE) if it is the owner's; undefined when not found. */
export async function lockBookingMoney(
  tx: Queryable,
  bookingId: number,
  owner: BookingOwner,
): Promise<BookingMoneyRow | undefined> {
  const [where, params] =
    owner === null
      ? ['id = $1', [bookingId]]
      : 'userId' in owner
        ? ['id = $1 AND user_id = $2', [bookingId, owner.userId]]
        : ['id = $1 AND vendor_id = $2', [bookingId, owner.vendorId]];
  const r = await tx.query<BookingMoneyRow>(
    `SELECT ${BOOKING_MONEY_COLUMNS} FROM bookings WHERE ${where} FOR UPDATE`,
    params,
  );
  return r.rows[0];
}

/** Why a vendor declined (docs/decline-reasons.md); null on a cancellation. */
export interface DeclineWhy {
  reason: DeclineReason;
  note: string;
}

/** Closes a booking (cancelled or declined with its reason, hold cleared) and frees its slot. */
export async function closeBookingRow(
  tx: Queryable,
  bookingId: number,
  state: 'cancelled' | 'declined',
  nowIso: string,
  why: DeclineWhy | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET booking_state = $2, status = 2, closed_at = $3, hold_expires_at = NULL,
       decline_reason = $4, decline_note = $5 WHERE id = $1`,
    [bookingId, state, nowIso, why?.reason ?? null, why && why.note !== '' ? why.note : null],
  );
  await tx.query('DELETE FROM booking_slots WHERE booking_id = $1', [bookingId]);
}
