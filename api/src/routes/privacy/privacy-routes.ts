/**
 * "My data" under the DPDP Act 2023 (docs/privacy.md): a customer's and a vendor's export (JSON, or one ZIP file with
 * the stored documents), consents and their withdrawal, account deletion, the invoices of an export as PDF, and the
 * operator's register of data requests.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import {
  PRIVACY_NOTICE_VERSION,
  consentSchema,
  deleteAccountSchema,
  withdrawSchema,
} from '@utsav/domain/schemas/privacy';
import { requireCustomer, requireVendor, userOf } from '../../lib/auth';
import { AccountThrottle } from '../../lib/throttle';
import { checkPassword } from '../../lib/passwords';
import { badRequest, conflict, forbidden, intId, notFound, ok } from '../../lib/http';
import { langOf, msg, t } from '../../lib/server-messages';
import { customerPasswordHash } from '../../data/accounts';
import { vendorPasswordHash, vendorStanding } from '../../data/vendors';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import type { FastifyRequest } from 'fastify';
import { consentsOf, dataRequestPage } from '../../data/consents';
import { setWhatsappOptIn } from '../../data/messages';
import { recordAudit } from '../../data/audit';
import { bookingOwner } from '../../data/message-records';
import { bookingDocumentFile } from '../../documents/stored-documents';
import {
  customerConsentState,
  customerOpenBookings,
  eraseCustomer,
  eraseVendor,
  exportCustomerArchive,
  exportCustomerData,
  exportVendorData,
  giveConsent,
  withdrawCustomerConsent,
} from '../../privacy/personal-data';
import { archiveFileName, myDataArchive } from '../../privacy/my-data-archive';
import { Envelope, reply } from '../../contract/envelope';
import * as P from '../../contract/privacy';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { pathParams } from '../../contract/queries';
import { doc, type RouteContext } from '../context';
import { adminDoc, operatorOnly } from '../admin/admin-shared';

export const WRONG_PASSWORD = msg('privacy.wrongPassword');
export const CUSTOMER_OPEN = msg('privacy.customerOpen');

const adminRequestsQuery = v.object({
  kind: v.optional(v.picklist(['', 'export', 'erasure'], 'Choose export or erasure')),
  state: v.optional(v.picklist(['', 'completed', 'refused'], 'Choose completed or refused')),
});

/** The reply of a "download my data" ZIP (docs/privacy.md#access). */
const archiveReply = {
  response: {
    200: {
      description: 'A ZIP file: my-data.json (the JSON export) and the stored documents as PDFs',
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    },
  },
};

function sendArchive(res: FastifyReply, filename: string, zip: Uint8Array) {
  return res
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
}

export async function privacyRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const customer = { preValidation: requireCustomer };
  // A suspended vendor keeps reading its data (the right of access) but cannot delete the account while suspended
  // (the suspension's matter is open): the same 403 with the reason as the other vendor writes.
  const vendor = { preValidation: requireVendor };
  const activeVendor = {
    preValidation: [
      requireVendor,
      async (req: FastifyRequest) => {
        const standing = await vendorStanding(db, userOf(req).id);
        if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
      },
    ],
  };
  const passwords = new AccountThrottle(db);

  const consentReply = async (userId: number) => ({
    NoticeVersion: PRIVACY_NOTICE_VERSION,
    ...(await customerConsentState(db, userId).then((s) => ({ Whatsapp: s.whatsapp, Newsletter: s.newsletter }))),
    Records: await consentsOf(db, 'customer', userId),
  });

  app.get(
    '/account/my-data',
    {
      ...customer,
      // A read that records the request (data_requests): nothing a cache depends on.
      config: { changes: [] as const },
      ...doc(
        'account',
        'Download my data: everything stored about the signed-in customer (JSON), invoices as links to their PDFs',
        'customer',
        reply(Envelope(P.CustomerDataExport)),
      ),
    },
    async (req, res) => {
      res.header('cache-control', 'no-store');
      return ok(await exportCustomerData(db, userOf(req).id));
    },
  );

  app.get(
    '/account/my-data/archive',
    {
      ...customer,
      config: { changes: [] as const },
      ...doc(
        'account',
        'Download my data as one ZIP: my-data.json (the JSON export) and every stored invoice, credit note and receipt as sent',
        'customer',
        archiveReply,
      ),
    },
    async (req, res) => {
      const { data, documents } = await exportCustomerArchive(db, userOf(req).id);
      // my-data.json holds what the JSON route answers: the same reply schema serializes it.
      const json = res.serializeInput(data, P.CustomerDataExport);
      return sendArchive(res, archiveFileName('utsav-my-data', data.ExportedAt), myDataArchive(json, documents));
    },
  );

  app.get(
    '/account/my-data/invoices/:id',
    {
      ...customer,
      ...doc('account', "One of the customer's invoices (or order summary) as PDF", 'customer', {
        ...params(pathParams('id')),
        response: {
          200: {
            description: 'The document (a PDF)',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      }),
    },
    async (req, res) => {
      const id = intId(req.params.id ?? '', 'booking', 404);
      // Another customer's booking answers exactly like a missing one.
      if ((await bookingOwner(db, id)) !== userOf(req).id) throw notFound('Booking not found');
      const file = await bookingDocumentFile(db, id);
      if (!file) throw notFound('Booking not found');
      return res
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.get(
    '/account/consents',
    {
      ...customer,
      ...doc(
        'account',
        "The customer's consents: WhatsApp and newsletter as they stand, and every consent recorded",
        'customer',
        reply(Envelope(P.ConsentState)),
      ),
    },
    async (req) => ok(await consentReply(userOf(req).id)),
  );

  app.post(
    '/account/consents',
    {
      ...customer,
      config: { changes: [] as const },
      ...doc(
        'account',
        'Records a consent given after reading the privacy notice: {purpose, noticeVersion}',
        'customer',
        {
          ...body(consentSchema),
          ...reply(Envelope(P.ConsentState)),
        },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const purpose = req.body.purpose;
      await db.transaction(async (tx) => {
        await giveConsent(tx, {
          kind: 'customer',
          accountId: user.id,
          purpose,
          lang: langOf(req),
          source: purpose === 'checkout' ? 'checkout' : 'account',
        });
        if (purpose === 'whatsapp') await setWhatsappOptIn(tx, user.id, true);
      });
      return ok(await consentReply(user.id), t(req, 'privacy.consentRecorded'));
    },
  );

  app.post(
    '/account/consents/withdraw',
    {
      ...customer,
      config: { changes: [] as const },
      ...doc('account', 'Withdraws a consent: {purpose: whatsapp | newsletter}', 'customer', {
        ...body(withdrawSchema),
        ...reply(Envelope(P.ConsentState)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      await withdrawCustomerConsent(db, user.id, req.body.purpose);
      return ok(await consentReply(user.id), t(req, 'privacy.consentWithdrawn'));
    },
  );

  app.post(
    '/account/delete',
    {
      ...customer,
      // Sessions end (accounts); the name on the customer's reviews changes (catalog).
      config: { changes: ['accounts', 'catalog'] as const },
      ...doc(
        'account',
        'Deletes the signed-in customer: {password, confirm: "DELETE"}. Personal data erased, invoices kept for tax',
        'customer',
        { ...body(deleteAccountSchema), ...reply(Envelope(P.Erased)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const hash = await customerPasswordHash(db, user.id);
      const right = await passwords.attempt(`customer-delete:${user.id}`, async () =>
        hash ? checkPassword(req.body.password, hash) : false,
      );
      if (!right) throw badRequest(WRONG_PASSWORD);
      if ((await customerOpenBookings(db, user.id)) > 0) throw conflict(CUSTOMER_OPEN);
      const r = await eraseCustomer(db, user.id);
      return ok({ Erased: true as const, RequestId: r.requestId }, t(req, 'privacy.accountDeleted'));
    },
  );

  app.get(
    '/vendor/my-data',
    {
      ...vendor,
      config: { changes: [] as const },
      ...doc(
        'vendor',
        "Download my data: everything stored about the signed-in vendor (JSON; its customers' details left out)",
        'vendor',
        reply(Envelope(P.VendorDataExport)),
      ),
    },
    async (req, res) => {
      res.header('cache-control', 'no-store');
      return ok(await exportVendorData(db, userOf(req).id));
    },
  );

  app.get(
    '/vendor/my-data/archive',
    {
      ...vendor,
      config: { changes: [] as const },
      ...doc(
        'vendor',
        'Download my data as one ZIP: my-data.json (the JSON export); vendors have no stored documents of their own',
        'vendor',
        archiveReply,
      ),
    },
    async (req, res) => {
      const data = await exportVendorData(db, userOf(req).id);
      // The invoices of a vendor's bookings are issued to its customers and print them: they stay out, like the
      // customers' details stay out of the JSON.
      const json = res.serializeInput(data, P.VendorDataExport);
      return sendArchive(res, archiveFileName('utsav-vendor-data', data.ExportedAt), myDataArchive(json, []));
    },
  );

  app.post(
    '/vendor/delete',
    {
      ...activeVendor,
      config: { changes: ['accounts', 'catalog'] as const },
      ...doc(
        'vendor',
        'Deletes the signed-in vendor after its last payout and booking: {password, confirm: "DELETE"}; 409 otherwise',
        'vendor',
        { ...body(deleteAccountSchema), ...reply(Envelope(P.Erased)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const hash = await vendorPasswordHash(db, user.id);
      const right = await passwords.attempt(`vendor-delete:${user.id}`, async () =>
        hash ? checkPassword(req.body.password, hash) : false,
      );
      if (!right) throw badRequest(WRONG_PASSWORD);
      const r = await eraseVendor(db, user.id);
      if (!r.erased) throw conflict(r.reason);
      return ok({ Erased: true as const, RequestId: r.requestId }, t(req, 'privacy.accountDeleted'));
    },
  );

  app.get(
    '/admin/data-requests',
    {
      ...operatorOnly,
      // Reading the register is itself recorded in the audit log (who looked at whose requests, and when).
      config: { changes: [] as const },
      ...adminDoc('Export and erasure requests, newest first (200 at most): ?kind=export|erasure, ?state', {
        ...query(adminRequestsQuery),
        ...reply(Envelope(Type.Array(P.AdminDataRequestRow))),
      }),
    },
    async (req) => {
      const rows = await dataRequestPage(db, { kind: req.query.kind, state: req.query.state, limit: 200 });
      await recordAudit(db, {
        operatorId: userOf(req).id,
        action: 'view',
        entity: 'data_requests',
        entityId: '*',
        before: null,
        after: { kind: req.query.kind ?? '', state: req.query.state ?? '', rows: rows.length },
      });
      return ok(
        rows.map((r) => ({
          Id: r.id,
          AccountType: r.account_type,
          AccountId: r.account_id,
          Kind: r.kind,
          State: r.state,
          Detail: r.detail,
          CreatedAt: r.created_at,
          CompletedAt: r.completed_at,
        })),
      );
    },
  );
}
