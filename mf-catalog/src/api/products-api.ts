/** GET /AllProduct/{offer/}{serviceid}: product listings (product §3 Product / service listing). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, call, isSuccess } from '@utsav/shared/api-client';
import type { GetReply, ProductListing } from '@utsav/domain/contract';
import type { paths } from '@utsav/domain/contract.generated';

export type { ProductListing };

/** The list's query parameters (the contract's: every value a string). */
type ListQuery = NonNullable<paths['/api/AllProduct']['get']['parameters']['query']>;

/**
 * One page of GET /AllProduct{/offer}{/serviceid}: 'all' (or empty) means every category. Four paths of the
 * contract with one reply, so each is a typed branch.
 */
async function listReply(
  serviceId: string | undefined,
  offer: boolean,
  query: ListQuery,
): Promise<GetReply<'/api/AllProduct'>> {
  const serviceid = !serviceId || serviceId.toLowerCase() === 'all' ? '' : serviceId;
  if (offer)
    return serviceid
      ? call(api.GET('/api/AllProduct/offer/{serviceid}', { params: { path: { serviceid }, query } }))
      : call(api.GET('/api/AllProduct/offer', { params: { query } }));
  return serviceid
    ? call(api.GET('/api/AllProduct/{serviceid}', { params: { path: { serviceid }, query } }))
    : call(api.GET('/api/AllProduct', { params: { query } }));
}

/** Services per page of a list (the list is filtered and paged on the server, one page at a time). */
export const PAGE_SIZE = 24;

/** The list's filters, as the URL carries them (`?q&min&max&rating`). */
export interface ListFilters {
  /** Title search, trimmed; '' = any. */
  q: string;
  /** Payable amount bounds in whole rupees (inclusive); null = open. */
  min: number | null;
  max: number | null;
  /** 0 = any, else rating ≥ this. */
  rating: number;
  /** Only services whose vendor comes to the customer's place (`?serves=1`; needs a place). */
  serves: boolean;
}

export const NO_FILTERS: ListFilters = { q: '', min: null, max: null, rating: 0, serves: false };

export interface ProductPage {
  rows: ProductListing[];
  /** Cursor of the next page; null on the last. */
  next: string | null;
  /** First page only: how many services match, and their price bounds (rupees). */
  total?: number;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** First page of a search: what the search engine understood (place, corrections, help when nothing matched). */
  search?: SearchUnderstood;
}

/** Page.search of the list reply (docs/search.md). */
export type SearchUnderstood = NonNullable<NonNullable<GetReply<'/api/AllProduct'>['Page']>['search']>;

/** One page of a list; a non-success reply is treated as no data (product §8). */
export async function fetchProductPage(
  serviceId: string | undefined,
  offer: boolean,
  f: ListFilters,
  after: string,
  limit = PAGE_SIZE,
  pincode?: string,
): Promise<ProductPage> {
  const query: ListQuery = { limit: String(limit) };
  // With the customer's place: each row's travel fare to it, nearest first (docs/payments.md "Local first").
  if (pincode) query.pincode = pincode;
  if (pincode && f.serves) query.serves = '1';
  if (after) query.after = after;
  if (f.q) query.q = f.q;
  if (f.min !== null) query.minPrice = String(f.min);
  if (f.max !== null) query.maxPrice = String(f.max);
  if (f.rating > 0) query.rating = String(f.rating);
  const data = await listReply(serviceId, offer, query);
  if (!isSuccess(data) || !Array.isArray(data.Payload))
    return { rows: [], next: null, total: 0, minPrice: null, maxPrice: null };
  const page: Partial<typeof data.Page> = data.Payload.length ? (data.Page ?? {}) : { ...data.Page, next: null };
  return {
    rows: data.Payload,
    next: page.next ?? null,
    total: page.total,
    minPrice: page.minPrice,
    maxPrice: page.maxPrice,
    search: data.Page?.search,
  };
}

/** Catalogue data stays fresh this long: a list prefetched at start-up (app/app.tsx) is not fetched twice. */
export const CATALOG_FRESH_MS = 10_000;

const listKey = (serviceId: string | undefined, offer: boolean) =>
  [(serviceId || 'all').toLowerCase(), offer ? 'offer' : 'any'] as const;

/** The whole list's size and price bounds (no filters): the slider's ends and "of N services". */
export const listBoundsQuery = (serviceId: string | undefined, offer = false) =>
  queryOptions({
    queryKey: ['catalog', 'list-bounds', ...listKey(serviceId, offer)] as const,
    queryFn: async () => {
      const first = await fetchProductPage(serviceId, offer, NO_FILTERS, '', 1);
      return {
        total: first.total ?? first.rows.length,
        minPrice: first.minPrice ?? null,
        maxPrice: first.maxPrice ?? null,
        firstRow: first.rows[0] ?? null,
      };
    },
    staleTime: CATALOG_FRESH_MS,
  });

/** The filtered list, one page after another (keyset cursors from the API). */
export const productPagesQuery = (serviceId: string | undefined, offer: boolean, f: ListFilters, pincode?: string) =>
  infiniteQueryOptions({
    queryKey: [
      'catalog',
      'products',
      ...listKey(serviceId, offer),
      f.q,
      f.min,
      f.max,
      f.rating,
      pincode ?? '',
      pincode && f.serves ? 'serves' : '',
    ] as const,
    queryFn: ({ pageParam }) => fetchProductPage(serviceId, offer, f, pageParam, PAGE_SIZE, pincode),
    initialPageParam: '',
    getNextPageParam: (last: ProductPage) => last.next ?? undefined,
    staleTime: CATALOG_FRESH_MS,
  });

/** /services/{id}/{offer?} names a list only when id is 'all' or a category number and offer is absent or 'offer'. */
export function isListPath(id: string | undefined, offer: string | undefined): boolean {
  return (
    (id === undefined || id.toLowerCase() === 'all' || /^[1-9]\d{0,8}$/.test(id)) &&
    (offer === undefined || offer === 'offer')
  );
}

/** The first image name of a listing (document or images, comma-separated). */
export function firstImage(
  product: Pick<ProductListing, 'document'> & Partial<Pick<ProductListing, 'images'>>,
): string {
  return (product.document || product.images || '').split(',')[0]?.trim() ?? '';
}

/** amount_hide_show is truthy (1, '1', true) → prices hidden. */
export function pricesHidden(flag: unknown): boolean {
  return Boolean(flag) && flag !== '0';
}
