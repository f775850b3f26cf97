/**
 * English texts of every message: one catalogue for the language, a section per template key. The
 * templates (with the domain that owns each event) fill in the record's figures; money is already formatted
 * (rupees to the paisa), dates already in IST. An SMS text is the DLT-registered template with its variables
 * ({#var#}) filled in the order of the WhatsApp parameters, so the two channels say the same.
 */
import { enChanges } from './en-changes';

type S = string;

export const en = {
  layout: {
    footer: 'Utsav — event services, booked. You receive this message because of a booking or account on Utsav.',
    greeting: (name: S) => `Hello ${name},`,
    orderNo: 'Order',
    bookingNo: 'Booking',
    service: 'Service',
    eventDate: 'Event date',
    vendor: 'Vendor',
    customer: 'Customer',
  },
  'order.placed': {
    subject: (order: S) => `Your order ${order} is placed — complete the payment`,
    heading: 'Complete your payment to confirm',
    intro: (order: S, hold: S) =>
      `Your order ${order} is placed and its dates are held for you until ${hold}. Pay now to confirm it; after that the dates are released.`,
    payNow: 'To pay now',
    total: 'Order total',
    action: 'Pay now',
    sms: (order: S, amount: S, hold: S) => `Utsav: order ${order} is placed. Pay ${amount} by ${hold} to confirm it.`,
  },
  'booking.paid': {
    subject: (order: S) => `Payment received — order ${order} is confirmed`,
    heading: 'Payment received, booking confirmed',
    intro: (order: S, amount: S, at: S) =>
      `We received ${amount} for order ${order} on ${at}. Your booking is confirmed.`,
    paid: 'Paid now',
    paymentId: 'Payment reference',
    balance: (booking: S, due: S) => `Balance of ${booking} due by ${due}`,
    action: 'View your order',
    invoiceNote: 'Your GST tax invoice is attached as a PDF (also in My Bookings).',
    sms: (order: S, amount: S, bookings: S) =>
      `Utsav: payment of ${amount} received for order ${order}. Booking ${bookings} confirmed.`,
  },
  'balance.paid': {
    subject: (booking: S) => `Balance received — booking ${booking} is paid in full`,
    heading: 'Balance received',
    intro: (booking: S, amount: S, at: S) =>
      `We received the balance of ${amount} for booking ${booking} on ${at}. It is now paid in full.`,
    paid: 'Balance paid',
    total: 'Paid in total',
    action: 'View your booking',
    invoiceNote: 'Your GST tax invoice, with every payment, is attached as a PDF.',
    sms: (booking: S, amount: S) => `Utsav: balance of ${amount} received for booking ${booking}. It is paid in full.`,
  },
  'vendor.new-booking': {
    subject: (booking: S) => `New booking ${booking}`,
    heading: 'You have a new booking',
    intro: (customer: S, service: S, date: S) => `${customer} booked ${service} for ${date}. It is paid and confirmed.`,
    billing: 'Booking value',
    paid: 'Paid so far',
    action: 'Open your bookings',
    declineNote: (until: S) => `If you cannot take it, decline it by ${until} (the customer is refunded in full).`,
    sms: (booking: S, service: S, date: S) =>
      `Utsav: new booking ${booking} for ${service} on ${date}. Open your Utsav dashboard for details.`,
  },
  'vendor.balance-paid': {
    subject: (booking: S) => `Booking ${booking} is paid in full`,
    heading: 'The balance is paid',
    intro: (booking: S, amount: S) => `The customer paid the balance of ${amount} for booking ${booking}.`,
    action: 'Open your bookings',
    sms: (booking: S, amount: S) => `Utsav: balance of ${amount} received for booking ${booking}.`,
  },
  'booking.declined': {
    subject: (booking: S) => `Booking ${booking} was declined — full refund`,
    heading: 'Your booking was declined',
    intro: (booking: S, service: S, date: S) =>
      `The vendor could not take booking ${booking} (${service} on ${date}). We are sorry.`,
    refund: 'Refund (100 %)',
    creditNotes: 'Credit note',
    refundNote: 'The refund goes back to the account you paid from, usually within 5–7 working days.',
    action: 'Find another vendor',
    reason: (why: S) => `The vendor's reason: ${why}`,
    reasons: {
      date_unavailable: 'the date is not available',
      outside_area: 'the venue is outside their service area',
      event_type: 'they do not serve this type of event',
      other: 'other',
    },
    sms: (booking: S, amount: S, why: S) =>
      `Utsav: booking ${booking} was declined by the vendor (${why}). ${amount} will be refunded in full.`,
  },
  'booking.cancelled': {
    subject: (booking: S) => `Booking ${booking} is cancelled`,
    heading: 'Your booking is cancelled',
    intro: (booking: S, service: S, date: S) => `Booking ${booking} (${service} on ${date}) is cancelled.`,
    refund: (percent: S) => `Refund (${percent} % of what was paid)`,
    noRefund: 'Nothing was paid, so nothing is refunded.',
    creditNotes: 'Credit note',
    creditNoteAttached: 'The GST credit note for the refund is attached as a PDF.',
    refundNote: 'The refund goes back to the account you paid from, usually within 5–7 working days.',
    action: 'View your bookings',
    sms: (booking: S, amount: S) => `Utsav: booking ${booking} is cancelled. Refund: ${amount}.`,
  },
  'vendor.booking-cancelled': {
    subject: (booking: S) => `Booking ${booking} was cancelled by the customer`,
    heading: 'A booking was cancelled',
    intro: (booking: S, service: S, date: S) =>
      `Booking ${booking} (${service} on ${date}) was cancelled by the customer. The date is free again.`,
    action: 'Open your bookings',
    sms: (booking: S, date: S) => `Utsav: booking ${booking} for ${date} was cancelled by the customer.`,
  },
  'reminder.balance-due': {
    subject: (booking: S, due: S) => `Balance of booking ${booking} is due ${due}`,
    heading: 'Your balance is due',
    intro: (booking: S, service: S, date: S, due: S) =>
      `The balance of booking ${booking} (${service} on ${date}) is due ${due}. Pay it to keep the booking.`,
    balance: 'Balance to pay',
    action: 'Pay the balance',
    today: 'today',
    on: (d: S) => `on ${d}`,
    sms: (booking: S, amount: S, due: S) =>
      `Utsav: balance of ${amount} for booking ${booking} is due ${due}. Pay in My Bookings.`,
  },
  'reminder.event': {
    subject: (service: S) => `Tomorrow: ${service}`,
    heading: 'Your event is tomorrow',
    intro: (booking: S, service: S, date: S) => `A reminder: ${service} (booking ${booking}) is on ${date}.`,
    action: 'View your booking',
    sms: (booking: S, service: S, date: S) => `Utsav: reminder, ${service} (booking ${booking}) is on ${date}.`,
  },
  'reminder.review': {
    subject: (service: S) => `How was ${service}?`,
    heading: 'Tell others how it went',
    intro: (service: S) => `We hope your event went well. A short review of ${service} helps other families choose.`,
    action: 'Write a review',
    sms: (service: S) => `Utsav: how was ${service}? Write a short review in My Bookings.`,
  },
  'reminder.package-balance-due': {
    subject: (order: S, due: S) => `Balance of package order ${order} is due ${due}`,
    heading: 'Your package balance is due',
    intro: (order: S, pkg: S, date: S, due: S) =>
      `The balance of package order ${order} (${pkg} on ${date}) is due ${due}. Pay it to keep the package.`,
    balance: 'Balance to pay',
    action: 'Pay the balance',
    today: 'today',
    on: (d: S) => `on ${d}`,
    sms: (order: S, amount: S, due: S) =>
      `Utsav: balance of ${amount} for package order ${order} is due ${due}. Pay in My Bookings.`,
  },
  'reminder.package-event': {
    subject: (pkg: S) => `Tomorrow: ${pkg}`,
    heading: 'Your event is tomorrow',
    intro: (order: S, pkg: S, date: S) => `A reminder: ${pkg} (package order ${order}) is on ${date}.`,
    action: 'View your package order',
    sms: (order: S, pkg: S, date: S) => `Utsav: reminder, ${pkg} (package order ${order}) is on ${date}.`,
  },
  'reminder.package-review': {
    subject: (pkg: S) => `How was ${pkg}?`,
    heading: 'Tell others how it went',
    intro: (pkg: S) => `We hope your event went well. A short review of ${pkg} helps other families choose.`,
    action: 'Open the package',
    sms: (pkg: S) => `Utsav: how was ${pkg}? We hope your event went well; a short review helps other families.`,
  },
  'vendor.approved': {
    subject: 'Your Utsav vendor account is approved',
    heading: 'Welcome to Utsav',
    intro: 'Your vendor account is approved: your services can now be listed and booked.',
    action: 'Open your dashboard',
    sms: (name: S) => `Utsav: ${name}, your vendor account is approved. Your services can now be booked.`,
  },
  'vendor.suspended': {
    subject: 'Your Utsav vendor account is suspended',
    heading: 'Your account is suspended',
    intro: (reason: S) =>
      `Your services are no longer shown on Utsav. Reason: ${reason}. Your existing bookings stay; contact support to resolve this.`,
    sms: (name: S) => `Utsav: ${name}, your vendor account is suspended. Check your email for the reason.`,
  },
  'vendor.payout': {
    subject: (amount: S) => `Payout of ${amount} recorded`,
    heading: 'A payout was made to you',
    intro: (amount: S, on: S, ref: S) => `Utsav paid you ${amount} on ${on} (reference ${ref}).`,
    amount: 'Amount paid out',
    receivable: 'Still receivable',
    action: 'Open your ledger',
    sms: (amount: S, ref: S) => `Utsav: payout of ${amount} recorded, reference ${ref}.`,
  },
  'operator.vendor-waiting': {
    subject: (vendor: S) => `Vendor waiting for approval: ${vendor}`,
    heading: 'A new vendor is waiting for approval',
    intro: (vendor: S, email: S) => `${vendor} (${email}) registered and waits for your approval.`,
    action: 'Review vendors',
    sms: (vendor: S) => `Utsav: vendor ${vendor} waits for approval.`,
  },
  'enquiry.received': {
    subject: (subject: S) => `We received your enquiry about ${subject}`,
    heading: 'Thank you for writing to us',
    intro: (subject: S) => `We received your enquiry about ${subject} and will answer within one working day.`,
    sms: (ref: S) => `Utsav: we received your enquiry ${ref}. We will reply by email.`,
  },
  'enquiry.answered': {
    subject: (subject: S) => `Re: your enquiry about ${subject}`,
    heading: 'We answered your enquiry',
    intro: (subject: S) => `Our answer to your enquiry about ${subject}:`,
    sms: (ref: S) => `Utsav: we answered your enquiry ${ref}. Please check your email.`,
  },
  'package.placed': {
    subject: (order: S) => `Your package order ${order} is placed — complete the payment`,
    heading: 'Complete your payment to confirm',
    intro: (order: S, pkg: S, hold: S) => `Your order ${order} for ${pkg} is placed and held for you until ${hold}.`,
    payNow: 'To pay now',
    total: 'Package total',
    action: 'Pay now',
    sms: (order: S, amount: S, hold: S) =>
      `Utsav: package order ${order} is placed. Pay ${amount} by ${hold} to confirm it.`,
  },
  'package.paid': {
    subject: (order: S) => `Payment received — package order ${order}`,
    heading: 'Payment received',
    intro: (order: S, pkg: S, amount: S, at: S) => `We received ${amount} for ${pkg} (order ${order}) on ${at}.`,
    paid: 'Paid now',
    total: 'Package total',
    balance: 'Balance still due',
    action: 'View your order',
    sms: (order: S, amount: S) => `Utsav: payment of ${amount} received for package order ${order}.`,
  },
  // a booking moved to another date, and package orders cancelled, declined in part or swapped.
  ...enChanges,
  'operator.failures': {
    subject: (count: S, what: S, minutes: S) => `Alert: ${count} ${what} in ${minutes} minutes`,
    heading: 'Failures past the alert threshold',
    delivery: 'message deliveries failed',
    webhook: 'payment webhooks failed',
    intro: (count: S, what: S, from: S, threshold: S, minutes: S) =>
      `${count} ${what} from ${from} (the threshold is ${threshold} in ${minutes} minutes). You get this alert once per window.`,
    latest: 'Latest error',
    actionDelivery: 'Open the messages',
    actionWebhook: 'Open the bookings',
    sms: (count: S, what: S) => `Utsav alert: ${count} ${what}.`,
  },
  'conversation.new-messages': {
    subject: (from: S, service: S) => `New messages from ${from} about ${service}`,
    heading: 'You have new messages',
    intro: (from: S, service: S) =>
      `${from} wrote to you about ${service} on Utsav. Read and answer in your messages; phone numbers, emails and links stay hidden until a booking is paid.`,
    action: 'Open the conversation',
    sms: (from: S, service: S) => `Utsav: new messages from ${from} about ${service}. Open Utsav to reply.`,
  },
  'conversation.quote': {
    subject: (service: S) => `A quote for ${service}`,
    heading: 'The vendor sent you a quote',
    intro: (vendor: S, service: S, date: S, until: S) =>
      `${vendor} quoted ${service} for ${date}. The quote is valid until ${until}; accept it in your messages to book and pay.`,
    total: 'Quoted total',
    action: 'See the quote',
    sms: (vendor: S, service: S, total: S) =>
      `Utsav: ${vendor} sent a quote of ${total} for ${service}. Open Utsav to accept.`,
  },
  newsletter: {
    subject: 'Welcome to the Utsav newsletter',
    heading: 'You are subscribed',
    intro:
      'Thank you for subscribing: we will write about new services, offers and festival dates. You can unsubscribe at any time.',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed from the Utsav newsletter.',
    unknown: 'This unsubscribe link is not valid.',
  },
};

export type Catalogue = typeof en;
