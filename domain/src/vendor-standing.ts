/**
 * What a suspended vendor is told, by the API with every refused write (403) and by the vendor app's
 * notice: one text, one place.
 */
export const SUSPENDED_CAN_READ =
  'You can still read your bookings and your ledger; nothing can be added or changed until Utsav reinstates the account.';

export function vendorSuspendedMessage(reason: string): string {
  const why = reason.trim();
  return `Your vendor account is suspended${why ? `: ${why.replace(/[.\s]+$/, '')}` : ''}. ${SUSPENDED_CAN_READ}`;
}
