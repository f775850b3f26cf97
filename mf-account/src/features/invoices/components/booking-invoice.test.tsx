import { screen, within } from '@testing-library/react';
import type { BookingDetail } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import BookingInvoice from './booking-invoice';

/** A booking moved twice: ₹500 reschedule fee on a ₹47,250 service at 5 %, paid in full. */
const detail: BookingDetail = {
  BookingId: 9,
  BookingNo: 'BK000009',
  OrderId: 'OD9',
  BillNo: 'INV000009',
  CreateDate: '2026-11-17T04:31:00.000Z',
  BookingOnDate: '2027-01-20',
  Status: 1,
  Name: 'Aarav Sharma',
  Mobile: '9876543210',
  Email: 'a@example.com',
  Address: '1 MG Road',
  City: 'Mumbai',
  State: 'Maharashtra',
  Pin: '400001',
  ProductId: 3,
  Title: 'Marigold Mandap',
  BookingAmt: 45000,
  Discount: 0,
  DiscountAmt: 0,
  OfferAmt: 45000,
  Gst: 5,
  GstAmt: 2250,
  GstWithMrp: 47250,
  distanceKm: 0,
  travelCharges: 0,
  advance_booking_amount: 0,
  RescheduleFeeAmt: 500,
  BillingAmt: 47750,
  PayableAmt: 47750,
  Payment_type: 'full',
  BookingFor: 'Wedding',
  gst_no: '',
  BookingState: 'confirmed',
  StatusLabel: 'Confirmed',
  PaidAmt: 47750,
  DueAmt: 0,
  ToPayAmt: 0,
  RefundedAmt: 0,
  BalanceDueDate: null,
  HoldExpiresAt: null,
  ConfirmedAt: '2026-11-17T04:31:00.000Z',
  CanCancel: false,
  CancelRefundAmt: 0,
  CancelRefundPercent: 0,
  CanDecline: false,
  CanPayBalance: false,
  Document: 'tax_invoice',
  InvoiceIssuedAt: '2026-11-17T04:31:00.000Z',
  Payments: [
    { PaymentId: 'pay_1', Date: '2026-11-17T04:31:00.000Z', Amount: 47250, Method: 'upi', Kind: 'full' },
    { PaymentId: 'pay_2', Date: '2026-11-20T04:31:00.000Z', Amount: 500, Method: 'upi', Kind: 'balance' },
  ],
  Refunds: [],
  CreditNotes: [],
  Seller: {
    Name: 'Shubh Decorators',
    Address: '2 Link Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    Pin: '400002',
    Gstin: '27AAKFS4821L1ZS',
  },
  SacCode: '998596',
};

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it('prints the reschedule fee as its own line with its SAC and GST; the total is the bill; no single GST rate is claimed', async () => {
  // The seller block is the booking's own (Seller); the service's page is not needed for it.
  const server = mockApi()
    .on('GET', '/api/GetOrderDetail', { Status: 'Success', Message: '', Payload: detail })
    .fail('GET', '/api/ProductDetails/{id}', 404, { Status: 'Failed', Message: 'Service not found' });
  renderAt(<BookingInvoice orderId="BK000009" />);
  const fee = await screen.findByTestId('fee-line');
  expect(fee).toHaveTextContent('Reschedule fee');
  expect(fee).toHaveTextContent('998599');
  expect(within(fee).getByText('423.73')).toBeInTheDocument();
  expect(fee).toHaveTextContent('76.2718%');
  expect(fee).toHaveTextContent('500.00');
  const summary = screen.getByTestId('invoice-summary');
  expect(within(summary).getByTestId('invoice-total')).toHaveTextContent('₹47,750.00');
  // 2,250.00 (5 % of the service) + 76.27 (18 % of the fee) = 2,326.27: CGST 1,163.14 + SGST 1,163.13, without a rate.
  expect(within(summary).getByTestId('cgst')).toHaveTextContent(/^CGST₹1,163\.14$/);
  expect(within(summary).getByTestId('sgst')).toHaveTextContent(/^SGST₹1,163\.13$/);
  expect(within(summary).getByTestId('taxable')).toHaveTextContent('₹45,423.73');
  expect(server.calls('GET', '/api/GetOrderDetail')[0]!.query.get('bookingId')).toBe('BK000009');
});

it("a booking made from an accepted quote lists the quote's lines under the service; the total is unchanged", async () => {
  const quoted: BookingDetail = {
    ...detail,
    Quote: {
      QuoteId: 4,
      GstIncluded: false,
      Lines: [
        { Description: 'Veg thali, 300 plates', Quantity: 300, UnitAmt: 450, Amount: 135000 },
        { Description: 'Live counter', Quantity: 1, UnitAmt: 5000, Amount: 5000 },
      ],
    },
  };
  mockApi()
    .on('GET', '/api/GetOrderDetail', { Status: 'Success', Message: '', Payload: quoted })
    .fail('GET', '/api/ProductDetails/{id}', 404, { Status: 'Failed', Message: 'Service not found' });
  renderAt(<BookingInvoice orderId="BK000009" />);
  const lines = await screen.findAllByTestId('quote-line');
  expect(lines.map((l) => l.textContent)).toEqual([
    'Veg thali, 300 plates, 300 × ₹450.00 = ₹1,35,000.00 (quoted)',
    'Live counter, 1 × ₹5,000.00 = ₹5,000.00 (quoted)',
  ]);
  expect(within(screen.getByTestId('invoice-summary')).getByTestId('invoice-total')).toHaveTextContent('₹47,750.00');
});
