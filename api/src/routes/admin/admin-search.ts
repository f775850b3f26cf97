/**
 * The operator's search page (docs/search.md "Operator"): synonyms and spellings (list, add, change, remove; each
 * parsed by the domain's schema, audited, and a catalogue change so the cached header search drops at once), and the
 * week's top queries and zero-result queries.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { searchSynonymSchema, type SearchSynonymForm } from '@utsav/domain/schemas/search-synonym';
import { userOf } from '../../lib/auth';
import { conflict, intId, notFound, ok } from '../../lib/http';
import type { RouteContext } from '../context';
import { recordAudit } from '../../data/audit';
import {
  deleteSynonym,
  listSynonyms,
  queryStats,
  saveSynonymRow,
  synonymById,
  synonymTermTaken,
  type SynonymRow,
} from '../../data/search-admin';
import { queryLogOf } from '../../data/search-results';
import { adminDoc, operatorOnly } from './admin-shared';
import { body, params, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import { pathParams } from '../../contract/queries';
import * as W from '../../contract/writes';
import { msg, t } from '../../lib/server-messages';

const Synonym = Type.Object({
  Id: Type.Integer(),
  Term: Type.String(),
  Meaning: Type.String(),
  UpdatedAt: Type.String(),
});
const QueryStat = Type.Object({
  Query: Type.String(),
  Searches: Type.Integer(),
  Results: Type.Integer(),
  Last: Type.String(),
});
const SearchReport = Type.Object({
  Days: Type.Integer(),
  Top: Type.Array(QueryStat),
  ZeroResults: Type.Array(QueryStat),
});

/** The report's window: the last seven days. */
const REPORT_DAYS = 7;
const REPORT_ROWS = 20;

const SYNONYM_TAKEN = msg('admin.synonymTaken');
const synonymOut = (r: SynonymRow) => ({ Id: r.id, Term: r.term, Meaning: r.meaning, UpdatedAt: r.updated_at });
const changesCatalog = { config: { changes: ['catalog' as const] } };

export async function adminSearchRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();

  app.get(
    '/admin/search/synonyms',
    {
      ...operatorOnly,
      ...adminDoc('Search synonyms and spellings: what customers type → the catalogue words searched', {
        ...reply(Envelope(Type.Array(Synonym))),
      }),
    },
    async () => ok((await listSynonyms(db)).map(synonymOut)),
  );

  app.get(
    '/admin/search/queries',
    {
      ...operatorOnly,
      ...adminDoc(`The last ${REPORT_DAYS} days' most asked searches and those that found nothing`, {
        ...reply(Envelope(SearchReport)),
      }),
    },
    async () => {
      await queryLogOf(db).flush();
      const s = await queryStats(db, REPORT_DAYS, REPORT_ROWS);
      const out = (x: (typeof s.top)[number]) => ({
        Query: x.query,
        Searches: x.searches,
        Results: x.results,
        Last: x.last,
      });
      return ok({ Days: REPORT_DAYS, Top: s.top.map(out), ZeroResults: s.zero.map(out) });
    },
  );

  const save = (operatorId: number, id: number | null, form: SearchSynonymForm) =>
    db.transaction(async (tx) => {
      const before = id === null ? null : await synonymById(tx, id, true);
      if (id !== null && !before) throw notFound(msg('admin.synonymNotFound'));
      if (await synonymTermTaken(tx, form.term, id ?? 0)) throw conflict(SYNONYM_TAKEN);
      const saved = await saveSynonymRow(tx, id, form);
      if (saved === null) throw conflict(SYNONYM_TAKEN);
      await recordAudit(tx, {
        operatorId,
        action: id === null ? 'search-synonym.create' : 'search-synonym.update',
        entity: 'search-synonym',
        entityId: saved,
        before: before && { term: before.term, meaning: before.meaning },
        after: form,
      });
      return synonymOut((await synonymById(tx, saved))!);
    });

  app.post(
    '/admin/search/synonyms',
    {
      ...operatorOnly,
      ...changesCatalog,
      ...adminDoc('Add a synonym: {term (what customers type), meaning (catalogue words)}', {
        ...body(searchSynonymSchema),
        ...reply(Envelope(Synonym)),
      }),
    },
    async (req) => ok(await save(userOf(req).id, null, req.body), t(req, 'admin.synonymAdded')),
  );

  app.post(
    '/admin/search/synonyms/:id',
    {
      ...operatorOnly,
      ...changesCatalog,
      ...adminDoc('Change a synonym: {term, meaning}', {
        ...body(searchSynonymSchema),
        ...reply(Envelope(Synonym)),
        ...params(pathParams('id')),
      }),
    },
    async (req) =>
      ok(await save(userOf(req).id, intId(req.params.id, 'synonym', 404), req.body), t(req, 'admin.synonymSaved')),
  );

  app.post(
    '/admin/search/synonyms/:id/delete',
    {
      ...operatorOnly,
      ...changesCatalog,
      ...adminDoc('Remove a synonym', { ...reply(Envelope(W.IdResult)), ...params(pathParams('id')) }),
    },
    async (req) => {
      const id = intId(req.params.id, 'synonym', 404);
      const operatorId = userOf(req).id;
      await db.transaction(async (tx) => {
        const before = await synonymById(tx, id, true);
        if (!before) throw notFound(msg('admin.synonymNotFound'));
        await deleteSynonym(tx, id);
        await recordAudit(tx, {
          operatorId,
          action: 'search-synonym.delete',
          entity: 'search-synonym',
          entityId: id,
          before: { term: before.term, meaning: before.meaning },
          after: null,
        });
      });
      return ok({ Id: id }, t(req, 'admin.synonymRemoved'));
    },
  );
}
