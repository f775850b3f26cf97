/**
 * The vendor's reason for a decline as the customer reads it (docs/decline-reasons.md): "Vendor's reason: …" with a
 * fixed reason in the page's language, "other" as the vendor typed it; null when there is none (declined before
 * reasons were kept). One wording for My Booking and the package order's declined services.
 */
import { isDeclineReason } from '@utsav/domain/schemas/decline-reason';
import type { TFunction } from '@utsav/shared/i18n';

export function declineReasonWords(
  t: TFunction,
  reason: string | null | undefined,
  note: string | null | undefined,
): string | null {
  if (!isDeclineReason(reason)) return null;
  const text = reason === 'other' && note ? note : t(`bookings.declineReasons.${reason}`);
  return t('bookings.declineReason', { reason: text });
}
