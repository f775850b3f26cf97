/**
 * Compile-time proof that replies are checked against their declared schema: `npm run typecheck` covers
 * this file, and each `@ts-expect-error` below fails the build if the wrong reply ever compiles. Never imported.
 */
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ContractTypes } from '../contract/request';
import { Envelope, PagedEnvelope, reply } from '../contract/envelope';
import { ok } from '../lib/http';
import { adminDoc } from './admin/admin-shared';
import * as AD from '../contract/admin';

const app = Fastify().withTypeProvider<ContractTypes>();
const Row = Envelope(Type.Object({ Id: Type.Integer(), Name: Type.String() }));
const Item = Type.Object({ Id: Type.Integer() });

// The declared reply compiles, returned or sent.
app.get('/right', adminDoc('right', reply(Row)), async () => ok({ Id: 1, Name: 'a' }));
app.get('/sent', adminDoc('sent', reply(Row)), async (_req, r) => r.send(ok({ Id: 1, Name: 'a' })));
app.get('/paged-right', adminDoc('paged', reply(PagedEnvelope(Item))), async () => ({
  ...ok([{ Id: 1 }]),
  Page: { next: null },
}));

// @ts-expect-error a field of the wrong type
app.get('/wrong-type', adminDoc('wrong', reply(Row)), async () => ok({ Id: 'one', Name: 'a' }));
// @ts-expect-error a declared field missing
app.get('/missing', adminDoc('missing', reply(Row)), async () => ok({ Id: 1 }));
// @ts-expect-error not the envelope
app.get('/bare', adminDoc('bare', reply(Row)), async () => ({ Id: 1, Name: 'a' }));
app.get('/sent-wrong', adminDoc('sent', reply(Row)), async (_req, r) =>
  // @ts-expect-error reply.send is checked too
  r.send(ok({ Id: 1, Name: 2 })),
);
// @ts-expect-error a list's Page is checked like its rows: PageInfo's next is text or null
app.get('/paged', adminDoc('paged', reply(PagedEnvelope(Item))), async () => ({
  ...ok([{ Id: 1 }]),
  Page: { next: 2 },
}));
// @ts-expect-error a row of a page of the wrong type
app.get('/paged-row', adminDoc('paged', reply(PagedEnvelope(Item))), async () => ({
  ...ok([{ Id: '1' }]),
  Page: { next: null },
}));
// @ts-expect-error an admin table's Page must be the keyset page {next, limit, total}
app.get('/page', adminDoc('page', reply(AD.AdminPagedEnvelope(AD.AuditRow))), async () => ({
  ...ok([]),
  Page: { page: 1, limit: 25, total: 0, pages: 1 },
}));
