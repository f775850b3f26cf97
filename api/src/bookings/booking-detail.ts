import { balanceDue, toRupees } from '@utsav/domain/pricing';
import type { BookingRecord } from '../data/bookings';

/** Booking detail (product §3) — customer invoice; the vendor detail adds commission fields. */
export function bookingDetail(b: BookingRecord) {
  const billing = Number(b.billing_amt);
  const advance = Number(b.advance_amt);
  return {
    BookingId: b.id,
    BookingNo: b.booking_no,
    OrderId: b.order_id,
    BillNo: b.bill_no,
    CreateDate: b.created_at,
    BookingOnDate: b.booking_date,
    Status: b.status,
    Name: b.name,
    Mobile: b.mobile,
    Email: b.email,
    Address: b.address,
    City: b.city,
    State: b.state,
    Pin: b.pin,
    ProductId: b.product_id,
    Title: b.title,
    BookingAmt: toRupees(Number(b.booking_amt)),
    Discount: Number(b.discount_per),
    DiscountAmt: toRupees(Number(b.discount_amt)),
    OfferAmt: toRupees(Number(b.offer_amt)),
    Gst: Number(b.gst_per),
    GstAmt: toRupees(Number(b.gst_amt)),
    GstWithMrp: toRupees(Number(b.gst_with_mrp)),
    distanceKm: Number(b.distance_km),
    travelCharges: toRupees(Number(b.travel_charges)),
    advance_booking_amount: toRupees(advance),
    RescheduleFeeAmt: toRupees(Number(b.reschedule_fee_amt ?? 0)),
    BillingAmt: toRupees(billing),
    PayableAmt: toRupees(balanceDue(billing, advance)),
    Payment_type: b.payment_type,
    BookingFor: b.booking_for,
    gst_no: b.gst_no,
  };
}
