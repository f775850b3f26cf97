/**
 * The operator's storefront curation writes (docs/admin.md "Storefront"): each in its own transaction, the row locked,
 * audited with before and after. The routes declare a catalogue change so the cached home reads drop at once.
 */
import { MAX_FEATURED, type StorefrontServiceForm, type StorefrontVendorForm } from '@utsav/domain/schemas/storefront';
import type { Db } from '../db/client';
import { recordAudit } from '../data/audit';
import { badRequest, notFound } from '../lib/http';
import { featuredCount, serviceFlags, setServiceFlags, setVendorFlag, vendorFlag } from '../data/storefront-curation';

export async function curateService(db: Db, operatorId: number, id: number, form: StorefrontServiceForm) {
  return db.transaction(async (tx) => {
    const before = await serviceFlags(tx, id, true);
    if (!before) throw notFound('Service not found');
    if (form.featured && !before.featured && (await featuredCount(tx, id)) >= MAX_FEATURED)
      throw badRequest(`At most ${MAX_FEATURED} services can be featured: remove one first`);
    await setServiceFlags(tx, id, form.featured, form.homeHidden);
    await recordAudit(tx, {
      operatorId,
      action: 'storefront.service',
      entity: 'service',
      entityId: id,
      before: { featured: before.featured, homeHidden: before.home_hidden },
      after: form,
    });
    return { Id: id, Title: before.title, Featured: form.featured, HomeHidden: form.homeHidden };
  });
}

export async function curateVendor(db: Db, operatorId: number, id: number, form: StorefrontVendorForm) {
  return db.transaction(async (tx) => {
    const before = await vendorFlag(tx, id, true);
    if (!before) throw notFound('Vendor not found');
    await setVendorFlag(tx, id, form.homeHidden);
    await recordAudit(tx, {
      operatorId,
      action: 'storefront.vendor',
      entity: 'vendor',
      entityId: id,
      before: { homeHidden: before.home_hidden },
      after: form,
    });
    return { Id: id, Name: before.name, HomeHidden: form.homeHidden };
  });
}
