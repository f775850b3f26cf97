/**
 * "My data" for customers and vendors (docs/privacy.md): the export (everything about the account, and links to its
 * invoices as PDF; with the stored documents for the ZIP download), consents and their withdrawal, and erasure — each write in one transaction, each request written
 * to the register the operator reads (data_requests).
 */
import { PRIVACY_NOTICE_VERSION, type Withdrawable } from '@utsav/domain/schemas/privacy';
import type { Db, Queryable } from '../db/client';
import {
  consentsOf,
  customerConsentFlags,
  customerEmail,
  lockVendorRow,
  dataRequestsOf,
  recordConsent,
  recordDataRequest,
  withdrawConsents,
  type AccountKind,
} from '../data/consents';
import { customerDataRows, vendorDataRows } from '../data/personal-data';
import {
  customerIdentifiers,
  customerOpenBookingCount,
  dropContactKeyedRows,
  eraseCustomerRows,
  eraseVendorRows,
  stopMessagesTo,
  sweepIdentifiers,
  vendorIdentifiers,
  vendorOpenWork,
} from '../data/erasure';
import { ledgerTotals } from '../data/vendor-ledger';
import { redactStoredDocuments } from '../documents/stored-documents';
import { storedDocumentsOfCustomer } from '../data/stored-documents';
import { setWhatsappOptIn, unsubscribeNewsletter } from '../data/messages';
import { type Keyed, msg, render } from '../lib/server-messages';

/** Bookings that keep a customer's account: see data/erasure customerOpenBookingCount. */
export const customerOpenBookings = customerOpenBookingCount;

/** Where the export points for an invoice's PDF (GET, the customer's own token). */
export const invoicePdfPath = (bookingId: number | string) => `/api/account/my-data/invoices/${bookingId}`;

/** The customer's export, written to the requests register (in the caller's transaction). */
async function customerExport(tx: Queryable, userId: number) {
  const d = await customerDataRows(tx, userId);
  await recordDataRequest(tx, { kind: 'customer', accountId: userId, request: 'export', state: 'completed' });
  return {
    ExportedAt: new Date().toISOString(),
    Account: 'customer' as const,
    NoticeVersion: PRIVACY_NOTICE_VERSION,
    Profile: d.profile ?? {},
    Addresses: d.addresses,
    Bookings: d.bookings,
    PackageBookings: d.packageBookings,
    PaymentOrders: d.paymentOrders,
    Payments: d.payments,
    Refunds: d.refunds,
    Invoices: d.invoices.map((i) => ({ ...i, pdf: invoicePdfPath(String(i.booking_id)) })),
    Messages: d.messages,
    Reviews: d.reviews,
    Enquiries: d.enquiries,
    Cart: d.cart,
    Newsletter: d.newsletter,
    Consents: await consentsOf(tx, 'customer', userId),
    DataRequests: await dataRequestsOf(tx, 'customer', userId),
  };
}

export const exportCustomerData = (db: Db, userId: number) => db.transaction((tx) => customerExport(tx, userId));

/**
 * "Download my data" as a ZIP (privacy/my-data-archive): the export and the stored documents of the customer's
 * bookings, read in the one transaction that records the request.
 */
export const exportCustomerArchive = (db: Db, userId: number) =>
  db.transaction(async (tx) => ({
    data: await customerExport(tx, userId),
    documents: await storedDocumentsOfCustomer(tx, userId),
  }));

/** The vendor's export, written to the requests register (in the caller's transaction). */
async function vendorExport(tx: Queryable, vendorId: number) {
  const d = await vendorDataRows(tx, vendorId);
  await recordDataRequest(tx, { kind: 'vendor', accountId: vendorId, request: 'export', state: 'completed' });
  return {
    ExportedAt: new Date().toISOString(),
    Account: 'vendor' as const,
    NoticeVersion: PRIVACY_NOTICE_VERSION,
    Profile: d.profile ?? {},
    Services: d.services,
    Bookings: d.bookings,
    Ledger: d.ledger,
    Payouts: d.payouts,
    Messages: d.messages,
    Consents: await consentsOf(tx, 'vendor', vendorId),
    DataRequests: await dataRequestsOf(tx, 'vendor', vendorId),
  };
}

export const exportVendorData = (db: Db, vendorId: number) => db.transaction((tx) => vendorExport(tx, vendorId));

/** Consent given after reading the notice (the sign-up forms send it with the sign-up; checkout sends it here). */
export async function giveConsent(
  q: Queryable,
  c: {
    kind: AccountKind;
    accountId: number;
    purpose: 'account' | 'checkout' | 'whatsapp' | 'newsletter';
    lang: 'en' | 'hi';
    source: 'signup' | 'vendor-signup' | 'checkout' | 'account';
  },
) {
  await recordConsent(q, { ...c, version: PRIVACY_NOTICE_VERSION });
}

/** The consents a customer can withdraw, as they stand now. */
export const customerConsentState = customerConsentFlags;

/** Withdraws a consent: WhatsApp messages stop, the newsletter subscription ends; the withdrawal is recorded. */
export async function withdrawCustomerConsent(db: Db, userId: number, purpose: Withdrawable) {
  return db.transaction(async (tx) => {
    if (purpose === 'whatsapp') await setWhatsappOptIn(tx, userId, false);
    else {
      const email = await customerEmail(tx, userId);
      if (email) await unsubscribeNewsletter(tx, email);
    }
    await withdrawConsents(tx, 'customer', userId, purpose);
    return customerConsentState(tx, userId);
  });
}

/**
 * Erases a customer (docs/privacy.md#erasure): personal fields blanked, sessions ended (token_version), queued
 * messages stopped, codes, throttles, carts and the newsletter dropped, the stored invoices, credit notes and
 * receipts re-rendered without the person, then the sweep; invoices and the ledger stay with what the tax law needs.
 * One transaction: nothing is half-erased.
 */
export async function eraseCustomer(db: Db, userId: number): Promise<{ requestId: number; messagesStopped: number }> {
  return db.transaction(async (tx) => {
    const ids = await customerIdentifiers(tx, userId);
    const messagesStopped = await stopMessagesTo(tx, { userId, contacts: ids });
    await dropContactKeyedRows(tx, 'customer', ids);
    await eraseCustomerRows(tx, userId);
    // After the user row is stamped erased: the stored documents' trigger allows their one change only then.
    const documents = await redactStoredDocuments(tx, userId, ids);
    const columns = await sweepIdentifiers(tx, ids);
    const requestId = await recordDataRequest(tx, {
      kind: 'customer',
      accountId: userId,
      request: 'erasure',
      state: 'completed',
      detail: `messages stopped: ${messagesStopped}; stored documents re-rendered without the person: ${documents}; copies swept in ${columns} column(s)`,
    });
    return { requestId, messagesStopped };
  });
}

export type VendorErasure = { erased: true; requestId: number } | { erased: false; reason: Keyed };

export const VENDOR_OWED = msg('privacy.vendorOwed');
export const VENDOR_OPEN = msg('privacy.vendorOpen');

/** Erases a vendor after its last payout and its last booking; otherwise refuses, and records the refusal. */
export async function eraseVendor(db: Db, vendorId: number): Promise<VendorErasure> {
  return db.transaction(async (tx) => {
    // The vendor row is locked so a payout or a booking cannot land half-way.
    await lockVendorRow(tx, vendorId);
    const owed = (await ledgerTotals(tx, vendorId)).receivable;
    const { openBookings } = await vendorOpenWork(tx, vendorId);
    const reason = owed > 0 ? VENDOR_OWED : openBookings > 0 ? VENDOR_OPEN : null;
    if (reason) {
      await recordDataRequest(tx, {
        kind: 'vendor',
        accountId: vendorId,
        request: 'erasure',
        state: 'refused',
        // Stored records are written in English (docs/i18n.md "Server messages").
        detail: render('en', reason),
      });
      return { erased: false, reason };
    }
    const ids = await vendorIdentifiers(tx, vendorId);
    await stopMessagesTo(tx, { vendorId, contacts: ids });
    await dropContactKeyedRows(tx, 'vendor', ids);
    await eraseVendorRows(tx, vendorId);
    const columns = await sweepIdentifiers(tx, ids);
    const requestId = await recordDataRequest(tx, {
      kind: 'vendor',
      accountId: vendorId,
      request: 'erasure',
      state: 'completed',
      detail: `copies swept in ${columns} column(s)`,
    });
    return { erased: true, requestId };
  });
}
