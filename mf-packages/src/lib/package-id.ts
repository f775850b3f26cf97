/**
 * The /packages/{id} route parameter (product §2.1): base64 text of JSON {PackageID, eventDate, pincode}.
 * Decoding never throws: a malformed id gives a readable message for the page to show.
 */
import { fromBase64, toBase64 } from '@utsav/domain/format';

export interface PackageRouteId {
  PackageID: number;
  eventDate: string;
  pincode: string;
}

export type DecodedPackageId = { ok: true; value: PackageRouteId } | { ok: false; message: string };

export const MALFORMED_PACKAGE_LINK =
  'This package link is not valid. Please open the package again from the packages list.';

export function encodePackageId(value: PackageRouteId): string {
  return toBase64(JSON.stringify({ PackageID: value.PackageID, eventDate: value.eventDate, pincode: value.pincode }));
}

/** The route path of a package page. */
export function packagePath(value: PackageRouteId): string {
  return `/packages/${encodeURIComponent(encodePackageId(value))}`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function decodePackageId(encoded: string | undefined | null): DecodedPackageId {
  if (!encoded) return { ok: false, message: MALFORMED_PACKAGE_LINK };
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64(encoded));
  } catch {
    return { ok: false, message: MALFORMED_PACKAGE_LINK };
  }
  if (!isRecord(parsed)) return { ok: false, message: MALFORMED_PACKAGE_LINK };
  const id = Number(parsed.PackageID);
  if (!Number.isInteger(id) || id < 1) return { ok: false, message: MALFORMED_PACKAGE_LINK };
  const rawDate = parsed.eventDate;
  const eventDate = typeof rawDate === 'string' ? rawDate.trim().slice(0, 10) : '';
  if (eventDate && !/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return { ok: false, message: MALFORMED_PACKAGE_LINK };
  const rawPin = parsed.pincode;
  const pincode = typeof rawPin === 'string' || typeof rawPin === 'number' ? String(rawPin).trim() : '';
  return { ok: true, value: { PackageID: id, eventDate, pincode: /^\d{6}$/.test(pincode) ? pincode : '' } };
}
