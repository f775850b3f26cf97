/** POST /packageBooking (product §3 Package checkout form + the package) → Status 1 → the order's page /booking/{PK…} (where it is paid). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@utsav/shared/api-client';
import type { PostReply } from '@utsav/domain/contract';
import { recordCheckoutConsent } from '@utsav/ui/privacy-consent';
import type { PackageCartPayload } from '../../../lib/package-types';
import { packageCartQueryKey } from '../../../lib/query-keys';

export interface PackageBookingRequest {
  Bookingfor: string;
  bookingAddressId: number;
  gst_no: string;
  lat: number | null;
  lon: number | null;
  address: string;
  package: PackageCartPayload;
  /** The whole package now, or its advance now and the balance later. */
  PaymentType: 'full' | 'advance';
}

/** The checkout's privacy notice was shown above the button: placing the order is the consent, recorded first. */
export async function placePackageBooking(body: PackageBookingRequest): Promise<PostReply<'/api/packageBooking'>> {
  await recordCheckoutConsent();
  return call(api.POST('/api/packageBooking', { body }));
}

export function usePlacePackageBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placePackageBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageCartQueryKey }),
  });
}
