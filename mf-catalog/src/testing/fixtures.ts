/**
 * Test data in the API contract's shapes (the API mock's replies are typed by the contract). Each
 * builder fills every field the contract requires with a neutral value; a test overrides what it is about.
 */
import type {
  Category,
  HomeDashboard,
  OfferBanner,
  PackageSummary,
  ProductListing,
  RelatedService,
  Review,
  SearchResult,
  ServiceDetail,
  Slider,
  TrendingListing,
} from '@utsav/domain/contract';

export const listing = (over: Partial<ProductListing> = {}): ProductListing => ({
  id: 1,
  productid: 1,
  title: 'Service',
  service_id: 1,
  service_name: 'Decoration',
  city: 'Mumbai',
  document: '',
  images: '',
  discount: 0,
  rating: 0,
  bookingAmt: 0,
  offerAmt: 0,
  payableAmt: 0,
  gst: 0,
  amount_hide_show: 0,
  ...over,
});

export const trending = (over: Partial<TrendingListing> = {}): TrendingListing => ({
  ...listing(),
  booked: 0,
  ...over,
});

export const category = (over: Partial<Category> = {}): Category => ({
  serviceid: 1,
  servicename: 'Decoration',
  servicename_hi: null,
  imageFile: '',
  totalservice: 0,
  ...over,
});

export const slider = (over: Partial<Slider> = {}): Slider => ({ serviceid: null, doc: '', ...over });

export const promo = (over: Partial<OfferBanner> = {}): OfferBanner => ({
  doc: '',
  title: '',
  title_hi: null,
  link: '',
  ...over,
});

export const packageSummary = (over: Partial<PackageSummary> = {}): PackageSummary => ({
  PackageID: 1,
  PackageName: 'Package',
  PackageDesc: '',
  Package_image: '',
  PackageTotal: 0,
  Services: '',
  TotalServices: 0,
  InPackage: '',
  amount_hide_show: 0,
  ...over,
});

export const dashboard = (over: Partial<HomeDashboard> = {}): HomeDashboard => ({
  sliders: [],
  Products: [],
  packages: [],
  Services: [],
  offers: [],
  promos: [],
  ...over,
});

export const serviceDetail = (over: Partial<ServiceDetail> = {}): ServiceDetail => ({
  id: 1,
  vid: 1,
  service_id: 1,
  service_name: 'Decoration',
  Servicename: 'Decoration',
  title: 'Service',
  shortdes: '',
  longdes: '',
  operator_name: '',
  address: '',
  city: '',
  state: '',
  pin: '',
  document: '',
  Images: [],
  discount: 0,
  discountAmt: 0,
  rating: 0,
  bookingAmt: 0,
  offerAmt: 0,
  payableAmt: 0,
  gst: 0,
  gstAmt: 0,
  gstwithmrp: 0,
  gst_include_exclude: 0,
  booking_advance_per: 0,
  capacity: 1,
  travelcharge: 0,
  amount_hide_show: 0,
  ...over,
});

export const relatedService = (over: Partial<RelatedService> = {}): RelatedService => ({
  id: 2,
  title: 'Related',
  service_name: 'Decoration',
  images: '',
  discount: 0,
  rating: 0,
  bookingAmt: 0,
  offerAmt: 0,
  payableAmt: 0,
  gst: 0,
  amount_hide_show: 0,
  ...over,
});

export const review = (over: Partial<Review> = {}): Review => ({
  id: 1,
  reviewer_name: '',
  Rating: 5,
  ReviewDes: '',
  CreateDate: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const searchResult = (over: Partial<SearchResult> = {}): SearchResult => ({
  Id: 1,
  Title: '',
  Service: '',
  City: '',
  Vendor: '',
  ...over,
});
