/**
 * The operator's catalogue (issue 21): image uploads (re-encoded like vendor images), categories (create, rename,
 * image, order, hide), home sliders (image, linked category, order, active dates) and the package builder (groups
 * of bookable services from approved vendors, each with its limit). What the storefront and mf-packages show comes
 * from here; every write is audited and declared as a catalogue change (lib/data-changes), so caches drop at once.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { categoryFormSchema, packageCandidatesQuerySchema, packageFormSchema, sliderFormSchema, type PackageForm } from '@utsav/shared/schemas/admin-catalog';
import { toPaise, toRupees } from '@utsav/shared/pricing';
import type { Queryable } from '../../db/client';
import { userOf } from '../../lib/auth';
import { badRequest, conflict, intId, notFound, ok } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import { storeImages } from '../../lib/images';
import type { RouteContext } from '../context';
import { recordAudit } from './audit';
import { adminDoc, operatorOnly } from './admin-shared';
import { params, body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';
import * as AD from '../../contract/admin';
import { Type } from '@sinclair/typebox';
import { pathParams } from '../../contract/queries';

const paramId = (params: unknown, label: string) => intId((params as { id: string }).id, label, 404);

interface CategoryRow { id: number; name: string; image: string; sort_order: number; hidden: boolean; listed: number; packages: number }
const categoryOut = (c: CategoryRow) => ({ Id: c.id, Name: c.name, Image: c.image, SortOrder: c.sort_order, Hidden: c.hidden, ListedServices: c.listed, Packages: c.packages });
const CATEGORY_SELECT = `SELECT c.id, c.name, c.image, c.sort_order, c.hidden,
    (SELECT count(*)::int FROM products p WHERE p.service_id = c.id AND p.status = 1) AS listed,
    (SELECT count(DISTINCT g.package_id)::int FROM package_groups g WHERE g.service_id = c.id AND g.retired_at IS NULL) AS packages
  FROM categories c`;

interface SliderRow { id: number; kind: 'slider' | 'offer'; doc: string; service_id: number | null; category: string | null; title: string; link: string; sort_order: number; active_from: string | null; active_to: string | null; live: boolean }
const sliderOut = (s: SliderRow) => ({
  Id: s.id, Kind: s.kind, Image: s.doc, ServiceId: s.service_id, Category: s.category ?? '', Title: s.title, Link: s.link, SortOrder: s.sort_order,
  ActiveFrom: s.active_from, ActiveTo: s.active_to, Live: s.live,
});
const SLIDER_SELECT = `SELECT s.id, s.kind, s.doc, s.service_id, c.name AS category, s.title, s.link, s.sort_order, to_char(s.active_from, 'YYYY-MM-DD') AS active_from, to_char(s.active_to, 'YYYY-MM-DD') AS active_to,
    (coalesce(s.active_from, '-infinity') <= (now() AT TIME ZONE 'Asia/Kolkata')::date AND coalesce(s.active_to, 'infinity') >= (now() AT TIME ZONE 'Asia/Kolkata')::date) AS live
  FROM sliders s LEFT JOIN categories c ON c.id = s.service_id`;

/** Services a package group may offer: listed (so from an approved vendor, not hidden) and priced (not enquiry-only). */
const BOOKABLE = 'p.status = 1 AND p.amount_hide_show = 0';

async function loadAdminPackage(q: Queryable, id: number) {
  const k = (await q.query<{ id: number; name: string; description: string; in_package: string; image: string; total: number; advance_per: number; status: number }>(
    'SELECT id, name, description, in_package, image, total, advance_per, status FROM packages WHERE id = $1',
    [id],
  )).rows[0];
  if (!k) throw notFound('Package not found');
  const groups = await q.query<{ id: number; service_id: number; category: string; maxitem: number; amount: number }>(
    `SELECT g.id, g.service_id, c.name AS category, g.maxitem, g.amount FROM package_groups g JOIN categories c ON c.id = g.service_id
     WHERE g.package_id = $1 AND g.retired_at IS NULL ORDER BY g.sort_order, g.id`,
    [id],
  );
  const products = await q.query<{ group_id: number; id: number; title: string; vendor: string; bookable: boolean }>(
    `SELECT gp.group_id, p.id, p.title, v.name AS vendor, (${BOOKABLE}) AS bookable
     FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id JOIN products p ON p.id = gp.product_id JOIN vendors v ON v.id = p.vendor_id
     WHERE g.package_id = $1 AND g.retired_at IS NULL ORDER BY gp.group_id, p.id`,
    [id],
  );
  return {
    Id: k.id, Name: k.name, Description: k.description, InPackage: k.in_package, Image: k.image, Total: toRupees(Number(k.total)),
    AdvancePercent: Number(k.advance_per), Listed: k.status === 1,
    Groups: groups.rows.map((g) => ({
      Id: g.id, ServiceId: g.service_id, Category: g.category, MaxItems: g.maxitem, Amount: toRupees(Number(g.amount)),
      Products: products.rows.filter((p) => p.group_id === g.id).map((p) => ({ Id: p.id, Title: p.title, Vendor: p.vendor, Bookable: p.bookable })),
    })),
  };
}

/** Every chosen service must be bookable and of its group's category; each category must exist. */
async function checkGroups(q: Queryable, form: PackageForm): Promise<void> {
  const cats = new Set((await q.query<{ id: number }>('SELECT id FROM categories WHERE id = ANY($1::int[])', [form.groups.map((g) => g.serviceId)])).rows.map((r) => r.id));
  const wanted = form.groups.flatMap((g) => g.productIds);
  const found = new Map((await q.query<{ id: number; service_id: number; title: string }>(`SELECT p.id, p.service_id, p.title FROM products p WHERE p.id = ANY($1::int[]) AND ${BOOKABLE}`, [wanted])).rows.map((r) => [r.id, r]));
  for (const g of form.groups) {
    if (!cats.has(g.serviceId)) throw badRequest('Unknown category in a service group');
    for (const pid of g.productIds) {
      const p = found.get(pid);
      if (!p) throw badRequest(`Service ${pid} cannot be offered: only listed, priced services of approved vendors can be in a package`);
      if (p.service_id !== g.serviceId) throw badRequest(`${p.title} is not in this group's category`);
    }
  }
}

/** Writes a package and its groups. A removed group that bookings refer to is retired, otherwise deleted. */
async function savePackage(tx: Queryable, existingId: number | null, form: PackageForm): Promise<number> {
  const cols = [form.name, form.description, form.inPackage, form.image, toPaise(form.total), form.advancePercent, form.listed ? 1 : 2];
  const id = existingId === null
    ? (await tx.query<{ id: number }>('INSERT INTO packages (name, description, in_package, image, total, advance_per, status) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id', cols)).rows[0]!.id
    : (await tx.query('UPDATE packages SET name = $1, description = $2, in_package = $3, image = $4, total = $5, advance_per = $6, status = $7 WHERE id = $8', [...cols, existingId]), existingId);
  const existing = (await tx.query<{ id: number; service_id: number }>('SELECT id, service_id FROM package_groups WHERE package_id = $1 ORDER BY retired_at NULLS FIRST, id', [id])).rows;
  const kept = new Set<number>();
  for (const [i, g] of form.groups.entries()) {
    const reuse = existing.find((e) => e.service_id === g.serviceId && !kept.has(e.id));
    const groupId = reuse
      ? (await tx.query('UPDATE package_groups SET maxitem = $2, amount = $3, sort_order = $4, retired_at = NULL WHERE id = $1', [reuse.id, g.maxItems, toPaise(g.amount), i]), reuse.id)
      : (await tx.query<{ id: number }>('INSERT INTO package_groups (package_id, service_id, maxitem, amount, sort_order) VALUES ($1,$2,$3,$4,$5) RETURNING id', [id, g.serviceId, g.maxItems, toPaise(g.amount), i])).rows[0]!.id;
    kept.add(groupId);
    await tx.query('DELETE FROM package_group_products WHERE group_id = $1', [groupId]);
    await tx.query('INSERT INTO package_group_products (group_id, product_id) SELECT $1, unnest($2::int[])', [groupId, g.productIds]);
  }
  for (const e of existing.filter((x) => !kept.has(x.id))) {
    const booked = (await tx.query('SELECT 1 FROM package_booking_items WHERE group_id = $1 LIMIT 1', [e.id])).rows.length > 0;
    if (booked) await tx.query('UPDATE package_groups SET retired_at = coalesce(retired_at, now()) WHERE id = $1', [e.id]);
    else await tx.query('DELETE FROM package_groups WHERE id = $1', [e.id]);
  }
  return id;
}

const packageSummary = (p: Awaited<ReturnType<typeof loadAdminPackage>>) => ({
  name: p.Name, total: p.Total, advancePercent: p.AdvancePercent, listed: p.Listed,
  groups: p.Groups.map((g) => ({ serviceId: g.ServiceId, maxItems: g.MaxItems, productIds: g.Products.map((x) => x.Id) })),
});

export async function adminCatalogRoutes(server: FastifyInstance, { db, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.post('/admin/images', { ...operatorOnly, ...adminDoc('Upload one catalogue image (multipart field image): checked, re-encoded to WebP with narrower variants like vendor images → {Name}', reply(Envelope(AD.ImageStored))) }, async (req) => {
    const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: 1 });
    const file = form.files[0];
    if (!file) throw badRequest('Please choose an image');
    await storeImages(config.uploadDir, [file]);
    return ok({ Name: file.name }, 'Image uploaded');
  });

  // ------------------------------------------------------------------------------------------------ categories
  app.get('/admin/categories', { ...operatorOnly, ...adminDoc('Every category, hidden ones too, in storefront order, with listed services and packages', reply(Envelope(Type.Array(AD.AdminCategory)))) }, async () =>
    ok((await db.query<CategoryRow>(`${CATEGORY_SELECT} ORDER BY c.sort_order, c.id`)).rows.map(categoryOut)));

  const saveCategory = async (operatorId: number, existingId: number | null, form: v.InferOutput<typeof categoryFormSchema>) => {
    return db.transaction(async (tx) => {
      const clash = await tx.query('SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id <> $2', [form.name, existingId ?? 0]);
      if (clash.rows.length) throw conflict('A category with this name exists');
      const before = existingId === null ? null : (await tx.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [existingId])).rows[0];
      if (existingId !== null && !before) throw notFound('Category not found');
      const id = existingId === null
        ? (await tx.query<{ id: number }>('INSERT INTO categories (name, image, sort_order, hidden) VALUES ($1,$2,$3,$4) RETURNING id', [form.name, form.image, form.sortOrder, form.hidden])).rows[0]!.id
        : (await tx.query('UPDATE categories SET name = $2, image = $3, sort_order = $4, hidden = $5 WHERE id = $1', [existingId, form.name, form.image, form.sortOrder, form.hidden]), existingId);
      await recordAudit(tx, {
        operatorId, action: existingId === null ? 'category.create' : 'category.update', entity: 'category', entityId: id,
        before: before ? { name: before.name, image: before.image, sortOrder: before.sort_order, hidden: before.hidden } : null, after: form,
      });
      return categoryOut((await tx.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1`, [id])).rows[0]!);
    });
  };
  app.post('/admin/categories', { ...operatorOnly, ...adminDoc('Create a category: {name, image, sortOrder, hidden}', { ...body(categoryFormSchema), ...reply(Envelope(AD.AdminCategory)) }) }, async (req) =>
    ok(await saveCategory(userOf(req).id, null, req.body), 'Category created'));
  app.post('/admin/categories/:id', { ...operatorOnly, ...adminDoc('Rename, re-image, reorder or hide a category: {name, image, sortOrder, hidden}', { ...body(categoryFormSchema), ...reply(Envelope(AD.AdminCategory)), ...params(pathParams('id')) }) }, async (req) =>
    ok(await saveCategory(userOf(req).id, paramId(req.params, 'category'), req.body), 'Category saved'));

  // --------------------------------------------------------------------------------------------------- sliders
  app.get('/admin/sliders', { ...operatorOnly, ...adminDoc('Home sliders and offer banners in order, with their linked category or title and link, dates and whether they show today', reply(Envelope(Type.Array(AD.AdminSlider)))) }, async () =>
    ok((await db.query<SliderRow>(`${SLIDER_SELECT} ORDER BY s.sort_order, s.id`)).rows.map(sliderOut)));

  const saveSlider = async (operatorId: number, existingId: number | null, form: v.InferOutput<typeof sliderFormSchema>) => {
    return db.transaction(async (tx) => {
      const serviceId = form.kind === 'slider' ? form.serviceId || null : null;
      if (serviceId !== null && (await tx.query('SELECT 1 FROM categories WHERE id = $1', [serviceId])).rows.length === 0) throw badRequest('Please choose the linked category');
      const before = existingId === null ? null : (await tx.query<SliderRow>(`${SLIDER_SELECT} WHERE s.id = $1`, [existingId])).rows[0];
      if (existingId !== null && !before) throw notFound('Slider not found');
      const offer = form.kind === 'offer';
      const cols = [form.image, serviceId, form.sortOrder, form.activeFrom || null, form.activeTo || null, form.kind, offer ? form.title : '', offer ? form.link : ''];
      const id = existingId === null
        ? (await tx.query<{ id: number }>('INSERT INTO sliders (doc, service_id, sort_order, active_from, active_to, kind, title, link) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id', cols)).rows[0]!.id
        : (await tx.query('UPDATE sliders SET doc = $1, service_id = $2, sort_order = $3, active_from = $4, active_to = $5, kind = $6, title = $7, link = $8 WHERE id = $9', [...cols, existingId]), existingId);
      await recordAudit(tx, { operatorId, action: existingId === null ? `${form.kind}.create` : `${form.kind}.update`, entity: form.kind, entityId: id, before: before && sliderOut(before), after: form });
      return sliderOut((await tx.query<SliderRow>(`${SLIDER_SELECT} WHERE s.id = $1`, [id])).rows[0]!);
    });
  };
  app.post('/admin/sliders', { ...operatorOnly, ...adminDoc("Add a home slider {kind: 'slider', image, serviceId (linked category)} or an offer banner {kind: 'offer', image, title, link (/services… or /packages…)}, with sortOrder, activeFrom, activeTo", { ...body(sliderFormSchema), ...reply(Envelope(AD.AdminSlider)) }) }, async (req) =>
    ok(await saveSlider(userOf(req).id, null, req.body), 'Slider added'));
  app.post('/admin/sliders/:id', { ...operatorOnly, ...adminDoc('Change a home slider or offer banner (same body as add)', { ...body(sliderFormSchema), ...reply(Envelope(AD.AdminSlider)), ...params(pathParams('id')) }) }, async (req) =>
    ok(await saveSlider(userOf(req).id, paramId(req.params, 'slider'), req.body), 'Slider saved'));
  app.post('/admin/sliders/:id/delete', { ...operatorOnly, ...adminDoc('Remove a home slider', { ...reply(Envelope(W.IdResult)), ...params(pathParams('id')) }) }, async (req) => {
    const id = paramId(req.params, 'slider');
    const me = userOf(req);
    await db.transaction(async (tx) => {
      const before = (await tx.query<SliderRow>(`${SLIDER_SELECT} WHERE s.id = $1`, [id])).rows[0];
      if (!before) throw notFound('Slider not found');
      await tx.query('DELETE FROM sliders WHERE id = $1', [id]);
      await recordAudit(tx, { operatorId: me.id, action: `${before.kind}.delete`, entity: before.kind, entityId: id, before: sliderOut(before), after: null });
    });
    return ok({ Id: id }, 'Slider removed');
  });

  // -------------------------------------------------------------------------------------------------- packages
  app.get('/admin/packages', { ...operatorOnly, ...adminDoc('Every package, hidden ones too: total, advance %, groups, listed', reply(Envelope(Type.Array(AD.AdminPackageRow)))) }, async () => {
    const r = await db.query<{ id: number; name: string; image: string; total: number; advance_per: number; status: number; groups: number; bookings: number }>(
      `SELECT k.id, k.name, k.image, k.total, k.advance_per, k.status,
              (SELECT count(*)::int FROM package_groups g WHERE g.package_id = k.id AND g.retired_at IS NULL) AS groups,
              (SELECT count(*)::int FROM package_bookings b WHERE b.package_id = k.id) AS bookings
       FROM packages k ORDER BY k.id`,
    );
    return ok(r.rows.map((k) => ({ Id: k.id, Name: k.name, Image: k.image, Total: toRupees(Number(k.total)), AdvancePercent: Number(k.advance_per), Listed: k.status === 1, Groups: k.groups, Bookings: k.bookings })));
  });

  app.get('/admin/packages/:id', { ...operatorOnly, ...adminDoc('One package as the builder edits it: its groups with their services and limits', { ...reply(Envelope(AD.AdminPackage)), ...params(pathParams('id')) }) }, async (req) =>
    ok(await loadAdminPackage(db, paramId(req.params, 'package'))));

  app.get('/admin/package-candidates', { ...operatorOnly, ...adminDoc('Services a package group of a category may offer (?serviceId): listed and priced, from approved vendors', { ...query(packageCandidatesQuerySchema), ...reply(Envelope(Type.Array(AD.PackageCandidate))) }) }, async (req) => {
    const { serviceId } = req.query;
    const r = await db.query<{ id: number; title: string; vendor: string; payable_amt: number; city: string }>(
      `SELECT p.id, p.title, v.name AS vendor, p.payable_amt, p.city FROM products p JOIN vendors v ON v.id = p.vendor_id
       WHERE p.service_id = $1 AND ${BOOKABLE} ORDER BY p.title, p.id LIMIT 200`,
      [serviceId],
    );
    return ok(r.rows.map((p) => ({ Id: p.id, Title: p.title, Vendor: p.vendor, PayableAmt: toRupees(Number(p.payable_amt)), City: p.city })));
  });

  const writePackage = async (operatorId: number, existingId: number | null, form: v.InferOutput<typeof packageFormSchema>) => {
    return db.transaction(async (tx) => {
      if (existingId !== null && !(await tx.query('SELECT 1 FROM packages WHERE id = $1 FOR UPDATE', [existingId])).rows.length) throw notFound('Package not found');
      await checkGroups(tx, form);
      const before = existingId === null ? null : packageSummary(await loadAdminPackage(tx, existingId));
      const id = await savePackage(tx, existingId, form);
      const saved = await loadAdminPackage(tx, id);
      await recordAudit(tx, { operatorId, action: existingId === null ? 'package.create' : 'package.update', entity: 'package', entityId: id, before, after: packageSummary(saved) });
      return saved;
    });
  };
  app.post('/admin/packages', { ...operatorOnly, ...adminDoc('Create a package: {name, description, inPackage, image, total, advancePercent, listed, groups: [{serviceId, maxItems, amount, productIds}]}', { ...body(packageFormSchema), ...reply(Envelope(AD.AdminPackage)) }) }, async (req) =>
    ok(await writePackage(userOf(req).id, null, req.body), 'Package created'));
  app.post('/admin/packages/:id', { ...operatorOnly, ...adminDoc('Edit a package (same body as create); a removed group that bookings refer to is retired', { ...body(packageFormSchema), ...reply(Envelope(AD.AdminPackage)), ...params(pathParams('id')) }) }, async (req) =>
    ok(await writePackage(userOf(req).id, paramId(req.params, 'package'), req.body), 'Package saved'));
}
