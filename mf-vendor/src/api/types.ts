/** Reply shapes of the vendor calls (product §3 vendor entities, as the API answers them). */

export type {
  VendorBookingDetail,
  VendorBookingRow,
  VendorDashboard,
  VendorPackageBookingDetail,
  VendorPackageBookingRow,
  VendorServiceRow,
} from '@utsav/domain/contract';
export type { ProductImage } from '@utsav/domain/contract';

/** The vendor service form as GET /vendor/ProductDetails/{id} answers it (the API contract). */
export type { VendorServiceForm as VendorServiceRecord } from '@utsav/domain/contract';
