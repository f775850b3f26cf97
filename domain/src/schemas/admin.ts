/**
 * The operator back office: what its forms and the /api/admin routes accept. One rule in one place: the
 * admin remote's forms and the API parse with these.
 */
import { DECLINE_NOTE_REQUIRED, DECLINE_REASONS, DECLINE_REASON_REQUIRED, declineNote } from './decline-reason';
import * as v from 'valibot';
import { PAGE_SIZE, pageSizeSchema } from './page-size';
import { amount, decimalNumber, email, id, isoDate, optionalText, present, requiredText, todayIso } from './fields';

export const VENDOR_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const BOOKING_STATES = [
  'pending_payment',
  'confirmed',
  'completed',
  'expired',
  'declined',
  'cancelled',
] as const;

/** Highest commission an operator may set (per cent of the offer price). */
export const MAX_COMMISSION_PERCENT = 50;
/** Rows per page of an admin table. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

export const adminSignInSchema = v.object({
  username: present(
    v.pipe(
      v.string('Please enter your email'),
      v.trim(),
      v.nonEmpty('Please enter your email'),
      v.maxLength(60, 'Email can be at most 60 characters'),
    ),
  ),
  password: present(
    v.pipe(
      v.string('Please enter your password'),
      v.nonEmpty('Please enter your password'),
      v.maxLength(50, 'Password can be at most 50 characters'),
    ),
  ),
});

/**
 * The page cursor of an admin table (keyset pages): `Page.next` of the previous reply, opaque to the
 * client; '' (or absent) for the first page. The API refuses one it did not write.
 */
const after = v.optional(
  v.pipe(
    v.string('after must be a page cursor'),
    v.trim(),
    v.maxLength(600, 'Invalid page cursor'),
    v.regex(/^[A-Za-z0-9_-]*$/, 'Invalid page cursor'),
  ),
  '',
);
// The one page-size rule of every paged list.
const pageSize = present(pageSizeSchema);
const optionalDate = (label: string) => v.optional(v.union([v.literal(''), isoDate(label)]), '');

/** Column sorts of the admin tables: a key, '-' in front for descending ('' = the table's default order). */
export const BOOKING_SORTS = ['placed', '-placed', 'event', '-event', 'billing', '-billing'] as const;
export const VENDOR_SORTS = ['name', '-name', 'joined', '-joined'] as const;
export const PACKAGE_BOOKING_SORTS = ['placed', '-placed', 'event', '-event', 'total', '-total'] as const;

/** GET /api/admin/vendors query. */
export const adminVendorsQuerySchema = v.object({
  q: v.optional(optionalText('Search', 60), ''),
  status: v.optional(v.picklist(['', ...VENDOR_STATUSES], 'Unknown vendor status'), ''),
  sort: v.optional(v.picklist(['', ...VENDOR_SORTS], 'Unknown sort'), ''),
  after,
  limit: v.optional(pageSize, PAGE_SIZE),
});

/** POST /api/admin/vendors/:id/status — a suspension needs a reason (it is shown in the audit log). */
export const vendorStatusChangeSchema = v.pipe(
  v.object({
    status: v.picklist(['approved', 'suspended'], 'Choose approve or suspend'),
    reason: v.optional(optionalText('Reason', 300), ''),
  }),
  v.check((x) => x.status !== 'suspended' || x.reason.trim() !== '', 'Please give a reason for the suspension'),
);

/**
 * POST /api/admin/vendors/:id/commission. The one decimal rule (fields `decimalNumber` for GST; issue
 * 32.6 here): JSON numbers or decimal text only — '0x10' (was 16 %), '0b11' (3 %), '1e1', 'Infinity' and '' are
 * refused with COMMISSION_NOT_A_NUMBER.
 */
export const COMMISSION_NOT_A_NUMBER = 'Commission must be a number (digits and at most one dot, e.g. 12.5)';
export const commissionSchema = v.object({
  percent: present(
    v.pipe(
      v.union([v.number(), v.string()], COMMISSION_NOT_A_NUMBER),
      v.transform((x) => decimalNumber(x)),
      v.check((x) => Number.isFinite(x), COMMISSION_NOT_A_NUMBER),
      v.check((x) => Number.isNaN(x) || Math.round(x * 100) === x * 100, 'Commission can have at most 2 decimals'),
      v.minValue(0, 'Commission cannot be negative'),
      v.maxValue(MAX_COMMISSION_PERCENT, `Commission can be at most ${MAX_COMMISSION_PERCENT} %`),
    ),
  ),
  reason: v.optional(optionalText('Reason', 300), ''),
});

/** POST /api/admin/products/:id/moderation — hiding a service needs a reason. */
export const moderationSchema = v.pipe(
  v.object({
    hidden: v.boolean('hidden must be true or false'),
    reason: v.optional(optionalText('Reason', 300), ''),
  }),
  v.check((x) => !x.hidden || x.reason.trim() !== '', 'Please give a reason for hiding the service'),
);

/** GET /api/admin/enquiries query. */
export const adminEnquiriesQuerySchema = v.object({
  open: v.optional(v.picklist(['', '0', '1'], 'open must be 0 or 1'), ''),
  after,
  limit: v.optional(pageSize, PAGE_SIZE),
});

/** POST /api/admin/enquiries/:id/answer. */
export const enquiryAnswerSchema = v.object({ note: requiredText('Note', 1000, 'Please write what was answered') });

/** POST /api/admin/payouts — paid on a day not in the future. */
export const payoutSchema = v.object({
  vendorId: id('Vendor'),
  amount: amount('Amount'),
  reference: requiredText('Reference', 60, 'Please enter the payment reference'),
  paidOn: present(
    v.pipe(
      isoDate('Paid on', 'Please enter the payment date'),
      v.check((x) => x <= todayIso(), 'Paid on cannot be in the future'),
    ),
  ),
});

export const BOOKING_SEARCH_INVALID = "Search by booking number, order id or the customer's mobile number";

/**
 * What the operator typed in the bookings search, read as each thing it may be: a reference (booking
 * number `BK…`, order id `OD…`/`PK…`; case, spaces and dashes do not matter) and, when it can be one, a 10-digit
 * Indian mobile (a leading +91, 91 or 0 is dropped). Exact matches only: a booking is found by what identifies it.
 */
export function bookingSearchTerm(q: string): { ref: string; mobile: string | null } {
  const compact = q.replace(/[\s-]/g, '');
  const digits = compact.replace(/^\+/, '');
  const mobile = /^(?:91|0)?([6-9]\d{9})$/.exec(digits)?.[1] ?? null;
  return { ref: compact.toUpperCase(), mobile };
}

const bookingSearch = v.optional(
  v.pipe(
    v.string(BOOKING_SEARCH_INVALID),
    v.trim(),
    v.maxLength(30, 'Search can be at most 30 characters'),
    v.regex(/^[A-Za-z0-9 +-]*$/, BOOKING_SEARCH_INVALID),
  ),
  '',
);

/** The bookings' filter form (mf-admin): `q` — a booking number, order id or customer mobile — and filters. */
export const adminBookingsFilterSchema = v.object({
  q: bookingSearch,
  state: v.optional(v.picklist(['', ...BOOKING_STATES], 'Unknown booking state'), ''),
  from: optionalDate('From'),
  to: optionalDate('To'),
  city: v.optional(optionalText('City', 60), ''),
});

/** GET /api/admin/bookings query: the filter form's, a vendor, the sort and the page. */
export const adminBookingsQuerySchema = v.pipe(
  v.object({
    ...adminBookingsFilterSchema.entries,
    vendorId: v.optional(v.union([v.literal(''), id('Vendor')]), ''),
    sort: v.optional(v.picklist(['', ...BOOKING_SORTS], 'Unknown sort'), ''),
    after,
    limit: v.optional(pageSize, PAGE_SIZE),
  }),
  v.check((x) => !x.from || !x.to || x.from <= x.to, 'From must be on or before To'),
);

/** POST /api/admin/bookings/:id/cancel — on behalf of either side; the policy's refund or another amount; always a reason. */
export const adminCancelSchema = v.pipe(
  v.object({
    onBehalfOf: present(v.picklist(['customer', 'vendor'], 'Choose on whose behalf the booking is cancelled')),
    refund: present(v.picklist(['policy', 'override'], 'Choose the policy refund or another amount')),
    amount: v.optional(
      v.union([v.literal(''), amount('Refund amount')], 'Refund amount can contain digits and a dot only'),
      '',
    ),
    reason: requiredText('Reason', 300, 'Please give a reason'),
    /** On the vendor's behalf: the reason the customer is told (docs/decline-reasons.md); '' = none. */
    declineReason: v.optional(v.picklist(['', ...DECLINE_REASONS], DECLINE_REASON_REQUIRED), ''),
    declineNote: v.optional(declineNote, ''),
  }),
  v.forward(
    v.partialCheck(
      [['refund'], ['amount']],
      (x) => x.refund !== 'override' || x.amount !== '',
      'Please enter the refund amount',
    ),
    ['amount'],
  ),
  v.forward(
    v.partialCheck(
      [['declineReason'], ['declineNote']],
      (x) => x.declineReason !== 'other' || x.declineNote !== '',
      DECLINE_NOTE_REQUIRED,
    ),
    ['declineNote'],
  ),
);
export type AdminCancelInput = v.InferOutput<typeof adminCancelSchema>;

/** The package bookings' filter form (mf-admin): the bookings' filters but the search. */
export const adminPackageBookingsFilterSchema = v.omit(adminBookingsFilterSchema, ['q']);

/** GET /api/admin/package-bookings query: like the bookings' (a package has several vendors: no vendor filter). */
export const adminPackageBookingsQuerySchema = v.pipe(
  v.object({
    ...adminPackageBookingsFilterSchema.entries,
    sort: v.optional(v.picklist(['', ...PACKAGE_BOOKING_SORTS], 'Unknown sort'), ''),
    after,
    limit: v.optional(pageSize, PAGE_SIZE),
  }),
  v.check((x) => !x.from || !x.to || x.from <= x.to, 'From must be on or before To'),
);

/** GET /api/admin/audit query. */
export const adminPageQuerySchema = v.object({ after, limit: v.optional(pageSize, PAGE_SIZE) });

export { email as adminEmail };
