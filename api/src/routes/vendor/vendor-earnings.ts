/**
 * The vendor's earnings, payouts, monthly statement and payout KYC (docs/payments.md). Every figure is a sum of the
 * vendor's ledger lines and their withheld lines (data/vendor-earnings); the withheld lines of new ledger lines are
 * written first (data/vendor-withheld). A suspended vendor keeps these reads; saving KYC needs an active account.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { toRupees } from '@utsav/domain/pricing';
import { financialYearOf, financialYearRange } from '@utsav/domain/withholding';
import { earningsQuerySchema, monthRange, statementQuerySchema } from '@utsav/domain/schemas/earnings';
import { maskAccount, vendorKycSchema } from '@utsav/domain/schemas/vendor-kyc';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import { requireVendor, userOf } from '../../lib/auth';
import { forbidden, ok } from '../../lib/http';
import { langOf, t } from '../../lib/server-messages';
import { todayIso } from '../../lib/dates';
import { settleStates } from '../../payments/booking-states';
import { deriveWithheld } from '../../data/vendor-withheld';
import { earningsRows, taxByVendor, vendorPayouts, type EarningsRow } from '../../data/vendor-earnings';
import { kycOf, saveKyc } from '../../data/vendor-kyc';
import { vendorStanding } from '../../data/vendors';
import { statementCsv, statementPdf, statementTotals } from '../../payouts/earnings-statement';
import * as E from '../../contract/earnings';
import { Envelope, reply } from '../../contract/envelope';
import { body, query, type ContractTypes } from '../../contract/request';
import { doc, type RouteContext } from '../context';

const rupees = (r: EarningsRow) => ({
  Kind: r.kind,
  BookingId: r.booking_id,
  BookingNo: r.booking_no,
  Title: r.title,
  BookingOnDate: r.booking_date,
  State: r.state,
  Gross: toRupees(r.gross),
  Refunded: toRupees(r.refunded),
  Commission: toRupees(r.commission),
  CommissionGst: toRupees(r.commission_gst),
  TcsCgst: toRupees(r.tcs_cgst),
  TcsSgst: toRupees(r.tcs_sgst),
  TcsIgst: toRupees(r.tcs_igst),
  Tds: toRupees(r.tds),
  Net: toRupees(r.net),
  PayoutIds: r.payout_ids,
});

export async function vendorEarningsRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const readGuard = { preValidation: requireVendor };
  const activeVendorOnly = async (req: FastifyRequest) => {
    const standing = await vendorStanding(db, userOf(req).id);
    if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
  };
  const guard = { preValidation: [requireVendor, activeVendorOnly] };

  /** The ledger settled and every line's withheld lines written before a read. */
  const fresh = async (vendorId: number) => {
    await settleStates(db);
    await deriveWithheld(db, vendorId);
  };

  /** The financial year's TCS and TDS of the vendor up to the end of `month` (or today). */
  const yearOf = async (vendorId: number, month: string | null) => {
    const to = month ? monthRange(month).to : todayIso();
    const fy = financialYearOf(month ? `${month}-01` : to);
    const [row] = await taxByVendor(db, vendorId, financialYearRange(fy).from, month ? to : financialYearRange(fy).to);
    return { fy, row: row! };
  };

  app.get(
    '/vendor/earnings',
    {
      ...readGuard,
      ...doc(
        'vendor',
        'Earnings: per booking gross, refunds, commission, GST on it, TCS, TDS, net (?month=YYYY-MM: that month); the financial year’s TCS/TDS',
        'vendor',
        { ...query(earningsQuerySchema), ...reply(Envelope(E.VendorEarnings)) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const month = req.query.month ?? null;
      await fresh(me.id);
      const range = month ? monthRange(month) : null;
      const rows = await earningsRows(db, me.id, range?.from ?? null, range?.to ?? null);
      const [gross, refunded, commission, commissionGst, cgst, sgst, igst, tds, net] = statementTotals(rows).map(
        toRupees,
      ) as [number, number, number, number, number, number, number, number, number];
      const { fy, row } = await yearOf(me.id, month);
      const kyc = await kycOf(db, me.id);
      return ok({
        Month: month,
        Bookings: rows.map(rupees),
        Totals: {
          Gross: gross,
          Refunded: refunded,
          Commission: commission,
          CommissionGst: commissionGst,
          TcsCgst: cgst,
          TcsSgst: sgst,
          TcsIgst: igst,
          Tds: tds,
          Net: net,
        },
        Year: {
          FinancialYear: fy,
          TcsBase: toRupees(row.tcs_base),
          TcsCgst: toRupees(row.tcs_cgst),
          TcsSgst: toRupees(row.tcs_sgst),
          TcsIgst: toRupees(row.tcs_igst),
          TdsBase: toRupees(row.tds_base),
          Tds: toRupees(row.tds),
        },
        Kyc: kyc?.state ?? 'missing',
        GstRegistered: row.gstin !== '',
      });
    },
  );

  app.get(
    '/vendor/payouts',
    {
      ...readGuard,
      ...doc('vendor', 'Payouts: amount, UTR/reference, date, state and the bookings each settles', 'vendor', {
        ...reply(Envelope(Type.Array(E.VendorPayout))),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const rows = await vendorPayouts(db, me.id);
      return ok(
        rows.map((p) => ({
          Id: p.id,
          Amount: toRupees(p.amount),
          Reference: p.reference,
          State: p.state,
          Period: p.period,
          PaidAt: p.paid_at,
          Bookings: p.booking_nos,
        })),
      );
    },
  );

  app.get(
    '/vendor/earnings/statement',
    {
      ...readGuard,
      ...doc(
        'vendor',
        'The monthly statement: ?month=YYYY-MM&format=csv|pdf&lang=en|hi (default: the request’s language)',
        'vendor',
        {
          ...query(statementQuerySchema),
          response: {
            200: {
              description: 'The statement (text/csv or application/pdf)',
              content: {
                'text/csv': { schema: { type: 'string' } },
                'application/pdf': { schema: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      ),
    },
    async (req, res) => {
      const me = userOf(req);
      const { month, format } = req.query;
      const lang = req.query.lang ?? langOf(req);
      await fresh(me.id);
      const range = monthRange(month);
      const rows = await earningsRows(db, me.id, range.from, range.to);
      const { fy, row } = await yearOf(me.id, month);
      const data = {
        vendor: { name: row.name, gstin: row.gstin, pan: row.pan },
        month,
        financialYear: fy,
        rows,
        year: row,
      };
      const name = `utsav-statement-${month}-${lang}`;
      res.header('cache-control', 'no-store');
      if (format === 'pdf')
        return res
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(await statementPdf(data, lang));
      return res
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(statementCsv(data, lang));
    },
  );

  app.get(
    '/vendor/kyc',
    {
      ...readGuard,
      ...doc('vendor', 'Payout KYC as given (account number masked) and whether Utsav verified it', 'vendor', {
        ...reply(Envelope(E.VendorKycView)),
      }),
    },
    async (req) => {
      const k = await kycOf(db, userOf(req).id);
      return ok({
        State: k?.state ?? 'missing',
        Pan: k?.pan ?? '',
        PanName: k?.pan_name ?? '',
        AccountHolder: k?.account_holder ?? '',
        AccountNumber: k ? maskAccount(k.account_number) : '',
        Ifsc: k?.ifsc ?? '',
        RejectReason: k?.reject_reason ?? '',
        SubmittedAt: k ? new Date(k.submitted_at).toISOString() : null,
      });
    },
  );

  app.post(
    '/vendor/kyc',
    {
      ...guard,
      ...doc(
        'vendor',
        'Save payout KYC (PAN, bank account, IFSC); Utsav verifies it before the next payout',
        'vendor',
        {
          ...body(vendorKycSchema),
          ...reply(Envelope(E.VendorKycView)),
        },
      ),
    },
    async (req) => {
      const me = userOf(req);
      await saveKyc(db, me.id, req.body);
      const k = (await kycOf(db, me.id))!;
      return ok(
        {
          State: k.state,
          Pan: k.pan,
          PanName: k.pan_name,
          AccountHolder: k.account_holder,
          AccountNumber: maskAccount(k.account_number),
          Ifsc: k.ifsc,
          RejectReason: k.reject_reason,
          SubmittedAt: new Date(k.submitted_at).toISOString(),
        },
        t(req, 'payouts.kycSaved'),
      );
    },
  );
}
