/** Service detail endpoints (product §7): detail, reviews, availability, add to cart. */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, call, isSuccess, messageOf, unwrap } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import type { KeysetPage } from '@utsav/shared/keyset-pages';
import type { ProductImage, RelatedService, Review, ServiceDetail } from '@utsav/domain/contract';
import { retryUnlessClientError } from '@utsav/shared/query-client';
import { usePincode } from '@utsav/shared/customer-place';
import { CATALOG_FRESH_MS } from '../../../api/products-api';

/** Reply types of the API contract (generated from its route schemas). */
export type { RelatedService, Review, ServiceDetail };
export type ServiceImage = Pick<ProductImage, 'doc'> & Partial<ProductImage>;

export interface DetailData {
  service: ServiceDetail;
  images: ServiceImage[];
  related: RelatedService[];
}

/** GET /ProductDetails/{id}: Payload.Images and Payload.Products (first = the service, the rest related). */
export async function fetchServiceDetail(id: string, pincode?: string): Promise<DetailData> {
  const data = await call(
    api.GET('/api/ProductDetails/{id}', { params: { path: { id }, query: pincode ? { pincode } : {} } }),
  );
  const payload = unwrap(data, 'Service not found');
  const [first, ...rest] = payload?.Products ?? [];
  if (!first) throw new Error('Service not found');
  const service = first as ServiceDetail;
  const images = payload.Images?.length
    ? payload.Images
    : (service.Images ??
      (service.document ?? '')
        .split(',')
        .filter(Boolean)
        .map((doc) => ({ doc })));
  return { service, images, related: rest as RelatedService[] };
}

/** A service id is a positive whole number; anything else is not asked for. */
export const isServiceId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** With the customer's pincode, the service and the related ones carry their travel fare to it. */
export const serviceDetailQuery = (id: string, pincode?: string) =>
  queryOptions({
    queryKey: ['catalog', 'detail', id, pincode ?? ''] as const,
    queryFn: () => fetchServiceDetail(id, pincode),
    // One more try at most, and none for a client error (a 404 is an answer: no such service).
    retry: (count: number, error: Error) => count < 1 && retryUnlessClientError(count, error),
    staleTime: CATALOG_FRESH_MS,
  });

export function useServiceDetail(id: string) {
  const pincode = usePincode();
  return useQuery({ ...serviceDetailQuery(id, pincode), enabled: isServiceId(id) });
}

/** Reviews per page under a service. */
export const REVIEWS_PAGE = 10;

/** One page of a service's reviews after `after` ('' = the first); `next` is the cursor of the page after it. */
export async function fetchReviewPage(productId: string, after: string): Promise<KeysetPage<Review>> {
  const query = { limit: String(REVIEWS_PAGE), ...(after ? { after } : {}) };
  const reply = await call(api.GET('/api/getreview/{productId}', { params: { path: { productId }, query } }));
  const rows = unwrap(reply, 'Could not load reviews');
  const list = Array.isArray(rows) ? rows : [];
  return { rows: list, next: list.length ? (reply.Page?.next ?? null) : null };
}

/**
 * GET /getreview/{productId}: newest first, one keyset page at a time; a failure shows as no reviews.
 * The shared keysetPagesQuery takes query filters only, not a path parameter, so the pages are read here.
 */
export function useReviews(productId: string) {
  return useInfiniteQuery(reviewsQuery(productId));
}

/** The reviews' query, also read by the server renderer (JSON-LD ratingCount = the reviews the page shows). */
export function reviewsQuery(productId: string) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'reviews', productId] as const,
    queryFn: ({ pageParam }) => fetchReviewPage(productId, pageParam),
    initialPageParam: '',
    getNextPageParam: (last: KeysetPage<Review>) => last.next ?? undefined,
  });
}

/** GET /CheckAvailability: Status Success and Payload 'Available' means available; Message says why not. */
export async function checkAvailability(
  productId: number | string,
  bookingDate: string,
): Promise<{ available: boolean; message: string }> {
  const query = { productId: String(productId), bookingDate };
  const data = await call(api.GET('/api/CheckAvailability', { params: { query } }));
  const available = isSuccess(data) && data.Payload === 'Available';
  return { available, message: available ? '' : messageOf(data) };
}

/**
 * POST /AddToCart {productId, bookingDate, pincode?}: resolves with the server message, rejects with it on failure
 * (with the customer's pincode, a vendor who does not come there is refused).
 */
export async function addToCart(input: { productId: number; bookingDate: string; pincode?: string }): Promise<string> {
  const data = await call(api.POST('/api/AddToCart', { body: input }));
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Could not add to cart');
  return messageOf(data) || 'Added to cart';
}

/** Add-to-cart mutation: on success the cart query is refreshed and the shell hears `cart:changed`. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      bus.emit('cart:changed', {});
    },
  });
}
