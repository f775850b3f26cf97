import { formatRupees } from '@utsav/shared/format';
import { bookingStatusLabel } from '../../../lib/booking-status';

/** Invoice status stamp: the SPEC §4 status label. */
export const bookingStatusText = (status: unknown) => bookingStatusLabel(status);

/** '+₹0.50' / '−₹0.25' for round-off lines. */
export function signedRupees(value: number): string {
  return `${value < 0 ? '−' : '+'}${formatRupees(Math.abs(value))}`;
}
