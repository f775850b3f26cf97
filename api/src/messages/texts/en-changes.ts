/**
 * English texts of the messages about changes to a booking after it was made: a move to another date (asked,
 * accepted, refused) and a package's changes (cancelled, a part declined, a part swapped). Part of the English
 * catalogue (texts/en.ts), in the same shape: a section per template key.
 */
type S = string;

export const enChanges = {
  'booking.moved': {
    subject: (booking: S, date: S) => `Booking ${booking} is moved to ${date}`,
    heading: 'Your booking has a new date',
    intro: (booking: S, service: S, from: S, to: S) =>
      `Booking ${booking} (${service}) is moved from ${from} to ${to}. The vendor may refuse the new date within 48 hours; your old date then comes back and we tell you.`,
    from: 'Old date',
    to: 'New date',
    fee: 'Reschedule fee',
    bill: 'Booking total now',
    refund: 'Refunded now (price difference)',
    due: 'Balance to pay',
    creditNoteAttached: 'The GST credit note for the refund is attached as a PDF.',
    action: 'View your booking',
    sms: (booking: S, from: S, to: S, fee: S) =>
      `Utsav: booking ${booking} is moved from ${from} to ${to}. Reschedule fee: ${fee}.`,
  },
  'vendor.booking-moved': {
    subject: (booking: S, date: S) => `Booking ${booking} is moved to ${date}`,
    heading: 'A customer moved a booking',
    intro: (booking: S, service: S, from: S, to: S) =>
      `The customer moved booking ${booking} (${service}) from ${from} to ${to}. The old date is free again.`,
    from: 'Old date',
    to: 'New date',
    bill: 'Booking total now',
    fee: 'Reschedule fee (kept by Utsav)',
    refuseNote: (by: S) =>
      `If you cannot take the new date, refuse it in your bookings by ${by}: the old date comes back.`,
    action: 'Open your bookings',
    sms: (booking: S, from: S, to: S, by: S) =>
      `Utsav: booking ${booking} is moved from ${from} to ${to}. Refuse by ${by} if you cannot take it.`,
  },
  'booking.move-refused': {
    subject: (booking: S) => `The vendor refused the new date of booking ${booking}`,
    heading: 'Your booking keeps its old date',
    intro: (booking: S, service: S, refused: S, date: S) =>
      `The vendor of ${service} cannot take ${refused} for booking ${booking}. Your booking is back on ${date}.`,
    declined: (booking: S, service: S, refused: S, date: S) =>
      `The vendor of ${service} cannot take ${refused} for booking ${booking}, and ${date} is no longer free, so the booking is declined and everything paid is refunded.`,
    date: 'Event date',
    refund: 'Refunded now',
    due: 'Balance to pay',
    action: 'View your booking',
    sms: (booking: S, date: S, amount: S) =>
      `Utsav: the vendor refused the new date of booking ${booking}. Event date: ${date}. Refunded: ${amount}.`,
  },
  'vendor.move-refused': {
    subject: (booking: S) => `You refused the new date of booking ${booking}`,
    heading: 'The new date is refused',
    intro: (booking: S, refused: S, date: S) => `Booking ${booking} is not on ${refused}: it is back on ${date}.`,
    declined: (booking: S, refused: S, date: S) =>
      `Booking ${booking} is not on ${refused}, and ${date} was taken meanwhile: the booking is declined and the customer refunded in full.`,
    action: 'Open your bookings',
    sms: (booking: S, date: S) => `Utsav: booking ${booking} is back on ${date}.`,
  },
  'package.cancelled': {
    subject: (order: S) => `Package order ${order} is cancelled`,
    heading: 'Your package order is cancelled',
    intro: (order: S, pkg: S, date: S) => `Package order ${order} (${pkg} on ${date}) is cancelled.`,
    byOperator: 'Utsav cancelled it on your behalf or the vendors\u2019; the reason is in My Bookings.',
    refund: (percent: S) => `Refund (${percent} % of what was paid)`,
    part: (vendor: S, note: S) => `${vendor} \u00b7 credit note ${note}`,
    noRefund: 'No refund is due under the cancellation policy.',
    nothingPaid: 'Nothing was paid, so nothing is refunded.',
    refundNote:
      'The refund goes back to the account you paid from, usually within 5\u20137 working days. Each vendor\u2019s GST credit note is in My Bookings.',
    action: 'View your bookings',
    sms: (order: S, amount: S) => `Utsav: package order ${order} is cancelled. Refund: ${amount}.`,
  },
  'vendor.package-cancelled': {
    subject: (order: S) => `Package order ${order} is cancelled`,
    heading: 'A package order with your services is cancelled',
    intro: (order: S, services: S, date: S) =>
      `Package order ${order} is cancelled: ${services} on ${date}. The date is free again.`,
    refund: 'Refunded from your part',
    creditNote: 'Credit note',
    action: 'Open your package bookings',
    sms: (order: S, date: S, amount: S) =>
      `Utsav: package order ${order} for ${date} is cancelled. Refunded from your part: ${amount}.`,
  },
  'package.item-declined': {
    subject: (order: S) => `A vendor declined a service of package order ${order}`,
    heading: 'A service of your package was declined',
    intro: (order: S, service: S, date: S) =>
      `The vendor of ${service} cannot take ${date} for package order ${order}. That part is refunded in full; the rest of your order stands.`,
    refund: 'Refunded (that part, in full)',
    creditNote: 'Credit note',
    swap: 'You may pick another service of the same group at no extra charge, if one is free on the date.',
    ended: 'No service of your order is left, so the order is closed.',
    action: 'Pick another service',
    reason: (why: S) => `The vendor's reason: ${why}`,
    sms: (order: S, service: S, amount: S, why: S) =>
      `Utsav: ${service} of package order ${order} was declined by the vendor (${why}). Refunded: ${amount}.`,
  },
  'vendor.package-item-declined': {
    subject: (order: S) => `You declined your part of package order ${order}`,
    heading: 'Your part is declined',
    intro: (order: S, service: S, date: S) =>
      `You declined ${service} on ${date} of package order ${order}. The customer is refunded your part in full.`,
    refund: 'Refunded from your part',
    creditNote: 'Credit note',
    action: 'Open your package bookings',
    sms: (order: S, amount: S) =>
      `Utsav: your part of package order ${order} is declined; ${amount} refunded to the customer.`,
  },
  'package.item-swapped': {
    subject: (order: S) => `Package order ${order}: new service added`,
    heading: 'Your package has its new service',
    intro: (order: S, was: S, now: S, date: S) => `${now} replaces ${was} in package order ${order} on ${date}.`,
    rate: 'Its package rate',
    total: 'Package total now',
    due: 'Balance to pay',
    action: 'Pay the balance',
    sms: (order: S, service: S, amount: S) =>
      `Utsav: ${service} is added to package order ${order}. Balance to pay: ${amount}.`,
  },
  'vendor.package-item-added': {
    subject: (order: S) => `New package booking ${order}`,
    heading: 'A package booking for your service',
    intro: (order: S, service: S, date: S) =>
      `${service} on ${date} is added to package order ${order} (in place of a service its vendor declined).`,
    rate: 'Your package rate',
    declineNote: 'If you cannot take it, decline within 48 hours of the customer\u2019s payment for it.',
    action: 'Open your package bookings',
    sms: (order: S, service: S, date: S) => `Utsav: package order ${order}: ${service} on ${date} is booked with you.`,
  },
  'vendor.new-package-booking': {
    subject: (order: S) => `New package booking ${order}`,
    heading: 'Your services are booked in a package',
    intro: (customer: S, pkg: S, date: S) =>
      `${customer} booked ${pkg} for ${date}, with your services below. It is paid and confirmed.`,
    share: 'Your part of the package',
    action: 'Open your bookings',
    declineNote: (until: S) =>
      `If you cannot take it, decline your part by ${until} (the customer is refunded for it in full).`,
    sms: (order: S, services: S, date: S) =>
      `Utsav: new package booking ${order}: ${services} on ${date}. Open your Utsav dashboard for details.`,
  },
  'reminder.vendor-decline': {
    subject: (booking: S, until: S) => `Booking ${booking}: you can decline it until ${until}`,
    heading: 'Last hours to decline',
    intro: (booking: S, service: S, date: S, until: S) =>
      `Booking ${booking} (${service} on ${date}) stands unless you decline it by ${until}. After that you are committed to it.`,
    action: 'Open your bookings',
    sms: (booking: S, until: S) => `Utsav: booking ${booking} can be declined until ${until}; after that it stands.`,
  },
};
