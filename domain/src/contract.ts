/**
 * Named reply types of the API contract, for the apps. Every type here is read out of
 * contract.generated.ts — generated from the API's own route schemas — so a type cannot drift from what the API
 * sends: change the schema in api/src/contract, run `npm run contract`, and the compiler shows every app that reads
 * a changed field. Type-only: nothing of this module reaches a bundle.
 */
import type { paths } from './contract.generated';

type Get<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
type Json200<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The whole 200 reply of `GET path` (envelope included). */
export type GetReply<P extends keyof paths> = Json200<Get<P>>;
/** The Payload of `GET path`. */
export type GetPayload<P extends keyof paths> = GetReply<P> extends { Payload: infer T } ? T : never;

type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
/** The whole 200 reply of `POST path` (envelope included). */
export type PostReply<P extends keyof paths> = Json200<Post<P>>;
/** The Payload of `POST path`. */
export type PostPayload<P extends keyof paths> = PostReply<P> extends { Payload: infer T } ? T : never;
/** The JSON body `POST path` accepts (the shared valibot schema's input, as the API declares it). */
export type PostBody<P extends keyof paths> =
  Post<P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

// ---------------------------------------------------------------- catalogue (public reads)
export type Category = GetPayload<'/api/allServices'>[number];
export type Contact = GetPayload<'/api/getcontact'>[number];
export type HomeDashboard = GetPayload<'/api/Commondashboard'>;
export type Slider = HomeDashboard['sliders'][number];
export type OfferBanner = HomeDashboard['promos'][number];
export type PackageSummary = HomeDashboard['packages'][number];
export type ProductListing = GetPayload<'/api/AllProduct'>[number];
export type ProductListPage = GetReply<'/api/AllProduct'>['Page'];
export type TrendingListing = GetPayload<'/api/TrendingServices'>[number];
export type ProductDetailsPayload = GetPayload<'/api/ProductDetails/{id}'>;
export type ProductImage = ProductDetailsPayload['Images'][number];
/** The first of Payload.Products: the service itself (it has `vid`; related services do not). */
export type ServiceDetail = Extract<ProductDetailsPayload['Products'][number], { vid: number }>;
export type RelatedService = Exclude<ProductDetailsPayload['Products'][number], { vid: number }>;
export type Review = GetPayload<'/api/getreview/{productId}'>[number];
export type SearchResult = GetPayload<'/api/Search'>[number];
export type ServiceableCity = GetPayload<'/api/allServicableCity'>[number];
export type AvailabilityAnswer = GetPayload<'/api/CheckAvailability'>;

// ---------------------------------------------------------------- packages
export type Package = GetPayload<'/api/PackagesDetails'>;
export type PackageItem = Package['PackageItems'][number];
export type PackageProduct = PackageItem['ProductDetails'][number];

// ---------------------------------------------------------------- utilities
export type HealthPayload = GetPayload<'/api/health'>;
export type MarketplaceFacts = GetPayload<'/api/MarketplaceFacts'>;
export type CalendarReply = GetReply<'/api/Calendar/getCalendar'>;
export type PincodeLookup = GetPayload<'/api/geo/pincode/{pin}'>;

// ---------------------------------------------------------------- cart, bookings, enquiries (signed in)
export type CartPayload = GetPayload<'/api/getCart'>;
export type CartItem = CartPayload['CartList'][number];
export type CartAvailability = GetPayload<'/api/checkCartAvailability'>;
export type BookingRow = GetPayload<'/api/GetMyBookings'>[number];
export type BookingState = BookingRow['BookingState'];
export type EnquiryRow = GetPayload<'/api/getEnquiry'>[number];
export type VendorBookingRow = GetPayload<'/api/vendor/getBooking'>[number];
export type VendorDashboard = GetPayload<'/api/vendor/dashboard'>;
export type BookingDetail = GetPayload<'/api/GetOrderDetail'>;
export type CreditNote = BookingDetail['CreditNotes'][number];
export type PackageOrderRow = GetPayload<'/api/GetPackageOrders'>[number];
export type PackageBookingDetail = GetPayload<'/api/GetPackageBookingDetails/{id}'>;
export type PackageItemDetail = PackageBookingDetail['Services'][number]['Products'][number];

// ---------------------------------------------------------------- account and vendor
export type CustomerProfile = GetPayload<'/api/userDetails'>;
export type BookingAddress = GetPayload<'/api/GetBookingAddressList'>[number];
/** Where services' vendors are from the customer's event address. */
export type ServiceReach = GetPayload<'/api/ServiceReach'>;
export type ServiceReachItem = ServiceReach['Items'][number];

// ---------------------------------------------------------------- shortlist and compare (docs/shortlist.md)
export type Shortlist = GetPayload<'/api/Shortlist'>;
export type ShortlistItem = Shortlist['Items'][number];
export type SharedShortlist = GetPayload<'/api/SharedShortlist/{token}'>;
export type ShortlistServices = GetPayload<'/api/ShortlistServices'>;
export type Compare = GetPayload<'/api/Compare'>;
export type CompareItem = Compare['Items'][number];
export type VendorProfile = GetPayload<'/api/vendor/profile'>;
export type VendorServiceRow = GetPayload<'/api/vendor/products'>[number];
export type VendorPackageBookingRow = GetPayload<'/api/vendor/getBookingsByProduct/{productId}'>[number];
export type VendorBookingDetail = GetPayload<'/api/vendor/OrderDetails/{bookingid}'>;
export type VendorPackageBookingDetail = GetPayload<'/api/vendor/getBookingsByProductDetails/{bookingId}/{productId}'>;
export type Order = GetPayload<'/api/GetOrder'>;
export type OrderLine = Order['Items'][number];
export type OrderPayment = NonNullable<Order['Payment']>;
/** The customer's package cart (the one row of GET /getPackageTocart). */
export type PackageCart = GetPayload<'/api/getPackageTocart'>[number];
export type VendorServiceForm = GetPayload<'/api/vendor/ProductDetails/{serviceId}'>;
export type ProductImagesPayload = GetPayload<'/api/Vendor/ProductImages/{id}'>;

// ---------------------------------------------------------------- writes
export type CustomerSignIn = PostPayload<'/api/UserLogin'>;
export type VendorSignIn = PostPayload<'/api/vendor/login'>;
export type OperatorSignIn = PostPayload<'/api/admin/login'>;
export type EventBookingResult = PostPayload<'/api/EventBooking'>;
export type CancelResult = PostPayload<'/api/bookings/{id}/cancel'>;
export type ProfileUpdateReply = PostReply<'/api/update-profile'>;
export type ReviewReply = PostReply<'/api/add-review'>;
export type PackageBookingResult = PostPayload<'/api/packageBooking'>;
export type ServiceSaved = PostPayload<'/api/vendor/AddProduct'>;
export type VendorLedger = GetPayload<'/api/vendor/ledger'>;
export type PaymentCheckout = PostPayload<'/api/payments/order'>;
export type PaymentVerified = PostPayload<'/api/payments/verify'>;

// ---------------------------------------------------------------- back office (/api/admin, role 3)
export type AdminPageInfo = GetReply<'/api/admin/vendors'>['Page'];
export type AdminDashboard = GetPayload<'/api/admin/dashboard'>;
export type AdminVendorRow = GetPayload<'/api/admin/vendors'>[number];
export type AdminVendorDetail = GetPayload<'/api/admin/vendors/{id}'>;
export type AdminBookingRow = GetPayload<'/api/admin/bookings'>[number];
export type AdminBookingDetail = GetPayload<'/api/admin/bookings/{id}'>;
export type AdminPayoutRow = GetPayload<'/api/admin/payouts'>[number];
export type AdminEnquiryRow = GetPayload<'/api/admin/enquiries'>[number];
export type AdminCategory = GetPayload<'/api/admin/categories'>[number];
export type AdminSlider = GetPayload<'/api/admin/sliders'>[number];
export type AdminPackageRow = GetPayload<'/api/admin/packages'>[number];
export type AdminPackage = GetPayload<'/api/admin/packages/{id}'>;
export type AdminPackageGroup = AdminPackage['Groups'][number];
export type AdminPackageCandidate = GetPayload<'/api/admin/package-candidates'>[number];
export type AdminPackageBookingRow = GetPayload<'/api/admin/package-bookings'>[number];
export type AdminPackageBookingDetail = GetPayload<'/api/admin/package-bookings/{id}'>;
export type AdminAuditRow = GetPayload<'/api/admin/audit'>[number];

// ---------------------------------------------------------------- vendor calendar
export type ServiceCalendar = GetPayload<'/api/ServiceCalendar'>;
export type VendorCalendar = GetPayload<'/api/vendor/calendar'>;
export type VendorCalendarDay = VendorCalendar['Days'][number];
export type VendorCalendarBlock = VendorCalendar['Blocks'][number];
export type VendorCalendarServices = GetPayload<'/api/vendor/calendar/services'>;
export type VendorCalendarService = VendorCalendarServices['Services'][number];
export type CalendarWrite = PostPayload<'/api/vendor/calendar/blocks'>;
// package cancellation and reschedule.
export type PackageCreditNote = GetPayload<'/api/package-orders/{id}/credit-notes'>[number];
export type PackageSwapOption = GetPayload<'/api/package-orders/{id}/swap-options'>[number];
export type DeclinedPackageItem = PackageBookingDetail['Declined'][number];
export type RescheduleResult = PostPayload<'/api/bookings/{id}/reschedule'>;
