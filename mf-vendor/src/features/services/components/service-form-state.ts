/**
 * Vendor service form values (product §3 'Vendor service form') as the inputs hold them (text), the live price
 * preview (product §5 calculations via the one shared pricing module) and the productJson sent to the API.
 */
import { servicePrice, toPaise, toRupees } from '@utsav/domain/pricing';
import type { VendorServiceRecord } from '../../../api/types';

export interface ServiceFormValues {
  id: string;
  serviceId: string;
  name: string;
  operatorName: string;
  mobile: string;
  email: string;
  travelcharge: string;
  /** km from the service's pincode it travels; '' = the default radius (DEFAULT_SERVICE_RADIUS_KM). */
  serviceRadiusKm: string;
  /** The event types the service suits (keys of @utsav/domain/schemas/event-types). */
  eventTypes: string[];
  shortDes: string;
  longDes: string;
  bookingAmt: string;
  discount: string;
  gst: string;
  /** '0' exclusive, '1' inclusive. */
  gst_include_exclude: '0' | '1';
  /** '0' show, '1' hide. */
  amount_hide_show: '0' | '1';
  pin: string;
  city: string;
  state: string;
  country: string;
  address: string;
  lat: string;
  lon: string;
  /** '1' active, '2' inactive (edit only). */
  Status: '1' | '2';
}

export const emptyServiceForm: ServiceFormValues = {
  id: '',
  serviceId: '',
  name: '',
  operatorName: '',
  mobile: '',
  email: '',
  travelcharge: '',
  serviceRadiusKm: '',
  eventTypes: [],
  shortDes: '',
  longDes: '',
  bookingAmt: '',
  discount: '',
  gst: '',
  gst_include_exclude: '0',
  amount_hide_show: '0',
  pin: '',
  city: '',
  state: '',
  country: '',
  address: '',
  lat: '',
  lon: '',
  Status: '1',
};

const text = (x: unknown) => (x === null || x === undefined ? '' : String(x));

export function formFromRecord(r: VendorServiceRecord): ServiceFormValues {
  return {
    id: text(r.id),
    serviceId: text(r.serviceId),
    name: text(r.name),
    operatorName: text(r.operatorName),
    mobile: text(r.mobile),
    email: text(r.email),
    travelcharge: text(r.travelcharge),
    serviceRadiusKm: r.serviceRadiusKm ? String(r.serviceRadiusKm) : '',
    eventTypes: [...(r.eventTypes ?? [])],
    shortDes: text(r.shortDes),
    longDes: text(r.longDes),
    bookingAmt: text(r.bookingAmt),
    discount: text(r.discount),
    gst: text(r.gst),
    gst_include_exclude: Number(r.gst_include_exclude) === 1 ? '1' : '0',
    amount_hide_show: Number(r.amount_hide_show) === 1 ? '1' : '0',
    pin: text(r.pin),
    city: text(r.city),
    state: text(r.state),
    country: r.state ? 'India' : '',
    address: text(r.address),
    lat: text(r.lat),
    lon: text(r.lon),
    Status: Number(r.Status) === 1 ? '1' : '2',
  };
}

/** A number from a text input; '' or garbage → 0. */
function num(x: string): number {
  const n = Number(x);
  return Number.isFinite(n) ? n : 0;
}

export interface PricePreview {
  discountAmt: number;
  offerAmt: number;
  gstAmt: number;
  payAmt: number;
}

/** product §5: discount = MRP × d%; offer = MRP − discount; GST = offer × g%; payable = offer + GST when exclusive, else offer. Rupees. */
export function pricePreview(
  values: Pick<ServiceFormValues, 'bookingAmt' | 'discount' | 'gst' | 'gst_include_exclude'>,
): PricePreview {
  const p = servicePrice({
    mrp: toPaise(num(values.bookingAmt)),
    discountPercent: Math.min(100, Math.max(0, num(values.discount))),
    gstPercent: Math.min(100, Math.max(0, num(values.gst))),
    gstIncluded: values.gst_include_exclude === '1' ? 1 : 0,
  });
  return {
    discountAmt: toRupees(p.discountAmt),
    offerAmt: toRupees(p.offerAmt),
    gstAmt: toRupees(p.gstAmt),
    payAmt: toRupees(p.payableAmt),
  };
}

export interface ProductJson {
  id?: number;
  serviceId: string;
  name: string;
  mobile: string;
  email: string;
  operatorName: string;
  shortDes: string;
  longDes: string;
  bookingAmt: string;
  travelcharge: string;
  serviceRadiusKm: string;
  eventTypes: string[];
  gst: string;
  gst_include_exclude: number;
  gstAmt: number;
  gstAmtWithMrp: number;
  discount: string;
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
}

/** The productJson of product §3; edit sends the id and the chosen Status, add always sends Status 1. */
export function toProductJson(values: ServiceFormValues, mode: 'add' | 'edit'): ProductJson {
  const price = pricePreview(values);
  const coord = (x: string) => (x.trim() === '' || !Number.isFinite(Number(x)) ? null : Number(x));
  return {
    ...(mode === 'edit' ? { id: Number(values.id) } : {}),
    serviceId: values.serviceId,
    name: values.name,
    mobile: values.mobile,
    email: values.email,
    operatorName: values.operatorName,
    shortDes: values.shortDes,
    longDes: values.longDes,
    bookingAmt: values.bookingAmt,
    travelcharge: values.travelcharge,
    serviceRadiusKm: values.serviceRadiusKm,
    eventTypes: values.eventTypes,
    gst: values.gst,
    gst_include_exclude: values.gst_include_exclude === '1' ? 1 : 0,
    gstAmt: price.gstAmt,
    gstAmtWithMrp: price.payAmt,
    discount: values.discount,
    discountAmt: price.discountAmt,
    offerAmt: price.offerAmt,
    payAmt: price.payAmt,
    amount_hide_show: values.amount_hide_show === '1' ? 1 : 0,
    address: values.address,
    city: values.city,
    state: values.state,
    pin: values.pin,
    lat: coord(values.lat),
    lon: coord(values.lon),
    Status: mode === 'edit' ? Number(values.Status) : 1,
  };
}
