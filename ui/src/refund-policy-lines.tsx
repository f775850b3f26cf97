/**
 * The written refund policy in the shown language: the same sentences as REFUND_POLICY_LINES
 * (@utsav/domain/refund-policy), generated from the same tiers, with the words from the `ui` catalogue.
 */
import type { TFunction } from '@utsav/shared/i18n';
import {
  BALANCE_DUE_DAYS_BEFORE,
  CANCELLATION_TIERS,
  VENDOR_DECLINE_HOURS,
  type RefundTier,
} from '@utsav/domain/refund-policy';
import { useUiT } from './i18n-ui';

function tierDays(t: TFunction, tiers: readonly RefundTier[], index: number): string {
  const tier = tiers[index]!;
  const above = index > 0 ? tiers[index - 1]!.minDaysBefore : null;
  if (above === null)
    return tier.minDaysBefore === 0 ? t('policy.anyTime') : t('policy.orMore', { count: tier.minDaysBefore });
  if (tier.minDaysBefore === 0) return t('policy.lessThan', { count: above });
  if (above - 1 === tier.minDaysBefore) return t('policy.days', { count: tier.minDaysBefore });
  return t('policy.range', { from: tier.minDaysBefore, to: above - 1 });
}

function refund(t: TFunction, percent: number): string {
  if (percent >= 100) return t('policy.full');
  if (percent <= 0) return t('policy.none');
  return t('policy.part', { percent });
}

/** The refund policy's sentences by part: one per cancellation tier, then the moved-booking, decline, balance and method rules. */
export interface RefundPolicyText {
  tiers: string[];
  moved: string;
  decline: string;
  balance: string;
  method: string;
}

/** The refund policy in the shown language, part by part (a page lays the parts out under its own headings). */
export function useRefundPolicy(): RefundPolicyText {
  const { t } = useUiT();
  return {
    tiers: CANCELLATION_TIERS.map((tier, i) =>
      t('policy.tier', { when: tierDays(t, CANCELLATION_TIERS, i), refund: refund(t, tier.refundPercent) }),
    ),
    moved: t('policy.moved'),
    decline: t('policy.decline', { hours: VENDOR_DECLINE_HOURS }),
    balance: t('policy.balance', { days: BALANCE_DUE_DAYS_BEFORE }),
    method: t('policy.method'),
  };
}

/** One sentence per cancellation tier, then (with `all`) the moved-booking, decline, balance and refund-method sentences. */
export function useRefundPolicyLines(all = true): string[] {
  const policy = useRefundPolicy();
  if (!all) return policy.tiers;
  return [...policy.tiers, policy.moved, policy.decline, policy.balance, policy.method];
}
