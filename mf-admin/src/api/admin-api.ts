/**
 * The back office's calls (/api/admin/*, role 3; docs/admin.md): typed replies, query keys and the mutations that
 * refresh what they change. Lists page on the server by keyset cursor (`after`, issue 34.5) and come back with Page {next, limit, total}.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { AdminCancelInput } from '@utsav/shared/schemas/admin';
import type { CategoryForm, PackageForm, SliderForm } from '@utsav/shared/schemas/admin-catalog';
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
} from '@utsav/shared/contract';

// Reply types come from the API's contract (generated: @utsav/shared/contract), under the names the pages use.
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
const clean = (q: Query) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

async function get<T>(url: string, params: Query = {}): Promise<T> {
  const { data } = await api.get<Envelope<T>>(url, { params: clean(params) });
  return unwrap(data);
}
async function getPaged<T>(url: string, params: Query): Promise<Paged<T>> {
  const { data } = await api.get<Envelope<T[]> & { Page: PageInfo }>(url, { params: clean(params) });
  return { rows: unwrap(data), page: data.Page };
}
async function post<T>(url: string, body: unknown): Promise<{ payload: T; message: string }> {
  const { data } = await api.post<Envelope<T>>(url, body);
  return { payload: unwrap(data), message: data.Message ?? '' };
}

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
};

export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.dashboard, queryFn: () => get<Dashboard>('/admin/dashboard') });
export const useVendors = (q: Query) =>
  useQuery({
    queryKey: adminKeys.vendors(q),
    queryFn: () => getPaged<VendorRow>('/admin/vendors', q),
    placeholderData: keepPreviousData,
  });
export const useVendor = (id: number) =>
  useQuery({
    queryKey: adminKeys.vendor(id),
    queryFn: () => get<VendorDetail>(`/admin/vendors/${id}`),
    enabled: id > 0,
  });
export const useBookings = (q: Query) =>
  useQuery({
    queryKey: adminKeys.bookings(q),
    queryFn: () => getPaged<BookingRow>('/admin/bookings', q),
    placeholderData: keepPreviousData,
  });
export const useBooking = (id: number) =>
  useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: () => get<BookingDetail>(`/admin/bookings/${id}`),
    enabled: id > 0,
  });
export const usePayouts = () =>
  useQuery({ queryKey: adminKeys.payouts, queryFn: () => get<PayoutRow[]>('/admin/payouts') });
export const useEnquiries = (q: Query) =>
  useQuery({
    queryKey: adminKeys.enquiries(q),
    queryFn: () => getPaged<EnquiryRow>('/admin/enquiries', q),
    placeholderData: keepPreviousData,
  });
export const useAudit = (q: Query) =>
  useQuery({
    queryKey: adminKeys.audit(q),
    queryFn: () => getPaged<AuditRow>('/admin/audit', q),
    placeholderData: keepPreviousData,
  });

export const usePackageBookings = (q: Query) =>
  useQuery({
    queryKey: adminKeys.packageBookings(q),
    queryFn: () => getPaged<PackageBookingRow>('/admin/package-bookings', q),
    placeholderData: keepPreviousData,
  });
export const usePackageBooking = (id: number) =>
  useQuery({
    queryKey: adminKeys.packageBooking(id),
    queryFn: () => get<PackageBookingDetail>(`/admin/package-bookings/${id}`),
    enabled: id > 0,
  });
export const useCategories = () =>
  useQuery({ queryKey: adminKeys.categories, queryFn: () => get<CategoryRow[]>('/admin/categories') });
export const useSliders = () =>
  useQuery({ queryKey: adminKeys.sliders, queryFn: () => get<SliderRow[]>('/admin/sliders') });
export const usePackages = () =>
  useQuery({ queryKey: adminKeys.packages, queryFn: () => get<PackageRow[]>('/admin/packages') });
export const usePackage = (id: number) =>
  useQuery({
    queryKey: adminKeys.package(id),
    queryFn: () => get<PackageDetail>(`/admin/packages/${id}`),
    enabled: id > 0,
  });
export const useCandidates = (serviceId: number) =>
  useQuery({
    queryKey: adminKeys.candidates(serviceId),
    queryFn: () => get<Candidate[]>('/admin/package-candidates', { serviceId }),
    enabled: serviceId > 0,
  });

/** Uploads one catalogue image (re-encoded by the API like vendor images); resolves with the stored name. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const { data } = await api.post<Envelope<{ Name: string }>>('/admin/images', form);
  return unwrap(data).Name;
}

/** A write that refreshes every admin read afterwards (figures, lists and the audit log all move together). */
function useAdminWrite<I, T>(fn: (input: I) => Promise<{ payload: T; message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useVendorStatus = () =>
  useAdminWrite((x: { id: number; status: 'approved' | 'suspended'; reason: string }) =>
    post<VendorRow>(`/admin/vendors/${x.id}/status`, { status: x.status, reason: x.reason }),
  );
export const useCommission = () =>
  useAdminWrite((x: { id: number; percent: number; reason: string }) =>
    post<VendorRow>(`/admin/vendors/${x.id}/commission`, { percent: x.percent, reason: x.reason }),
  );
export const useModeration = () =>
  useAdminWrite((x: { id: number; hidden: boolean; reason: string }) =>
    post<{ Listed: boolean }>(`/admin/products/${x.id}/moderation`, { hidden: x.hidden, reason: x.reason }),
  );
export const useAnswerEnquiry = () =>
  useAdminWrite((x: { id: number; note: string }) =>
    post<{ Id: number }>(`/admin/enquiries/${x.id}/answer`, { note: x.note }),
  );
export const useRecordPayout = () =>
  useAdminWrite((x: { vendorId: number; amount: string; reference: string; paidOn: string }) =>
    post<{ PayoutId: number }>('/admin/payouts', x),
  );
export const useCancelBooking = () =>
  useAdminWrite((x: { id: number; kind?: 'booking' | 'package' } & AdminCancelInput) =>
    post<{ State: string; RefundAmount: number }>(
      `/admin/${x.kind === 'package' ? 'package-bookings' : 'bookings'}/${x.id}/cancel`,
      { onBehalfOf: x.onBehalfOf, refund: x.refund, amount: x.amount === '' ? '' : String(x.amount), reason: x.reason },
    ),
  );
export const useSaveCategory = () =>
  useAdminWrite((x: { id?: number } & CategoryForm) =>
    post<CategoryRow>(x.id ? `/admin/categories/${x.id}` : '/admin/categories', {
      name: x.name,
      nameHi: x.nameHi,
      image: x.image,
      sortOrder: x.sortOrder,
      hidden: x.hidden,
    }),
  );
export const useSaveSlider = () =>
  useAdminWrite((x: { id?: number } & SliderForm) =>
    post<SliderRow>(x.id ? `/admin/sliders/${x.id}` : '/admin/sliders', {
      kind: x.kind,
      image: x.image,
      serviceId: x.serviceId,
      title: x.title,
      titleHi: x.titleHi,
      link: x.link,
      sortOrder: x.sortOrder,
      activeFrom: x.activeFrom,
      activeTo: x.activeTo,
    }),
  );
export const useDeleteSlider = () =>
  useAdminWrite((id: number) => post<{ Id: number }>(`/admin/sliders/${id}/delete`, {}));
export const useSavePackage = () =>
  useAdminWrite((x: { id?: number; form: PackageForm }) =>
    post<PackageDetail>(x.id ? `/admin/packages/${x.id}` : '/admin/packages', x.form),
  );
export const useAdminLogin = () =>
  useMutation({
    mutationFn: (x: { username: string; password: string }) =>
      post<{ token: string }>('/admin/login', x).then((r) => r.payload.token),
  });
