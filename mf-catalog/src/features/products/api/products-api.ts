/** GET /AllProduct/{offer/}{serviceid}: product listings (SPEC §3 Product / service listing). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isSuccess, type Envelope } from '@utsav/shared/api-client';

export interface ProductListing {
  productid?: number;
  id: number;
  title: string;
  service_id?: number;
  service_name?: string;
  /** Comma-separated image names; the first one is shown. */
  document?: string;
  images?: string;
  discount: number;
  bookingAmt: number;
  offerAmt: number;
  payableAmt?: number;
  amount_hide_show: number | string | boolean;
  rating: number;
  city?: string;
}

/** 'all' (or empty) means every category. */
export function productListPath(serviceId: string | undefined, offer: boolean): string {
  const id = !serviceId || serviceId.toLowerCase() === 'all' ? '' : encodeURIComponent(serviceId);
  return `/AllProduct${offer ? '/offer' : ''}${id ? `/${id}` : ''}`;
}

/** Product list; a non-success reply is treated as no data (SPEC §8). */
export async function fetchProducts(serviceId: string | undefined, offer = false): Promise<ProductListing[]> {
  const { data } = await api.get<Envelope<ProductListing[]>>(productListPath(serviceId, offer));
  return isSuccess(data) && Array.isArray(data.Payload) ? data.Payload : [];
}

/** Catalogue data stays fresh this long: a list prefetched at start-up (app/app.tsx) is not fetched twice. */
export const CATALOG_FRESH_MS = 10_000;

export const productsQuery = (serviceId: string | undefined, offer = false) =>
  queryOptions({
    queryKey: ['catalog', 'products', (serviceId || 'all').toLowerCase(), offer ? 'offer' : 'any'] as const,
    queryFn: () => fetchProducts(serviceId, offer),
    staleTime: CATALOG_FRESH_MS,
  });

export function useProducts(serviceId: string | undefined, offer = false, enabled = true) {
  return useQuery({ ...productsQuery(serviceId, offer), enabled });
}

/** /services/{id}/{offer?} names a list only when id is 'all' or a category number and offer is absent or 'offer'. */
export function isListPath(id: string | undefined, offer: string | undefined): boolean {
  return (id === undefined || id.toLowerCase() === 'all' || /^[1-9]\d{0,8}$/.test(id)) && (offer === undefined || offer === 'offer');
}

/** The first image name of a listing (document or images, comma-separated). */
export function firstImage(product: Pick<ProductListing, 'document' | 'images'>): string {
  return (product.document || product.images || '').split(',')[0]?.trim() ?? '';
}

/** amount_hide_show is truthy (1, '1', true) → prices hidden. */
export function pricesHidden(flag: unknown): boolean {
  return Boolean(flag) && flag !== '0';
}
