/**
 * What the marketplace keeps back from a vendor's money, in integer paise (docs/payments.md):
 * - GST on Utsav's commission: the commission is Utsav's own supply to the vendor (SAC 998599), taxed at 18 %.
 * - TCS under section 52 of the CGST Act: 0.5 % of the net value of taxable supplies made through the marketplace
 *   (1 % before 10 July 2024; Notification 15/2024-Central Tax), collected only on supplies of GST-registered
 *   vendors; CGST 0.25 % + SGST 0.25 % when supplier and place of supply are in one state, else IGST 0.5 %. Returns
 *   (refunds) reduce the net value, so a refund gives the TCS on its taxable value back.
 * - TDS under section 194-O of the Income-tax Act: 0.1 % of the gross amount of sales (1 % before 1 October 2024;
 *   Finance (No. 2) Act 2024), 5 % when the vendor has furnished no PAN (section 206AA(1A)). A refund gives the
 *   TDS on it back (CBDT Circular 17/2020: returns adjusted against the same participant).
 *
 * Every figure is computed per ledger line and rounded to the paisa there, so a statement of any period is a plain sum
 * of lines and a full refund gives back exactly what was withheld.
 */
import { roundPaise } from './pricing';
import { gstInInclusive, type GstKind } from './tax-invoice';

export const COMMISSION_GST_PERCENT = 18;
export const TCS_PERCENT = 0.5;
export const TDS_PERCENT = 0.1;
export const TDS_NO_PAN_PERCENT = 5;

export type WithheldKind = 'commission_gst' | 'tcs_cgst' | 'tcs_sgst' | 'tcs_igst' | 'tds';

export const WITHHELD_KINDS: readonly WithheldKind[] = ['commission_gst', 'tcs_cgst', 'tcs_sgst', 'tcs_igst', 'tds'];

/** One withheld line: amount signed from the vendor's side (kept back < 0, given back > 0), its base and rate. */
export interface WithheldLine {
  kind: WithheldKind;
  amount: number;
  base: number;
  ratePercent: number;
}

/** `percent` % of |paise| rounded to the paisa, with paise's sign (a reversal mirrors the original exactly). */
export function signedPercent(paise: number, percent: number): number {
  const x = Math.abs(paise);
  const v = roundPaise((x * percent) / 100);
  return paise < 0 ? -v : v;
}

/** The GST on a commission amount (18 %). */
export function commissionGst(commissionPaise: number): number {
  return signedPercent(commissionPaise, COMMISSION_GST_PERCENT);
}

/** The TDS rate of section 194-O: 0.1 % with a PAN, 5 % without (s.206AA(1A)). */
export function tdsPercent(hasPan: boolean): number {
  return hasPan ? TDS_PERCENT : TDS_NO_PAN_PERCENT;
}

export function tdsOn(grossPaise: number, hasPan: boolean): number {
  return signedPercent(grossPaise, tdsPercent(hasPan));
}

/**
 * TCS on a taxable value, split by the supply's kind: intra-state CGST + SGST (CGST takes the odd paisa, as the
 * invoices do), inter-state IGST. An unknown place of supply is treated as inter-state (IGST), the default of the
 * IGST Act s.12 for services whose location is not on record.
 */
export function tcsSplit(taxablePaise: number, kind: GstKind): { cgst: number; sgst: number; igst: number } {
  const total = signedPercent(taxablePaise, TCS_PERCENT);
  if (kind !== 'intra') return { cgst: 0, sgst: 0, igst: total };
  const half = Math.trunc(total / 2);
  return { cgst: total - half, sgst: half, igst: 0 };
}

/** The facts a ledger line's withholding depends on. */
export interface WithholdingFacts {
  /** The vendor has a GSTIN on record (TCS applies only to registered suppliers). */
  gstRegistered: boolean;
  /** The vendor has furnished a PAN (KYC). */
  hasPan: boolean;
  /** GST rate of the booking, % (the collected amount is GST-inclusive at it; 0 for a bill of supply). */
  gstPercent: number;
  /** Supplier's state against the place of supply. */
  supply: GstKind;
}

/** A ledger line as it is signed from the vendor's side. */
export interface LedgerLineInput {
  kind: 'collected' | 'commission' | 'refund';
  /** collected > 0, refund < 0, commission < 0 (given back on a refund: > 0). */
  amount: number;
}

/**
 * The withheld lines a ledger line brings: collected/refund lines → TCS (registered vendors) and TDS (always a line,
 * even of 0 paise, so every derived line is on record); commission lines → GST on commission. Withheld amounts carry
 * the opposite sign of money in: collected +A → −TCS, −TDS; refund −R → +TCS, +TDS; commission −C → −GST.
 */
export function withheldLinesFor(line: LedgerLineInput, f: WithholdingFacts): WithheldLine[] {
  if (line.kind === 'commission') {
    return [
      {
        kind: 'commission_gst',
        amount: commissionGst(line.amount),
        base: line.amount,
        ratePercent: COMMISSION_GST_PERCENT,
      },
    ];
  }
  const out: WithheldLine[] = [];
  const gross = line.amount;
  if (f.gstRegistered) {
    const gst = f.gstPercent > 0 ? gstInInclusive(Math.abs(gross), f.gstPercent) : 0;
    const taxable = gross < 0 ? -(Math.abs(gross) - gst) : gross - gst;
    const t = tcsSplit(taxable, f.supply);
    if (f.supply === 'intra') {
      out.push({ kind: 'tcs_cgst', amount: -t.cgst, base: taxable, ratePercent: TCS_PERCENT / 2 });
      out.push({ kind: 'tcs_sgst', amount: -t.sgst, base: taxable, ratePercent: TCS_PERCENT / 2 });
    } else {
      out.push({ kind: 'tcs_igst', amount: -t.igst, base: taxable, ratePercent: TCS_PERCENT });
    }
  }
  out.push({ kind: 'tds', amount: -tdsOn(gross, f.hasPan), base: gross, ratePercent: tdsPercent(f.hasPan) });
  return out;
}

/** One booking's figures on the vendor's statement, every one a sum of ledger lines (paise, positive = kept back). */
export interface EarningsFigures {
  gross: number;
  commission: number;
  commissionGst: number;
  refunded: number;
  tcs: number;
  tds: number;
  net: number;
}

/**
 * The net of a booking's figures: gross − refunds − commission − GST on it − TCS − TDS. The statement's columns and
 * the payout use this one rule, so they add up to the paisa.
 */
export function netOf(x: Omit<EarningsFigures, 'net'>): number {
  return x.gross - x.refunded - x.commission - x.commissionGst - x.tcs - x.tds;
}

/** Financial year (April–March) of an ISO date: '2025-26' for 2025-04-01 … 2026-03-31. */
export function financialYearOf(isoDate: string): string {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first day and the day after the last of a financial year '2025-26' (ISO dates). */
export function financialYearRange(fy: string): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-04-01` };
}
