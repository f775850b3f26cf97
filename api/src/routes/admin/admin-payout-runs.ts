/**
 * The operator's side of vendor payouts (docs/payments.md): KYC checks, the month's payout run net of commission,
 * its GST, TCS and TDS, the bulk NEFT file of the run, the UTRs the bank sends back, and the monthly GSTR-8-style TCS
 * and section 194-O TDS reports. Every write is audited.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { toRupees } from '@utsav/domain/pricing';
import { maskAccount } from '@utsav/domain/schemas/vendor-kyc';
import {
  kycDecisionSchema,
  monthRange,
  payoutReferencesSchema,
  payoutRunSchema,
  reportQuerySchema,
} from '@utsav/domain/schemas/earnings';
import { userOf } from '../../lib/auth';
import { badRequest, conflict, intId, notFound, ok } from '../../lib/http';
import { todayIso } from '../../lib/dates';
import { rupeesCell, toCsv } from '../../lib/csv';
import { recordAudit } from '../../data/audit';
import { decideKyc, kycList, lockKyc } from '../../data/vendor-kyc';
import { deriveWithheld } from '../../data/vendor-withheld';
import { taxByVendor } from '../../data/vendor-earnings';
import { settleStates } from '../../payments/booking-states';
import { markPayoutPaid, runPayouts, runPayoutsOf } from '../../payouts/payout-run';
import * as E from '../../contract/earnings';
import { Envelope, reply } from '../../contract/envelope';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { pathParams } from '../../contract/queries';
import type { RouteContext } from '../context';
import { adminDoc, operatorOnly } from './admin-shared';
import { msg, t } from '../../lib/server-messages';

/** A payout period in the path: a month, YYYY-MM in ASCII digits (it also names the bank file), else a 400. */
function payoutPeriod(raw: string): string {
  if (!/^20[0-9]{2}-(0[1-9]|1[0-2])$/.test(raw)) throw badRequest('Period must be a month as YYYY-MM');
  return raw;
}

const csvReply = (description: string) => ({
  response: { 200: { description, content: { 'text/csv': { schema: { type: 'string' } } } } },
});

export async function adminPayoutRunRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();

  app.get(
    '/admin/kyc',
    {
      ...operatorOnly,
      ...adminDoc('Vendors’ payout KYC, waiting ones first (account numbers masked)', {
        ...reply(Envelope(Type.Array(E.AdminKycRow))),
      }),
    },
    async () =>
      ok(
        (await kycList(db)).map((k) => ({
          VendorId: k.vendor_id,
          Name: k.name,
          State: k.state,
          Pan: k.pan,
          PanName: k.pan_name,
          AccountHolder: k.account_holder,
          AccountNumber: k.account_number,
          Ifsc: k.ifsc,
          RejectReason: k.reject_reason,
          SubmittedAt: new Date(k.submitted_at).toISOString(),
        })),
      ),
  );

  app.post(
    '/admin/vendors/:id/kyc',
    {
      ...operatorOnly,
      ...adminDoc('Verify or reject a vendor’s KYC: {decision: verify|reject, reason (required to reject)}', {
        ...params(pathParams('id')),
        ...body(kycDecisionSchema),
        ...reply(Envelope(Type.Object({ VendorId: Type.Integer(), State: E.KycStatus }))),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const vendorId = intId(req.params.id, 'vendor', 404);
      const { decision, reason } = req.body;
      const state = decision === 'verify' ? 'verified' : 'rejected';
      await db.transaction(async (tx) => {
        const k = await lockKyc(tx, vendorId);
        if (!k) throw notFound(msg('payouts.kycMissing'));
        await decideKyc(tx, vendorId, { state, reason: decision === 'verify' ? '' : reason, operatorId: me.id });
        await recordAudit(tx, {
          operatorId: me.id,
          action: `kyc.${decision}`,
          entity: 'vendor',
          entityId: vendorId,
          before: { state: k.state },
          after: { state, pan: k.pan, ifsc: k.ifsc, account: maskAccount(k.account_number) },
          reason,
        });
      });
      return ok(
        { VendorId: vendorId, State: state },
        decision === 'verify' ? t(req, 'payouts.kycVerified') : t(req, 'payouts.kycRejected'),
      );
    },
  );

  app.post(
    '/admin/payout-runs',
    {
      ...operatorOnly,
      ...adminDoc(
        'Run the month’s payouts: each vendor with verified KYC is paid, once, the unsettled ledger lines up to the month’s end net of commission, its GST, TCS and TDS',
        { ...body(payoutRunSchema), ...reply(Envelope(Type.Array(E.PayoutRunResult))) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      // A month is paid out once it has ended (India time): a run locks the month for every vendor it pays.
      if (monthRange(req.body.period).to > todayIso()) throw badRequest(msg('payouts.monthOpen'));
      await settleStates(db);
      const results = await runPayouts(db, req.body.period, me.id);
      return ok(
        results.map((r) => ({
          VendorId: r.vendorId,
          Outcome: r.outcome,
          PayoutId: r.payoutId,
          Amount: toRupees(r.amount),
        })),
        t(req, 'payouts.runDone'),
      );
    },
  );

  app.get(
    '/admin/payout-runs/:period',
    {
      ...operatorOnly,
      ...adminDoc('The payouts of a month’s run (account numbers masked)', {
        ...params(pathParams('period')),
        ...reply(Envelope(Type.Array(E.RunPayout))),
      }),
    },
    async (req) =>
      ok(
        (await runPayoutsOf(db, payoutPeriod(req.params.period))).map((p) => ({
          PayoutId: p.id,
          VendorId: p.vendor_id,
          Name: p.name,
          Amount: toRupees(Number(p.amount)),
          State: p.state === 'pending' ? ('pending' as const) : ('paid' as const),
          Reference: p.reference,
          AccountNumber: p.account_number ? maskAccount(p.account_number) : '',
          Ifsc: p.ifsc ?? '',
        })),
      ),
  );

  app.get(
    '/admin/payout-runs/:period/bank-file',
    {
      ...operatorOnly,
      ...adminDoc(
        'The bulk NEFT file of the run’s payouts still waiting for a UTR (CSV: type, beneficiary, account, IFSC, amount, reference)',
        { ...params(pathParams('period')), ...csvReply('Bulk NEFT payout file') },
      ),
    },
    async (req, res) => {
      const me = userOf(req);
      const period = payoutPeriod(req.params.period);
      const rows = (await runPayoutsOf(db, period)).filter((p) => p.state === 'pending' && p.account_number);
      await recordAudit(db, {
        operatorId: me.id,
        action: 'payout.bank-file',
        entity: 'payout-run',
        entityId: period,
        before: null,
        after: { payouts: rows.map((p) => p.id) },
      });
      const csv = toCsv([
        [
          'Transaction Type',
          'Beneficiary Name',
          'Beneficiary Account Number',
          'IFSC',
          'Amount',
          'Payment Reference',
          'Narration',
        ],
        ...rows.map((p) => [
          'NEFT',
          p.account_holder,
          p.account_number,
          p.ifsc,
          rupeesCell(Number(p.amount)),
          `UTSAV-PAYOUT-${p.id}`,
          `Utsav payout ${period}`,
        ]),
      ]);
      return res
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="utsav-neft-${period}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/payout-runs/references',
    {
      ...operatorOnly,
      ...adminDoc('The UTRs the bank sent back: each pending run payout named is marked paid (all or none)', {
        ...body(payoutReferencesSchema),
        ...reply(Envelope(Type.Object({ Paid: Type.Integer() }))),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const items = req.body.items;
      await db.transaction(async (tx) => {
        for (const it of items) {
          const r = await markPayoutPaid(tx, it.payoutId, it.utr, me.id);
          if (r === 'missing') throw notFound(msg('payouts.payoutMissing', { count: it.payoutId }));
          if (r === 'not-pending') throw conflict(msg('payouts.payoutNotPending', { count: it.payoutId }));
        }
      });
      return ok({ Paid: items.length }, t(req, 'payouts.utrsSaved'));
    },
  );

  const taxReport = async (month: string) => {
    await settleStates(db);
    await deriveWithheld(db, null);
    const { from, to } = monthRange(month);
    return taxByVendor(db, null, from, to);
  };

  app.get(
    '/admin/reports/tcs',
    {
      ...operatorOnly,
      ...adminDoc(
        'GSTR-8-style TCS report of a month (CGST Act s.52): per GST-registered vendor GSTIN, gross, returns, net taxable value, CGST, SGST, IGST (CSV)',
        { ...query(reportQuerySchema), ...csvReply('TCS report') },
      ),
    },
    async (req, res) => {
      const rows = (await taxReport(req.query.month)).filter((r) => r.gstin !== '');
      const csv = toCsv([
        [
          'GSTIN of supplier',
          'Vendor',
          'Gross value of supplies',
          'Value of returns',
          'Net value (incl. GST)',
          'Net taxable value',
          'CGST',
          'SGST',
          'IGST',
          'TCS total',
        ],
        ...rows.map((r) => [
          r.gstin,
          r.name,
          rupeesCell(r.gross),
          rupeesCell(r.returns),
          rupeesCell(r.gross - r.returns),
          rupeesCell(r.tcs_base),
          rupeesCell(r.tcs_cgst),
          rupeesCell(r.tcs_sgst),
          rupeesCell(r.tcs_igst),
          rupeesCell(r.tcs_cgst + r.tcs_sgst + r.tcs_igst),
        ]),
      ]);
      return res
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="utsav-tcs-${req.query.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/reports/tds',
    {
      ...operatorOnly,
      ...adminDoc('Section 194-O TDS report of a month: per vendor PAN, gross, returns, net, rate, TDS (CSV)', {
        ...query(reportQuerySchema),
        ...csvReply('TDS report'),
      }),
    },
    async (req, res) => {
      const rows = await taxReport(req.query.month);
      const csv = toCsv([
        ['PAN', 'Vendor', 'Gross amount of sales', 'Returns', 'Net amount', 'TDS'],
        ...rows.map((r) => [
          r.pan || 'PANNOTAVBL',
          r.name,
          rupeesCell(r.gross),
          rupeesCell(r.returns),
          rupeesCell(r.tds_base),
          rupeesCell(r.tds),
        ]),
      ]);
      return res
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="utsav-tds-${req.query.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
