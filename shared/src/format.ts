/** Formatting of SPEC §9: dates 'DD Mon YYYY' ('---' when empty), rupees with 2 decimals and Indian grouping. */
import dayjs from 'dayjs';

const rupeeFormatter = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456.5 → '1,23,456.50'. Non-numbers show as '0.00'. */
export function formatAmount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return rupeeFormatter.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/** 123456.5 → '₹1,23,456.50'. */
export function formatRupees(value: number | string | null | undefined): string {
  return `₹${formatAmount(value)}`;
}

/** '2026-11-21' → '21 Nov 2026'; empty or invalid → '---'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '---';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD MMM YYYY') : '---';
}

/** Two-digit counts: 3 → '03', 12 → '12'. */
export function twoDigits(value: number | null | undefined): string {
  const n = Math.max(0, Math.trunc(Number(value) || 0));
  return String(n).padStart(2, '0');
}

/** Today's date as YYYY-MM-DD in local time (for date inputs' min). */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** Base64 of a UTF-8 text (route params such as /checkout/{base64 date}). */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

/** Inverse of toBase64; throws on malformed input. */
export function fromBase64(encoded: string): string {
  const binary = atob(decodeURIComponent(encoded));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
