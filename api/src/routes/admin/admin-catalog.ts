/**
 * The operator's catalogue: image uploads (re-encoded like vendor images), categories (create, rename,
 * image, order, hide), home sliders (image, linked category, order, active dates) and the package builder (groups
 * of bookable services from approved vendors, each with its limit). What the storefront and mf-packages show comes
 * from here; every write is audited and declared as a catalogue change (lib/data-changes), so caches drop at once.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  categoryFormSchema,
  packageCandidatesQuerySchema,
  packageFormSchema,
  sliderFormSchema,
  type PackageForm,
} from '@utsav/domain/schemas/admin-catalog';
import { toRupees } from '@utsav/domain/pricing';
import { effectiveRadiusKm } from '@utsav/domain/schemas/event-types';
import { placeOfQuery } from '../../lib/customer-place';
import { distanceKm, outsideServiceArea } from '../../lib/place-fare';
import type { Queryable } from '../../db/client';
import { userOf } from '../../lib/auth';
import { badRequest, conflict, intId, notFound, ok } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import { storeImages } from '../../lib/images';
import type { RouteContext } from '../context';
import { recordAudit } from '../../data/audit';
import { adminDoc, operatorOnly } from './admin-shared';
import { params, body, query, formImage, multipartBody, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';
import * as AD from '../../contract/admin';
import { Type } from '@sinclair/typebox';
import { pathParams } from '../../contract/queries';
import {
  bookableProducts,
  categoryById,
  categoryExists,
  categoryNameTaken,
  categoryOut,
  deleteSlider,
  existingCategoryIds,
  listAdminPackages,
  listCategories,
  listSliders,
  loadAdminPackage,
  lockPackage,
  packageCandidates,
  savePackage,
  saveCategoryRow,
  saveSliderRow,
  sliderById,
  sliderOut,
  type SliderColumns,
} from '../../data/admin-catalog';
import { t } from '../../lib/server-messages';

const paramId = (params: unknown, label: string) => intId((params as { id: string }).id, label, 404);

/** Every chosen service must be bookable and of its group's category; each category must exist. */
async function checkGroups(q: Queryable, form: PackageForm): Promise<void> {
  const cats = await existingCategoryIds(
    q,
    form.groups.map((g) => g.serviceId),
  );
  const found = await bookableProducts(
    q,
    form.groups.flatMap((g) => g.productIds),
  );
  for (const g of form.groups) {
    if (!cats.has(g.serviceId)) throw badRequest('Unknown category in a service group');
    for (const pid of g.productIds) {
      const p = found.get(pid);
      if (!p)
        throw badRequest(
          `Service ${pid} cannot be offered: only listed, priced services of approved vendors can be in a package`,
        );
      if (p.service_id !== g.serviceId) throw badRequest(`${p.title} is not in this group's category`);
    }
  }
}

const packageSummary = (p: Awaited<ReturnType<typeof loadAdminPackage>>) => ({
  name: p.Name,
  total: p.Total,
  advancePercent: p.AdvancePercent,
  listed: p.Listed,
  groups: p.Groups.map((g) => ({
    serviceId: g.ServiceId,
    maxItems: g.MaxItems,
    productIds: g.Products.map((x) => x.Id),
    rates: g.Products.map((x) => x.PackageRate),
  })),
});

export async function adminCatalogRoutes(server: FastifyInstance, { db, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.post(
    '/admin/images',
    {
      ...operatorOnly,
      ...adminDoc(
        'Upload one catalogue image (multipart field image): checked, re-encoded to WebP with narrower variants like vendor images → {Name}',
        {
          ...multipartBody({ image: formImage('The image: JPEG, PNG or WebP') }, ['image']),
          ...reply(Envelope(AD.ImageStored)),
        },
      ),
    },
    async (req) => {
      const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: 1 });
      const file = form.files[0];
      if (!file) throw badRequest('Please choose an image');
      await storeImages(config.uploadDir, [file]);
      return ok({ Name: file.name }, t(req, 'admin.imageUploaded'));
    },
  );

  // ------------------------------------------------------------------------------------------------ categories
  app.get(
    '/admin/categories',
    {
      ...operatorOnly,
      ...adminDoc(
        'Every category, hidden ones too, in storefront order, with listed services and packages',
        reply(Envelope(Type.Array(AD.AdminCategory))),
      ),
    },
    async () => ok((await listCategories(db)).map(categoryOut)),
  );

  const saveCategory = async (
    operatorId: number,
    existingId: number | null,
    form: v.InferOutput<typeof categoryFormSchema>,
  ) => {
    return db.transaction(async (tx) => {
      if (await categoryNameTaken(tx, form.name, existingId ?? 0)) throw conflict('A category with this name exists');
      const before = existingId === null ? null : await categoryById(tx, existingId, true);
      if (existingId !== null && !before) throw notFound('Category not found');
      const id = await saveCategoryRow(tx, existingId, form);
      await recordAudit(tx, {
        operatorId,
        action: existingId === null ? 'category.create' : 'category.update',
        entity: 'category',
        entityId: id,
        before: before
          ? {
              name: before.name,
              nameHi: before.name_hi ?? '',
              image: before.image,
              sortOrder: before.sort_order,
              hidden: before.hidden,
            }
          : null,
        after: form,
      });
      return categoryOut((await categoryById(tx, id))!);
    });
  };
  app.post(
    '/admin/categories',
    {
      ...operatorOnly,
      ...adminDoc('Create a category: {name, nameHi (Hindi name, optional), image, sortOrder, hidden}', {
        ...body(categoryFormSchema),
        ...reply(Envelope(AD.AdminCategory)),
      }),
    },
    async (req) => ok(await saveCategory(userOf(req).id, null, req.body), t(req, 'admin.categoryCreated')),
  );
  app.post(
    '/admin/categories/:id',
    {
      ...operatorOnly,
      ...adminDoc(
        "Rename, re-image, reorder or hide a category, set or clear its Hindi name: {name, nameHi ('' or null clears it), image, sortOrder, hidden}",
        { ...body(categoryFormSchema), ...reply(Envelope(AD.AdminCategory)), ...params(pathParams('id')) },
      ),
    },
    async (req) =>
      ok(await saveCategory(userOf(req).id, paramId(req.params, 'category'), req.body), t(req, 'admin.categorySaved')),
  );

  // --------------------------------------------------------------------------------------------------- sliders
  app.get(
    '/admin/sliders',
    {
      ...operatorOnly,
      ...adminDoc(
        'Home sliders and offer banners in order, with their linked category or title and link, dates and whether they show today',
        reply(Envelope(Type.Array(AD.AdminSlider))),
      ),
    },
    async () => ok((await listSliders(db)).map(sliderOut)),
  );

  const saveSlider = async (
    operatorId: number,
    existingId: number | null,
    form: v.InferOutput<typeof sliderFormSchema>,
  ) => {
    return db.transaction(async (tx) => {
      const serviceId = form.kind === 'slider' ? form.serviceId || null : null;
      if (serviceId !== null && !(await categoryExists(tx, serviceId)))
        throw badRequest('Please choose the linked category');
      const before = existingId === null ? null : await sliderById(tx, existingId);
      if (existingId !== null && !before) throw notFound('Slider not found');
      const offer = form.kind === 'offer';
      // A home slider has no text, so no Hindi title either.
      const cols: SliderColumns = [
        form.image,
        serviceId,
        form.sortOrder,
        form.activeFrom || null,
        form.activeTo || null,
        form.kind,
        offer ? form.title : '',
        offer ? form.link : '',
        (offer && form.titleHi) || null,
      ];
      const id = await saveSliderRow(tx, existingId, cols);
      await recordAudit(tx, {
        operatorId,
        action: existingId === null ? `${form.kind}.create` : `${form.kind}.update`,
        entity: form.kind,
        entityId: id,
        before: before && sliderOut(before),
        after: form,
      });
      return sliderOut((await sliderById(tx, id))!);
    });
  };
  app.post(
    '/admin/sliders',
    {
      ...operatorOnly,
      ...adminDoc(
        "Add a home slider {kind: 'slider', image, serviceId (linked category)} or an offer banner {kind: 'offer', image, title, titleHi (Hindi title, optional), link (/services… or /packages…)}, with sortOrder, activeFrom, activeTo",
        { ...body(sliderFormSchema), ...reply(Envelope(AD.AdminSlider)) },
      ),
    },
    async (req) => ok(await saveSlider(userOf(req).id, null, req.body), t(req, 'admin.sliderAdded')),
  );
  app.post(
    '/admin/sliders/:id',
    {
      ...operatorOnly,
      ...adminDoc('Change a home slider or offer banner (same body as add)', {
        ...body(sliderFormSchema),
        ...reply(Envelope(AD.AdminSlider)),
        ...params(pathParams('id')),
      }),
    },
    async (req) =>
      ok(await saveSlider(userOf(req).id, paramId(req.params, 'slider'), req.body), t(req, 'admin.sliderSaved')),
  );
  app.post(
    '/admin/sliders/:id/delete',
    {
      ...operatorOnly,
      ...adminDoc('Remove a home slider', { ...reply(Envelope(W.IdResult)), ...params(pathParams('id')) }),
    },
    async (req) => {
      const id = paramId(req.params, 'slider');
      const me = userOf(req);
      await db.transaction(async (tx) => {
        const before = await sliderById(tx, id);
        if (!before) throw notFound('Slider not found');
        await deleteSlider(tx, id);
        await recordAudit(tx, {
          operatorId: me.id,
          action: `${before.kind}.delete`,
          entity: before.kind,
          entityId: id,
          before: sliderOut(before),
          after: null,
        });
      });
      return ok({ Id: id }, t(req, 'admin.sliderRemoved'));
    },
  );

  // -------------------------------------------------------------------------------------------------- packages
  app.get(
    '/admin/packages',
    {
      ...operatorOnly,
      ...adminDoc(
        'Every package, hidden ones too: total, advance %, groups, listed',
        reply(Envelope(Type.Array(AD.AdminPackageRow))),
      ),
    },
    async () => {
      return ok(
        (await listAdminPackages(db)).map((k) => ({
          Id: k.id,
          Name: k.name,
          Image: k.image,
          Total: toRupees(Number(k.total)),
          AdvancePercent: Number(k.advance_per),
          Listed: k.status === 1,
          Groups: k.groups,
          Bookings: k.bookings,
        })),
      );
    },
  );

  app.get(
    '/admin/packages/:id',
    {
      ...operatorOnly,
      ...adminDoc('One package as the builder edits it: its groups with their services and limits', {
        ...reply(Envelope(AD.AdminPackage)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => ok(await loadAdminPackage(db, paramId(req.params, 'package'))),
  );

  app.get(
    '/admin/package-candidates',
    {
      ...operatorOnly,
      ...adminDoc(
        'Services a package group of a category may offer (?serviceId): listed and priced, from approved vendors, with the event types each suits; &pincode → whether each vendor comes there (the builder warns when a group has no suitable local service)',
        { ...query(packageCandidatesQuerySchema), ...reply(Envelope(Type.Array(AD.PackageCandidate))) },
      ),
    },
    async (req) => {
      const { serviceId, pincode } = req.query;
      const place = placeOfQuery(pincode);
      return ok(
        (await packageCandidates(db, serviceId)).map((p) => ({
          Id: p.id,
          Title: p.title,
          Vendor: p.vendor,
          PayableAmt: toRupees(Number(p.payable_amt)),
          City: p.city,
          EventTypes: p.event_types,
          Serves: place ? outsideServiceArea(p, distanceKm(p, place), place) === null : null,
          RadiusKm: effectiveRadiusKm(p.service_radius_km),
        })),
      );
    },
  );

  const writePackage = async (
    operatorId: number,
    existingId: number | null,
    form: v.InferOutput<typeof packageFormSchema>,
  ) => {
    return db.transaction(async (tx) => {
      if (existingId !== null && !(await lockPackage(tx, existingId))) throw notFound('Package not found');
      await checkGroups(tx, form);
      const before = existingId === null ? null : packageSummary(await loadAdminPackage(tx, existingId));
      const id = await savePackage(tx, existingId, form);
      const saved = await loadAdminPackage(tx, id);
      await recordAudit(tx, {
        operatorId,
        action: existingId === null ? 'package.create' : 'package.update',
        entity: 'package',
        entityId: id,
        before,
        after: packageSummary(saved),
      });
      return saved;
    });
  };
  app.post(
    '/admin/packages',
    {
      ...operatorOnly,
      ...adminDoc(
        "Create a package: {name, description, inPackage, image, advancePercent, listed, groups: [{serviceId, maxItems, amount, productIds, rates}]}: rates[i] is the package rate (rupees, GST included) its vendor agreed to for productIds[i]; the price of an order is the sum of its chosen services' rates",
        { ...body(packageFormSchema), ...reply(Envelope(AD.AdminPackage)) },
      ),
    },
    async (req) => ok(await writePackage(userOf(req).id, null, req.body), t(req, 'admin.packageCreated')),
  );
  app.post(
    '/admin/packages/:id',
    {
      ...operatorOnly,
      ...adminDoc('Edit a package (same body as create); a removed group that bookings refer to is retired', {
        ...body(packageFormSchema),
        ...reply(Envelope(AD.AdminPackage)),
        ...params(pathParams('id')),
      }),
    },
    async (req) =>
      ok(await writePackage(userOf(req).id, paramId(req.params, 'package'), req.body), t(req, 'admin.packageSaved')),
  );
}
