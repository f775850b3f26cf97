/**
 * Vendor service form (product §3/§5) — the `productJson` part of POST /vendor/AddProduct and /vendor/UpdateService.
 * name ≤100; operator name ≤100; mobile 10 digits; email ≤70; travel charge per km amount ≤9 digits; short and
 * long description ≤10000; MRP ≤9 digits; discount and GST percentages; pin 6 digits; city letters ≤70; address ≤100.
 * Computed fields (discountAmt, offerAmt, gstAmt, gstAmtWithMrp, payAmt) are accepted but the server recomputes them.
 */
import * as v from 'valibot';
import { servicePrice, toPaise } from '../pricing';
import {
  MAX_ID,
  amount,
  coordinate,
  email,
  flag01,
  indianMobile,
  optionalText,
  percentage,
  pincode,
  present,
  requiredText,
  safeTitle,
  wholeNumber,
} from './fields';
import { DEFAULT_SERVICE_RADIUS_KM, eventTypesSchema } from './event-types';

/** Farthest service radius a vendor can set (km; all of India); 0 or empty = the default radius (event-types.ts). */
export const MAX_SERVICE_RADIUS_KM = 5000;

const optionalNumber = v.optional(v.nullable(v.union([v.number(), v.string()])));

/**
 * no zero-price bookable service. What the customer pays for a service (after the discount, with GST)
 * must be at least ₹1 — the payment gateway's smallest order (Razorpay: 100 paise). A service at 100 % discount
 * cost ₹0, and its order could neither be paid nor confirmed (the payment answered 500 and held the date).
 */
export const MIN_SERVICE_PRICE_PAISE = 100;
export const SERVICE_PRICE_TOO_LOW =
  'The price after discount must be at least ₹1: lower the discount or raise the MRP';

/** What the customer would pay for the service, in paise, by the shared price math (the server stores the same). */
export const payablePaiseOf = (d: { bookingAmt: number; discount: number; gst: number; gst_include_exclude: number }) =>
  servicePrice({
    mrp: toPaise(d.bookingAmt),
    discountPercent: d.discount,
    gstPercent: d.gst,
    gstIncluded: d.gst_include_exclude === 1 ? 1 : 0,
  }).payableAmt;

const serviceFields = v.object({
  id: optionalNumber,
  serviceId: present(wholeNumber('Please select service type', 1, MAX_ID)),
  name: safeTitle('Service name', 100),
  operatorName: safeTitle('Operator name', 100),
  mobile: indianMobile('Mobile'),
  email: email(70),
  shortDes: requiredText('Short description', 10000),
  longDes: optionalText('Long description', 10000),
  bookingAmt: v.pipe(amount('MRP'), v.minValue(1, 'MRP must be more than 0')),
  travelcharge: amount('Travel charge per km', false),
  /** how far from its pincode the service travels (km); '' = the default radius. */
  serviceRadiusKm: v.optional(
    wholeNumber(
      `Service radius must be a whole number of km from 1 to ${MAX_SERVICE_RADIUS_KM}, or empty for the default ${DEFAULT_SERVICE_RADIUS_KM} km`,
      0,
      MAX_SERVICE_RADIUS_KM,
      0,
    ),
    0,
  ),
  /** the event types the service suits (event-types.ts); absent = unchanged (a new service: from its category). */
  eventTypes: v.optional(eventTypesSchema),
  gst: percentage('GST'),
  gst_include_exclude: flag01('GST include/exclude'),
  discount: percentage('Discount'),
  gstAmt: optionalNumber,
  gstAmtWithMrp: optionalNumber,
  discountAmt: optionalNumber,
  offerAmt: optionalNumber,
  payAmt: optionalNumber,
  amount_hide_show: flag01('Amount show/hide'),
  address: requiredText('Address', 100),
  city: v.pipe(requiredText('City', 70), v.regex(/^[A-Za-z ]+$/, 'City can contain letters only')),
  state: requiredText('State', 70),
  pin: pincode('Pin code'),
  lat: coordinate('Latitude', 90),
  lon: coordinate('Longitude', 180),
  Status: v.optional(wholeNumber('Status must be Active (1) or Inactive (2)', 1, 2, 1), 1),
});

export const vendorServiceSchema = v.pipe(
  serviceFields,
  // Checked once MRP, discount and GST are valid; the message shows beside Discount (the usual cause).
  v.forward(
    v.partialCheck(
      [['bookingAmt'], ['discount'], ['gst'], ['gst_include_exclude']],
      (d) => payablePaiseOf(d) >= MIN_SERVICE_PRICE_PAISE,
      SERVICE_PRICE_TOO_LOW,
    ),
    ['discount'],
  ),
);

export type VendorServiceInput = v.InferInput<typeof vendorServiceSchema>;
export type VendorServiceData = v.InferOutput<typeof vendorServiceSchema>;

/** Image upload (product §5): images only, multiple, at least one. `count` is how many files were picked. */
export const IMAGE_REQUIRED = 'Please select at least one image';
export const imageUploadSchema = v.object({
  count: v.pipe(
    v.number(),
    v.minValue(1, IMAGE_REQUIRED),
    v.maxValue(10, 'You can upload at most 10 images at a time'),
  ),
});
