import { balanceDue, toRupees } from '@utsav/domain/pricing';

/** Booking detail (product §3) — customer invoice; the vendor detail adds commission fields. */
export function bookingDetail(b: Record<string, unknown>) {
  const paise = (k: string) => Number(b[k]);
  const billing = paise('billing_amt');
  const advance = paise('advance_amt');
  return {
    BookingId: b.id as number,
    BookingNo: b.booking_no as string,
    OrderId: b.order_id as string,
    BillNo: b.bill_no as string,
    CreateDate: b.created_at as string,
    BookingOnDate: b.booking_date as string,
    Status: b.status as number,
    Name: b.name as string,
    Mobile: b.mobile as string,
    Email: b.email as string,
    Address: b.address as string,
    City: b.city as string,
    State: b.state as string,
    Pin: b.pin as string,
    ProductId: b.product_id as number,
    Title: b.title as string,
    BookingAmt: toRupees(paise('booking_amt')),
    Discount: Number(b.discount_per),
    DiscountAmt: toRupees(paise('discount_amt')),
    OfferAmt: toRupees(paise('offer_amt')),
    Gst: Number(b.gst_per),
    GstAmt: toRupees(paise('gst_amt')),
    GstWithMrp: toRupees(paise('gst_with_mrp')),
    distanceKm: Number(b.distance_km),
    travelCharges: toRupees(paise('travel_charges')),
    advance_booking_amount: toRupees(advance),
    RescheduleFeeAmt: toRupees(Number(b.reschedule_fee_amt ?? 0)),
    BillingAmt: toRupees(billing),
    PayableAmt: toRupees(balanceDue(billing, advance)),
    Payment_type: b.payment_type as string,
    BookingFor: b.booking_for as string,
    gst_no: b.gst_no as string,
  };
}
