/** The vendor's "My data" (docs/privacy.md): the export (GET /vendor/my-data) and erasure (POST /vendor/delete). */
import { api, call, payloadOf } from '@utsav/shared/api-client';
import type { DeleteAccountInput } from '@utsav/domain/schemas/privacy';

/** Downloads everything stored about the vendor as a JSON file (utsav-vendor-data-YYYY-MM-DD.json). */
export async function downloadVendorData(): Promise<void> {
  const data = await payloadOf(api.GET('/api/vendor/my-data'), 'Could not download your data');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `utsav-vendor-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Resolves with the server's message; a refusal (money still owed, bookings to serve) rejects with its reason. */
export async function deleteVendorAccount(input: DeleteAccountInput): Promise<string> {
  return (await call(api.POST('/api/vendor/delete', { body: input }))).Message;
}
