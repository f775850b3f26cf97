/**
 * Package checkout (product §3/§5): Booking For required ('Enter event booking purpose'), an address selected
 * ('Select booking address'), GST number optional (alphanumeric ≤16), plus the package with at least one
 * selected product ('Please select at least one product from the package'). Also POST /addPackageTocart.
 */
import * as v from 'valibot';
import { addressChoice } from './checkout';
import { optionalPincode } from './customer-place';
import { coordinate, dateNotBeforeToday, gstNumber, id, optionalText, requiredText } from './fields';

export const SELECT_ONE_PRODUCT = 'Please select at least one product from the package';
export const ENTER_BOOKING_PURPOSE = 'Enter event booking purpose';
export const SELECT_BOOKING_ADDRESS = 'Select booking address';

const loose = v.optional(v.unknown());

/** One chosen product inside a package service group (field names as product §3 add-package-to-cart payload). */
export const packageProductSchema = v.looseObject({
  Product_ID: id('Product'),
  ServiceID: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(20))])),
  Title: v.optional(v.pipe(v.string(), v.maxLength(200, 'Product title can be at most 200 characters'))),
  BookingDate: loose,
  vid: loose,
});

export const packageItemSchema = v.looseObject({
  serviceID: id('Service'),
  /** Picked for the customer (they chose nothing in this group): the order picks again for the event's place. */
  auto: v.optional(v.boolean('auto is true or false')),
  serviceName: v.optional(v.pipe(v.string(), v.maxLength(200, 'Service name can be at most 200 characters'))),
  amount: loose,
  book_On: loose,
  productDetails: v.pipe(
    v.array(packageProductSchema, SELECT_ONE_PRODUCT),
    v.maxLength(50, 'Too many products selected'),
  ),
});

/** POST /addPackageTocart payload. Prices are taken from the database, not from here. */
export const packageCartSchema = v.pipe(
  v.looseObject({
    packageID: id('Package'),
    packageName: v.optional(v.pipe(v.string(), v.maxLength(200, 'Package name can be at most 200 characters'))),
    packageDesc: loose,
    packageTotal: loose,
    packageImage: loose,
    inPackage: loose,
    BookingDate: dateNotBeforeToday('Event date', 'Please select event date'),
    /** The event's pincode when known: only services whose vendor comes there are offered and auto-picked. */
    pincode: optionalPincode,
    packageItems: v.pipe(v.array(packageItemSchema, SELECT_ONE_PRODUCT), v.maxLength(50, 'Too many services selected')),
  }),
  v.check((x) => x.packageItems.some((item) => item.productDetails.length > 0), SELECT_ONE_PRODUCT),
);

/** The package checkout form fields. */
export const packageCheckoutFormSchema = v.object({
  Bookingfor: requiredText('Booking For', 100, ENTER_BOOKING_PURPOSE),
  bookingAddressId: addressChoice(SELECT_BOOKING_ADDRESS),
  gst_no: gstNumber(),
});

/** POST /packageBooking: the form plus (optionally) the package; without it the stored package cart is booked. */
export const packageBookingSchema = v.looseObject({
  ...packageCheckoutFormSchema.entries,
  lat: coordinate('Latitude', 90),
  lon: coordinate('Longitude', 180),
  address: optionalText('Address', 300),
  package: v.optional(v.unknown()),
  /** Pay the whole package now (default) or its advance now and the balance later, like a service order. */
  PaymentType: v.optional(v.picklist(['full', 'advance'], 'Select payment type'), 'full'),
});

export type PackageCartInput = v.InferInput<typeof packageCartSchema>;
export type PackageCartData = v.InferOutput<typeof packageCartSchema>;
export type PackageCheckoutFormInput = v.InferInput<typeof packageCheckoutFormSchema>;
export type PackageBookingInput = v.InferInput<typeof packageBookingSchema>;
export type PackageBookingData = v.InferOutput<typeof packageBookingSchema>;
