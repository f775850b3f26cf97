/** Reply shapes of the vendor calls (SPEC §3 vendor entities, as the API answers them). */
import type { ProductImage } from '@utsav/shared/api-types';

export type {
  VendorBookingDetail, VendorBookingRow, VendorDashboard, VendorPackageBookingDetail, VendorPackageBookingRow, VendorServiceRow,
} from '@utsav/shared/contract';
export type { ProductImage } from '@utsav/shared/api-types';

/**
 * The vendor service form as GET /vendor/ProductDetails/{id} answers it. Kept local: it is a looser view of the
 * shared `VendorServiceForm` (capacity, booking_advance_per and images not required), which the app's fixtures rely on.
 */
export interface VendorServiceRecord {
  id: number;
  serviceId: number;
  name: string;
  mobile: string;
  email: string;
  operatorName: string;
  shortDes: string;
  longDes: string;
  bookingAmt: number;
  travelcharge: number;
  /** km the service travels from its pincode; null = anywhere (issue 17.6). */
  serviceRadiusKm?: number | null;
  gst: number;
  gst_include_exclude: number;
  gstAmt: number;
  gstAmtWithMrp: number;
  discount: number;
  discountAmt: number;
  offerAmt: number;
  payAmt: number;
  amount_hide_show: number;
  address: string;
  city: string;
  state: string;
  pin: string;
  lat: number | null;
  lon: number | null;
  Status: number;
  images?: ProductImage[];
}
