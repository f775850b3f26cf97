/**
 * Invoices (product §7): GET /GetOrderDetail?bookingId= (BookingId or BookingNo) and GET /GetPackageBookingDetails/{id}.
 * The seller block comes from GET /ProductDetails/{ProductId} (operator name, address, state, category), since the
 * booking detail carries no vendor fields. A 4xx (not found, not yours) is final: the shared query client does not
 * retry client errors.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { BookingDetail, PackageBookingDetail, ServiceDetail } from '@utsav/domain/contract';

export interface Seller {
  operatorName: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  category: string;
  sacCode?: string;
}

export async function fetchBookingDetail(orderId: string): Promise<BookingDetail> {
  return payloadOf(api.GET('/api/GetOrderDetail', { params: { query: { bookingId: orderId } } }), 'Booking not found');
}

export async function fetchPackageDetail(orderId: string): Promise<PackageBookingDetail> {
  return payloadOf(
    api.GET('/api/GetPackageBookingDetails/{id}', { params: { path: { id: orderId } } }),
    'Booking not found',
  );
}

export async function fetchSeller(productId: number): Promise<Seller | null> {
  const details = await payloadOf(
    api.GET('/api/ProductDetails/{id}', { params: { path: { id: String(productId) } } }),
    'Service not found',
  );
  const first = details?.Products?.[0];
  // The first of Products is the service itself (it carries the vendor id); related services follow.
  const p: ServiceDetail | undefined = first && 'vid' in first ? first : undefined;
  if (!p) return null;
  const sac = (p as ServiceDetail & { SacCode?: unknown }).SacCode;
  return {
    operatorName: p.operator_name ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    pin: p.pin ?? '',
    category: p.Servicename || p.service_name || '',
    sacCode: typeof sac === 'string' ? sac : undefined,
  };
}

export const bookingInvoiceQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['account', 'booking-invoice', orderId],
    queryFn: () => fetchBookingDetail(orderId),
  });

export const packageInvoiceQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['account', 'package-invoice', orderId],
    queryFn: () => fetchPackageDetail(orderId),
  });

export const sellerQuery = (productId: number | undefined) =>
  queryOptions({
    queryKey: ['account', 'seller', productId],
    queryFn: () => fetchSeller(productId as number),
    enabled: typeof productId === 'number' && productId > 0,
    staleTime: 5 * 60_000,
  });

export const useBookingInvoice = (orderId: string) => useQuery(bookingInvoiceQuery(orderId));
export const usePackageInvoice = (orderId: string) => useQuery(packageInvoiceQuery(orderId));
export const useSeller = (productId: number | undefined) => useQuery(sellerQuery(productId));
