/**
 * Vendor service form (SPEC §3/§5) — the `productJson` part of POST /vendor/AddProduct and /vendor/UpdateService.
 * name ≤100; operator name ≤100; mobile 10 digits; email ≤70; travel charge per km amount ≤9 digits; short and
 * long description ≤10000; MRP ≤9 digits; discount and GST percentages; pin 6 digits; city letters ≤70; address ≤100.
 * Computed fields (discountAmt, offerAmt, gstAmt, gstAmtWithMrp, payAmt) are accepted but the server recomputes them.
 */
import * as v from 'valibot';
import { MAX_ID, amount, coordinate, email, flag01, indianMobile, optionalText, percentage, pincode, present, requiredText, wholeNumber } from './fields';

/** Farthest service radius a vendor can set (km); 0 or empty = the service travels anywhere. */
export const MAX_SERVICE_RADIUS_KM = 5000;

const optionalNumber = v.optional(v.nullable(v.union([v.number(), v.string()])));

export const vendorServiceSchema = v.object({
  id: optionalNumber,
  serviceId: present(wholeNumber('Please select service type', 1, MAX_ID)),
  name: requiredText('Service name', 100),
  operatorName: requiredText('Operator name', 100),
  mobile: indianMobile('Mobile'),
  email: email(70),
  shortDes: requiredText('Short description', 10000),
  longDes: optionalText('Long description', 10000),
  bookingAmt: v.pipe(amount('MRP'), v.minValue(1, 'MRP must be more than 0')),
  travelcharge: amount('Travel charge per km', false),
  /** Issue 17.6: how far from its pincode the service travels (km); '' = anywhere. */
  serviceRadiusKm: v.optional(wholeNumber(`Service radius must be a whole number of km up to ${MAX_SERVICE_RADIUS_KM}, or empty`, 0, MAX_SERVICE_RADIUS_KM, 0), 0),
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

export type VendorServiceInput = v.InferInput<typeof vendorServiceSchema>;
export type VendorServiceData = v.InferOutput<typeof vendorServiceSchema>;

/** Image upload (SPEC §5): images only, multiple, at least one. `count` is how many files were picked. */
export const IMAGE_REQUIRED = 'Please select at least one image';
export const imageUploadSchema = v.object({
  count: v.pipe(v.number(), v.minValue(1, IMAGE_REQUIRED), v.maxValue(10, 'You can upload at most 10 images at a time')),
});
