/** GET /getPackageTocart → Status 1, Payload[0] (the customer's one package cart, product §3 Package cart read). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import { useSession } from '@utsav/shared/session';
import type { PackageCartPayload, PackageCartRead } from '../../../lib/package-types';
import { packageCartQueryKey } from '../../../lib/query-keys';

/** The cart; with the event's pincode, as it will be ordered there (groups picked for the customer fitted to it). */
export async function fetchPackageCart(pincode?: string): Promise<PackageCartRead | null> {
  const carts = await payloadOf(
    api.GET('/api/getPackageTocart', pincode ? { params: { query: { pincode } } } : {}),
    'Could not load your package',
  );
  const first = Array.isArray(carts) ? carts[0] : undefined;
  return first ? { ...first, ServiceDetailsJson: first.ServiceDetailsJson ?? [] } : null;
}

export const packageCartQuery = (enabled: boolean, pincode?: string) =>
  queryOptions({
    queryKey: pincode ? [...packageCartQueryKey, pincode] : packageCartQueryKey,
    queryFn: () => fetchPackageCart(pincode),
    enabled,
    staleTime: 0,
  });

export function usePackageCart(pincode?: string) {
  const role = useSession((s) => s.role);
  return useQuery(packageCartQuery(role === 1, pincode));
}

/**
 * The package with its services and products, as sent with the order (product §7 /packageBooking): a group picked
 * for the customer (`Auto`) is marked `auto`, and the order picks it again for the event's address.
 */
export function packageOfCart(cart: PackageCartRead): PackageCartPayload {
  return {
    packageID: cart.PackageID,
    packageName: cart.PackageName,
    packageDesc: cart.PackageDesc ?? '',
    packageTotal: cart.PackageTotal,
    packageImage: cart.Package_image ?? '',
    inPackage: cart.InPackage ?? '',
    BookingDate: cart.BookingDate,
    packageItems: cart.ServiceDetailsJson.map((s) => ({
      serviceID: s.ServiceID,
      ...(s.Auto ? { auto: true } : {}),
      serviceName: s.ServiceName,
      amount: s.amount ?? 0,
      book_On: cart.BookingDate,
      productDetails: s.ProductDetailsJson.map((p) => ({
        Product_ID: p.Product_ID,
        ServiceID: s.ServiceID,
        Title: p.Title,
        BookingAmt: 0,
        OfferAmt: 0,
        GSTWithMRP: 0,
        PayableAmt: p.payableAmt ?? 0,
        Discount: 0,
        GST_IncludeExclude: 0,
        Amount_HideShow: 0,
        Rating: 0,
        BookingDate: cart.BookingDate,
        vid: p.vid ?? 0,
      })),
    })),
  };
}
