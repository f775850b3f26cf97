/**
 * What an order page and My Bookings say about money: one pure rule from a
 * booking's payment records to the figures and words shown. Integer paise in, integer paise out.
 *
 * The records are what the payment tables hold for one booking (or one package order): the captured payments
 * allocated to it (`paid`, payment_allocations — a payment that arrived after the hold ran out is allocated too and
 * refunded whole) and its refunds (`refunded`, the refunds rows). Every figure below is derived from those two sums
 * and the booking's own bill; nothing else is read, so a page can never show money the records do not have.
 */

export type MoneyState = 'pending_payment' | 'confirmed' | 'completed' | 'expired' | 'declined' | 'cancelled';

/** One booking (or package order) and its payment records, in paise. */
export interface MoneyRecord {
  state: MoneyState;
  paymentType: 'full' | 'advance';
  /** The whole bill. */
  billing: number;
  /** The advance (0 for a full payment). */
  advance: number;
  /** Sum of the captured payments allocated to it. */
  paid: number;
  /** Sum of its refunds. */
  refunded: number;
}

/** How a booking reads: its state in words and which payment (if any) is open. */
export type MoneyStatus =
  'awaiting_payment' | 'balance_due' | 'paid' | 'completed' | 'cancelled' | 'declined' | 'expired';

export interface MoneyFigures {
  /** Captured towards it (records). */
  paid: number;
  /** Given back (records). */
  refunded: number;
  /** What the customer has paid and kept paid: paid − refunded. */
  net: number;
  /** To pay now to confirm it: the advance or the whole bill, only while it awaits payment. */
  toPay: number;
  /** The balance still owed on a confirmed booking: bill − net. 0 in every other state (nothing payable when closed). */
  due: number;
  status: MoneyStatus;
}

/** The advance of an advance booking, else the whole bill: what confirming it costs. */
export const payNowOf = (r: Pick<MoneyRecord, 'paymentType' | 'advance' | 'billing'>) =>
  r.paymentType === 'advance' && r.advance > 0 ? r.advance : r.billing;

export function moneyFigures(r: MoneyRecord): MoneyFigures {
  const paid = Math.max(0, r.paid);
  const refunded = Math.max(0, Math.min(r.refunded, paid));
  const net = paid - refunded;
  // Awaiting payment: the advance or the whole bill; if money already arrived (a capture not yet applied), only what is left.
  const toPay = r.state === 'pending_payment' ? (net > 0 ? Math.max(0, r.billing - net) : payNowOf(r)) : 0;
  const due = r.state === 'confirmed' ? Math.max(0, r.billing - net) : 0;
  const status: MoneyStatus =
    r.state === 'pending_payment'
      ? 'awaiting_payment'
      : r.state === 'confirmed'
        ? due > 0
          ? 'balance_due'
          : 'paid'
        : r.state;
  return { paid, refunded, net, toPay, due, status };
}

export interface OrderFigures {
  paid: number;
  refunded: number;
  net: number;
  toPay: number;
  due: number;
}

/** An order's figures: the sums of its bookings' figures (the same rule, added up). */
export function orderFigures(records: MoneyRecord[]): OrderFigures {
  const out: OrderFigures = { paid: 0, refunded: 0, net: 0, toPay: 0, due: 0 };
  for (const f of records.map(moneyFigures)) {
    out.paid += f.paid;
    out.refunded += f.refunded;
    out.net += f.net;
    out.toPay += f.toPay;
    out.due += f.due;
  }
  return out;
}

/** The order's headline: what the customer should understand first. */
export type OrderHeadline =
  'awaiting_payment' | 'confirmed' | 'completed' | 'partly_cancelled' | 'cancelled' | 'declined' | 'expired';

export function orderHeadline(records: Pick<MoneyRecord, 'state'>[]): OrderHeadline {
  const states = records.map((r) => r.state);
  if (states.some((s) => s === 'pending_payment')) return 'awaiting_payment';
  const live = states.filter((s) => s === 'confirmed' || s === 'completed');
  if (live.length === states.length) return live.every((s) => s === 'completed') ? 'completed' : 'confirmed';
  if (live.length > 0) return 'partly_cancelled';
  if (states.length > 0 && states.every((s) => s === 'expired')) return 'expired';
  if (states.length > 0 && states.every((s) => s === 'declined')) return 'declined';
  return 'cancelled';
}

export const HEADLINE_TITLES: Record<OrderHeadline, string> = {
  awaiting_payment: 'Complete your payment',
  confirmed: 'Your Order is Confirmed',
  completed: 'Your order is complete',
  partly_cancelled: 'Part of your order was cancelled',
  cancelled: 'This order was cancelled',
  declined: 'The vendor declined this order',
  expired: 'This order has expired',
};

const inr = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A booking's state in the customer's words, with the refund when there was one ("Cancelled — refunded ₹…"). */
export function moneyStatusLabel(f: Pick<MoneyFigures, 'status' | 'refunded'>): string {
  const refund = f.refunded > 0 ? ` — refunded ${inr(f.refunded)}` : '';
  switch (f.status) {
    case 'awaiting_payment':
      return 'Awaiting payment';
    case 'balance_due':
      return 'Balance due';
    case 'paid':
      return 'Confirmed';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return `Cancelled${refund}`;
    case 'declined':
      return `Declined by vendor${refund}`;
    case 'expired':
      return f.refunded > 0 ? `Expired — payment refunded ${inr(f.refunded)}` : 'Expired';
  }
}
