/**
 * Real-user speed: POST /api/rum takes the shell's sampled reports (web vitals, JavaScript errors) from
 * anyone, small and well-formed only (413 past RUM_MAX_BODY_BYTES, 400 otherwise), rate-limited per client; error
 * messages are scrubbed of tokens and mobile numbers before they are stored. GET /api/admin/rum summarises them.
 */
import type { FastifyInstance } from 'fastify';
import { RUM_MAX_BODY_BYTES } from '@utsav/domain/rum';
import { rumBatchSchema, rumSummaryQuerySchema } from '@utsav/domain/schemas/rum';
import { ok } from '../../lib/http';
import { scrubText } from '../../lib/log';
import { insertRumReports, rumSummary } from '../../data/rum';
import * as M from '../../contract/misc';
import * as AD from '../../contract/admin';
import { Envelope, reply } from '../../contract/envelope';
import { body, query, type ContractTypes } from '../../contract/request';
import { doc, type RouteContext } from '../context';
import { adminDoc, operatorOnly } from '../admin/admin-shared';
import type { ApiMetrics } from '../../lib/metrics';

/** An e-mail address inside an error message. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Options of the RUM plugin: the route context and the metrics it counts reports in. */
export interface RumOptions extends RouteContext {
  metrics: ApiMetrics;
}

export async function rumRoutes(server: FastifyInstance, { db, config, metrics }: RumOptions) {
  const app = server.withTypeProvider<ContractTypes>();
  app.post(
    '/rum',
    {
      bodyLimit: RUM_MAX_BODY_BYTES,
      config: { rateLimit: { max: Math.max(60, config.rateLimitMax * 3), timeWindow: '1 minute' } },
      ...doc(
        'misc',
        'Real-user speed reports from the shell (sampled): {reports: [{kind vital|error, name, value, page pattern, remote, message?}]}, at most 20 and 8 KB',
        false,
        {
          ...body(rumBatchSchema),
          ...reply(Envelope(M.RumAccepted)),
        },
      ),
    },
    async (req) => {
      const reports = req.body.reports.map((r) =>
        r.kind === 'error' ? { ...r, message: scrubText(r.message).replace(EMAIL, '[email]') } : r,
      );
      const accepted = await insertRumReports(db, reports);
      for (const r of reports) metrics.rum(r.kind, r.remote);
      return ok({ Accepted: accepted });
    },
  );

  app.get(
    '/admin/rum',
    {
      ...operatorOnly,
      ...adminDoc(
        'Real-user speed: p75 of LCP, INP, CLS, TTFB, FCP per remote and per page, and JavaScript errors, over ?days (1–30, default 7)',
        { ...query(rumSummaryQuerySchema), ...reply(Envelope(AD.RumSummary)) },
      ),
    },
    async (req) => ok(await rumSummary(db, req.query.days)),
  );
}
