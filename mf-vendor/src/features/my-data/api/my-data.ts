/**
 * The vendor's "My data" (docs/privacy.md): the export (GET /vendor/my-data/archive, one ZIP file) and erasure
 * (POST /vendor/delete).
 */
import { api, call } from '@utsav/shared/api-client';
import type { DeleteAccountInput } from '@utsav/domain/schemas/privacy';

/** The file name of an export: utsav-vendor-data-YYYY-MM-DD.zip, the day as the vendor's own clock has it. */
export function vendorExportFileName(at: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `utsav-vendor-data-${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}.zip`;
}

/**
 * Downloads everything stored about the vendor as one ZIP file the browser saves: my-data.json (vendors have no
 * stored documents of their own; the invoices of their bookings are issued to, and print, their customers).
 */
export async function downloadVendorData(): Promise<void> {
  const blob = (await call(api.GET('/api/vendor/my-data/archive', { parseAs: 'blob' }))) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = vendorExportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Resolves with the server's message; a refusal (money still owed, bookings to serve) rejects with its reason. */
export async function deleteVendorAccount(input: DeleteAccountInput): Promise<string> {
  return (await call(api.POST('/api/vendor/delete', { body: input }))).Message;
}
