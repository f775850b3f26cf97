/**
 * The operator curates the home page (docs/admin.md "Storefront"): feature a service, hide a service or a vendor from
 * home (still listed in search, lists and its page). Every write is audited (storefront/curation-service) and declared
 * a catalogue change, so the cached public home reads (/Commondashboard, /TrendingServices) drop at once.
 */
import type { FastifyInstance } from 'fastify';
import { storefrontServiceSchema, storefrontVendorSchema } from '@utsav/domain/schemas/storefront';
import { userOf } from '../../lib/auth';
import { intId, ok } from '../../lib/http';
import type { RouteContext } from '../context';
import { adminDoc, operatorOnly } from './admin-shared';
import { body, params, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as AD from '../../contract/admin';
import { pathParams } from '../../contract/queries';
import { curation } from '../../data/storefront-curation';
import { curateService, curateVendor } from '../../storefront/curation-service';

const catalogChange = { config: { changes: ['catalog' as const] } };

export async function adminStorefrontRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get(
    '/admin/storefront',
    {
      ...operatorOnly,
      ...adminDoc(
        'The home page curation: featured services and services hidden from home, and vendors hidden from home',
        reply(Envelope(AD.StorefrontCuration)),
      ),
    },
    async () => {
      const c = await curation(db);
      return ok({ Services: c.services, Vendors: c.vendors });
    },
  );
  app.post(
    '/admin/storefront/services/:id',
    {
      ...operatorOnly,
      ...catalogChange,
      ...adminDoc(
        'Feature a service on the home page or hide it from home: {featured, homeHidden} (not both); it stays in search and lists',
        { ...body(storefrontServiceSchema), ...reply(Envelope(AD.CuratedServiceResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const r = await curateService(db, userOf(req).id, intId(req.params.id, 'service', 404), req.body);
      return ok(r, 'Home page updated');
    },
  );
  app.post(
    '/admin/storefront/vendors/:id',
    {
      ...operatorOnly,
      ...catalogChange,
      ...adminDoc(
        "Hide a vendor's services from the home page or show them again: {homeHidden}; they stay in search and lists",
        { ...body(storefrontVendorSchema), ...reply(Envelope(AD.CuratedVendor)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const r = await curateVendor(db, userOf(req).id, intId(req.params.id, 'vendor', 404), req.body);
      return ok(r, 'Home page updated');
    },
  );
}
