/**
 * The back office's calls (/api/admin/*, role 3; docs/admin.md): typed replies, query keys and the mutations that
 * refresh what they change. Lists page on the server by keyset cursor (`after`) and come back with Page {next, limit, total}.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, multipartBody, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { paths } from '@utsav/domain/contract.generated';
import type { AdminCancelInput } from '@utsav/domain/schemas/admin';
import type { CategoryForm, PackageForm, SliderForm } from '@utsav/domain/schemas/admin-catalog';
import type {
  AdminAuditRow,
  AdminBookingDetail,
  AdminBookingRow,
  AdminCategory,
  AdminDashboard,
  AdminEnquiryRow,
  AdminPackage,
  AdminPackageBookingDetail,
  AdminPackageBookingRow,
  AdminPackageCandidate,
  AdminPackageGroup,
  AdminPackageRow,
  AdminPageInfo,
  AdminPayoutRow,
  AdminSlider,
  AdminVendorDetail,
  AdminVendorRow,
} from '@utsav/domain/contract';

// Reply types come from the API's contract (generated: @utsav/domain/contract), under the names the pages use.
export type PageInfo = AdminPageInfo;
export interface Paged<T> {
  rows: T[];
  page: PageInfo;
}
export type Dashboard = AdminDashboard;
export type VendorRow = AdminVendorRow;
export type VendorDetail = AdminVendorDetail;
export type BookingRow = AdminBookingRow;
export type BookingDetail = AdminBookingDetail;
export type PayoutRow = AdminPayoutRow;
export type EnquiryRow = AdminEnquiryRow;
export type CategoryRow = AdminCategory;
export type SliderRow = AdminSlider;
export type PackageRow = AdminPackageRow;
export type PackageGroupDetail = AdminPackageGroup;
export type PackageDetail = AdminPackage;
export type Candidate = AdminPackageCandidate;
export type PackageBookingRow = AdminPackageBookingRow;
export type PackageBookingDetail = AdminPackageBookingDetail;
export type AuditRow = AdminAuditRow;

type Query = Record<string, string | number | undefined>;
const clean = <Q extends Query>(q: Q): Q =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Q;

type GetOperation<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
/** The query a list accepts (filters, the cursor `after`, `limit`), as the contract declares it. */
export type QueryOf<P extends keyof paths> = NonNullable<
  GetOperation<P> extends { parameters: { query?: infer Q } } ? Q : never
>;

/** A page of a list: its rows and Page (the next page's cursor, the limit, the total). */
function paged<R extends { Payload?: unknown[]; Page: PageInfo }>(reply: R) {
  return { rows: unwrap(reply) as NonNullable<R['Payload']>, page: reply.Page };
}
/** A write's payload and the server's message (toasted by the page). */
function written<R extends { Payload?: unknown; Message?: string }>(reply: R) {
  return { payload: unwrap(reply) as NonNullable<R['Payload']>, message: reply.Message ?? '' };
}
const path = (id: number) => ({ path: { id: String(id) } });

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  vendors: (q: Query) => ['admin', 'vendors', clean(q)] as const,
  vendor: (id: number) => ['admin', 'vendor', id] as const,
  bookings: (q: Query) => ['admin', 'bookings', clean(q)] as const,
  booking: (id: number) => ['admin', 'booking', id] as const,
  payouts: ['admin', 'payouts'] as const,
  enquiries: (q: Query) => ['admin', 'enquiries', clean(q)] as const,
  audit: (q: Query) => ['admin', 'audit', clean(q)] as const,
  packageBookings: (q: Query) => ['admin', 'package-bookings', clean(q)] as const,
  packageBooking: (id: number) => ['admin', 'package-booking', id] as const,
  categories: ['admin', 'categories'] as const,
  sliders: ['admin', 'sliders'] as const,
  packages: ['admin', 'packages'] as const,
  package: (id: number) => ['admin', 'package', id] as const,
  candidates: (serviceId: number) => ['admin', 'candidates', serviceId] as const,
  storefront: ['admin', 'storefront'] as const,
};

export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.dashboard, queryFn: () => payloadOf(api.GET('/api/admin/dashboard')) });
export const useVendors = (q: Query) =>
  useQuery({
    queryKey: adminKeys.vendors(q),
    queryFn: () => call(api.GET('/api/admin/vendors', { params: { query: clean(q) } })).then(paged),
    placeholderData: keepPreviousData,
  });
export const useVendor = (id: number) =>
  useQuery({
    queryKey: adminKeys.vendor(id),
    queryFn: () => payloadOf(api.GET('/api/admin/vendors/{id}', { params: path(id) })),
    enabled: id > 0,
  });
export const useBookings = (q: Query) =>
  useQuery({
    queryKey: adminKeys.bookings(q),
    queryFn: () => call(api.GET('/api/admin/bookings', { params: { query: clean(q) } })).then(paged),
    placeholderData: keepPreviousData,
  });
export const useBooking = (id: number) =>
  useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: () => payloadOf(api.GET('/api/admin/bookings/{id}', { params: path(id) })),
    enabled: id > 0,
  });
export const usePayouts = () =>
  useQuery({ queryKey: adminKeys.payouts, queryFn: () => payloadOf(api.GET('/api/admin/payouts')) });
export const useEnquiries = (q: Query) =>
  useQuery({
    queryKey: adminKeys.enquiries(q),
    queryFn: () => call(api.GET('/api/admin/enquiries', { params: { query: clean(q) } })).then(paged),
    placeholderData: keepPreviousData,
  });
export const useAudit = (q: Query) =>
  useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: () => call(api.GET('/api/admin/audit', { params: { query: clean(q) } })).then(paged),
    placeholderData: keepPreviousData,
  });

export const usePackageBookings = (q: Query) =>
  useQuery({
    queryKey: adminKeys.packageBookings(q),
    queryFn: () => call(api.GET('/api/admin/package-bookings', { params: { query: clean(q) } })).then(paged),
    placeholderData: keepPreviousData,
  });
export const usePackageBooking = (id: number) =>
  useQuery({
    queryKey: adminKeys.packageBooking(id),
    queryFn: () => payloadOf(api.GET('/api/admin/package-bookings/{id}', { params: path(id) })),
    enabled: id > 0,
  });
export const useCategories = () =>
  useQuery({ queryKey: adminKeys.categories, queryFn: () => payloadOf(api.GET('/api/admin/categories')) });
export const useSliders = () =>
  useQuery({ queryKey: adminKeys.sliders, queryFn: () => payloadOf(api.GET('/api/admin/sliders')) });
export const usePackages = () =>
  useQuery({ queryKey: adminKeys.packages, queryFn: () => payloadOf(api.GET('/api/admin/packages')) });
export const usePackage = (id: number) =>
  useQuery({
    queryKey: adminKeys.package(id),
    queryFn: () => payloadOf(api.GET('/api/admin/packages/{id}', { params: path(id) })),
    enabled: id > 0,
  });
export const useCandidates = (serviceId: number) =>
  useQuery({
    queryKey: adminKeys.candidates(serviceId),
    queryFn: () =>
      payloadOf(api.GET('/api/admin/package-candidates', { params: { query: { serviceId: String(serviceId) } } })),
    enabled: serviceId > 0,
  });

/** Uploads one catalogue image (re-encoded by the API like vendor images); resolves with the stored name. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const reply = await call(api.POST('/api/admin/images', multipartBody(form)));
  return unwrap(reply).Name;
}

/** A write that refreshes every admin read afterwards (figures, lists and the audit log all move together). */
function useAdminWrite<I, T>(fn: (input: I) => Promise<{ payload: T; message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useVendorStatus = () =>
  useAdminWrite((x: { id: number; status: 'approved' | 'suspended'; reason: string }) =>
    call(
      api.POST('/api/admin/vendors/{id}/status', { params: path(x.id), body: { status: x.status, reason: x.reason } }),
    ).then(written),
  );
export const useCommission = () =>
  useAdminWrite((x: { id: number; percent: number; reason: string }) =>
    call(
      api.POST('/api/admin/vendors/{id}/commission', {
        params: path(x.id),
        body: { percent: x.percent, reason: x.reason },
      }),
    ).then(written),
  );
export const useModeration = () =>
  useAdminWrite((x: { id: number; hidden: boolean; reason: string }) =>
    call(
      api.POST('/api/admin/products/{id}/moderation', {
        params: path(x.id),
        body: { hidden: x.hidden, reason: x.reason },
      }),
    ).then(written),
  );
export const useAnswerEnquiry = () =>
  useAdminWrite((x: { id: number; note: string }) =>
    call(api.POST('/api/admin/enquiries/{id}/answer', { params: path(x.id), body: { note: x.note } })).then(written),
  );
export const useRecordPayout = () =>
  useAdminWrite((x: { vendorId: number; amount: string; reference: string; paidOn: string }) =>
    call(api.POST('/api/admin/payouts', { body: x })).then(written),
  );
export const useCancelBooking = () =>
  useAdminWrite((x: { id: number; kind?: 'booking' | 'package' } & AdminCancelInput) => {
    const body = {
      onBehalfOf: x.onBehalfOf,
      refund: x.refund,
      amount: x.amount === '' ? '' : String(x.amount),
      reason: x.reason,
      // The vendor's reason the customer is told (docs/decline-reasons.md), when the operator gave one.
      ...(x.declineReason === '' ? {} : { declineReason: x.declineReason, declineNote: x.declineNote }),
    };
    return x.kind === 'package'
      ? call(api.POST('/api/admin/package-bookings/{id}/cancel', { params: path(x.id), body })).then(written)
      : call(api.POST('/api/admin/bookings/{id}/cancel', { params: path(x.id), body })).then(written);
  });
export const useSaveCategory = () =>
  useAdminWrite((x: { id?: number } & CategoryForm) => {
    const body = { name: x.name, nameHi: x.nameHi, image: x.image, sortOrder: x.sortOrder, hidden: x.hidden };
    return x.id
      ? call(api.POST('/api/admin/categories/{id}', { params: path(x.id), body })).then(written)
      : call(api.POST('/api/admin/categories', { body })).then(written);
  });
export const useSaveSlider = () =>
  useAdminWrite((x: { id?: number } & SliderForm) => {
    const body = {
      kind: x.kind,
      image: x.image,
      serviceId: x.serviceId,
      title: x.title,
      titleHi: x.titleHi,
      link: x.link,
      sortOrder: x.sortOrder,
      activeFrom: x.activeFrom,
      activeTo: x.activeTo,
    };
    return x.id
      ? call(api.POST('/api/admin/sliders/{id}', { params: path(x.id), body })).then(written)
      : call(api.POST('/api/admin/sliders', { body })).then(written);
  });
export const useDeleteSlider = () =>
  useAdminWrite((id: number) => call(api.POST('/api/admin/sliders/{id}/delete', { params: path(id) })).then(written));
export const useSavePackage = () =>
  useAdminWrite((x: { id?: number; form: PackageForm }) =>
    (x.id
      ? call(api.POST('/api/admin/packages/{id}', { params: path(x.id), body: x.form }))
      : call(api.POST('/api/admin/packages', { body: x.form }))
    ).then(written),
  );
export const useAdminLogin = () =>
  useMutation({
    mutationFn: (x: { username: string; password: string }) =>
      call(api.POST('/api/admin/login', { body: x })).then((r) => written(r).payload.token),
  });

/** The home page curation (docs/admin.md "Storefront"): featured and home-hidden services, home-hidden vendors. */
export const useStorefrontCuration = () =>
  useQuery({ queryKey: adminKeys.storefront, queryFn: () => payloadOf(api.GET('/api/admin/storefront')) });
export const useCurateService = () =>
  useAdminWrite((x: { id: number; featured: boolean; homeHidden: boolean }) =>
    call(
      api.POST('/api/admin/storefront/services/{id}', {
        params: path(x.id),
        body: { featured: x.featured, homeHidden: x.homeHidden },
      }),
    ).then(written),
  );
export const useCurateVendor = () =>
  useAdminWrite((x: { id: number; homeHidden: boolean }) =>
    call(
      api.POST('/api/admin/storefront/vendors/{id}', { params: path(x.id), body: { homeHidden: x.homeHidden } }),
    ).then(written),
  );
