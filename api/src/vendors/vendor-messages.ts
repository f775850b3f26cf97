/**
 * The vendor account's messages: approved, suspended, payout recorded — and the operators' "new vendor
 * waiting for approval". Each enqueued in the transaction of its change (admin-vendors, admin-operations,
 * vendor-routes registration).
 */
import type { Queryable } from '../db/client';
import { vendorNameEmail } from '../data/message-records';
import { notify, operatorParties, vendorParty } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import { link } from '../messages/links';
import { day, rupees } from '../messages/format';
import type { Lang, MessageTemplate, Rendered } from '../messages/types';

function template<D>(
  key: string,
  dlt: string,
  whatsapp: string,
  render: (d: D, lang: Lang) => Rendered,
): MessageTemplate<D> {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render };
}

export const vendorApproved = template<{ name: string }>(
  'vendor.approved',
  '1107170000000000301',
  'utsav_vendor_approved',
  (d, lang) => {
    const t = texts(lang)['vendor.approved'];
    return rendered(
      t.subject,
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro],
        action: { label: t.action, url: link('/vendor/dashboard') },
      },
      t.sms(d.name),
      [d.name],
      lang,
    );
  },
);

export const vendorSuspended = template<{ name: string; reason: string }>(
  'vendor.suspended',
  '1107170000000000302',
  'utsav_vendor_suspended',
  (d, lang) => {
    const t = texts(lang)['vendor.suspended'];
    return rendered(
      t.subject,
      { heading: t.heading, paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.reason)] },
      t.sms(d.name),
      [d.name],
      lang,
    );
  },
);

export const vendorPayout = template<{
  name: string;
  amount: number;
  paidOn: string;
  reference: string;
  receivable: number;
}>('vendor.payout', '1107170000000000303', 'utsav_vendor_payout', (d, lang) => {
  const t = texts(lang)['vendor.payout'];
  return rendered(
    t.subject(rupees(d.amount)),
    {
      heading: t.heading,
      paragraphs: [texts(lang).layout.greeting(d.name), t.intro(rupees(d.amount), day(d.paidOn), d.reference)],
      rows: [[t.receivable, rupees(d.receivable)]],
      total: [t.amount, rupees(d.amount)],
      action: { label: t.action, url: link('/vendor/dashboard') },
    },
    t.sms(rupees(d.amount), d.reference),
    [rupees(d.amount), d.reference],
    lang,
  );
});

export const vendorWaiting = template<{ vendor: string; email: string }>(
  'operator.vendor-waiting',
  '1107170000000000304',
  'utsav_operator_vendor_waiting',
  (d, lang) => {
    const t = texts(lang)['operator.vendor-waiting'];
    return rendered(
      t.subject(d.vendor),
      {
        heading: t.heading,
        paragraphs: [t.intro(d.vendor, d.email)],
        action: { label: t.action, url: link('/admin/vendors?status=pending') },
      },
      t.sms(d.vendor),
      [d.vendor],
      lang,
    );
  },
);

/** An operator approved or suspended a vendor (the status change's transaction; `change` = the audit action). */
export async function enqueueVendorStatus(
  tx: Queryable,
  vendorId: number,
  status: 'approved' | 'suspended',
  reason: string,
  changeNo: string,
): Promise<void> {
  const v = await vendorParty(tx, vendorId);
  if (!v) return;
  if (status === 'approved')
    await notify(tx, [v], {
      event: `vendor.approved:${vendorId}:${changeNo}`,
      template: vendorApproved,
      data: { name: v.name },
    });
  else
    await notify(tx, [v], {
      event: `vendor.suspended:${vendorId}:${changeNo}`,
      template: vendorSuspended,
      data: { name: v.name, reason },
    });
}

export async function enqueueVendorPayout(
  tx: Queryable,
  payoutId: number,
  d: { vendorId: number; amount: number; paidOn: string; reference: string; receivable: number },
): Promise<void> {
  const v = await vendorParty(tx, d.vendorId);
  if (v)
    await notify(tx, [v], {
      event: `vendor.payout:${payoutId}`,
      template: vendorPayout,
      data: { name: v.name, amount: d.amount, paidOn: d.paidOn, reference: d.reference, receivable: d.receivable },
    });
}

/** A vendor registered: every operator is told (email). */
export async function enqueueVendorWaiting(tx: Queryable, vendorId: number): Promise<void> {
  const v = await vendorNameEmail(tx, vendorId);
  if (v)
    await notify(tx, await operatorParties(tx), {
      event: `operator.vendor-waiting:${vendorId}`,
      template: vendorWaiting,
      data: { vendor: v.name, email: v.email },
    });
}
