/**
 * Real sample data for a standalone remote's index: a live service id, a package, the signed-in demo
 * customer's latest order, the signed-in vendor's latest booking and first service. Read from the API the
 * standalone runs against, so every sample link opens a page with data behind it.
 */
import { useQuery } from '@tanstack/react-query';
import { api, call, unwrap } from '@utsav/shared/api-client';
import { useSession } from '@utsav/shared/session';

export type SampleKind =
  'service' | 'package' | 'order' | 'packageOrder' | 'cartDate' | 'vendorBooking' | 'vendorService';

export interface Samples {
  /** Id of a live service (the newest on the home page). */
  service?: number;
  /** Id of a package. */
  package?: number;
  /** The signed-in customer's latest booking: its order id and booking number. */
  order?: { orderId: string; bookingNo: string };
  /** The signed-in customer's latest package booking. */
  packageOrder?: { bookingId: number };
  /** The booking date of the first item in the signed-in customer's cart (YYYY-MM-DD). */
  cartDate?: string;
  /** The signed-in vendor's latest booking. */
  vendorBooking?: { bookingId: number };
  /** The signed-in vendor's first service. */
  vendorService?: number;
}

/** Which role a sample needs (0 = public). */
export const SAMPLE_ROLE: Record<SampleKind, 0 | 1 | 2> = {
  service: 0,
  package: 0,
  order: 1,
  packageOrder: 1,
  cartDate: 1,
  vendorBooking: 2,
  vendorService: 2,
};

type Reader = () => Promise<Samples>;

const READERS: Record<SampleKind, Reader> = {
  service: async () => {
    const dash = unwrap(await call(api.GET('/api/Commondashboard')));
    return { service: dash.Products?.[0]?.id };
  },
  package: async () => {
    const list = unwrap(await call(api.GET('/api/Packages')));
    return { package: list[0]?.PackageID };
  },
  order: async () => {
    const first = unwrap(await call(api.GET('/api/GetMyBookings')))[0];
    return { order: first ? { orderId: first.OrderId, bookingNo: first.BookingNo } : undefined };
  },
  packageOrder: async () => {
    const first = unwrap(await call(api.GET('/api/GetPackageOrders')))[0];
    return { packageOrder: first ? { bookingId: first.BookingId } : undefined };
  },
  cartDate: async () => {
    const cart = unwrap(await call(api.GET('/api/getCart')));
    return { cartDate: cart.CartList?.[0]?.BookingDate?.slice(0, 10) };
  },
  vendorBooking: async () => {
    const first = unwrap(await call(api.GET('/api/vendor/getBooking')))[0];
    return { vendorBooking: first ? { bookingId: first.BookingId } : undefined };
  },
  vendorService: async () => {
    const first = unwrap(await call(api.GET('/api/vendor/products')))[0];
    return { vendorService: first?.Id };
  },
};

export interface SamplesState {
  samples: Samples;
  loading: boolean;
  failed: SampleKind[];
}

/** Reads the samples this index needs that the current role may read (one request each, in parallel). */
export async function readSamples(kinds: readonly SampleKind[]): Promise<{ samples: Samples; failed: SampleKind[] }> {
  const settled = await Promise.allSettled(kinds.map((kind) => READERS[kind]()));
  const samples = settled.reduce<Samples>((acc, r) => (r.status === 'fulfilled' ? { ...acc, ...r.value } : acc), {});
  return { samples, failed: kinds.filter((_, i) => settled[i]?.status === 'rejected') };
}

/** The samples for the current role; the others stay undefined. */
export function useSamples(kinds: readonly SampleKind[]): SamplesState {
  const role = useSession((s) => s.role);
  const wanted = kinds.filter((k) => SAMPLE_ROLE[k] === 0 || SAMPLE_ROLE[k] === role);
  const query = useQuery({
    queryKey: ['standalone-samples', role, wanted],
    queryFn: () => readSamples(wanted),
    enabled: wanted.length > 0,
  });
  return {
    samples: query.data?.samples ?? {},
    loading: wanted.length > 0 && query.isPending,
    failed: query.data?.failed ?? [],
  };
}
