/**
 * The last step of the published API description: what the route schemas leave to the document, so
 * that standard tools accept it (swagger-parser validates it, Redocly's recommended rules pass:
 * tools/contract/lint.mjs in `npm test`) and a partner's generated client gets names and errors.
 *
 * - every operation has a stable `operationId`: the route's own, else derived from its method and path
 *   (`POST /api/vendor/orders/{id}/accept` → `postVendorOrdersByIdAccept`), so it changes only when the route does;
 * - every operation names its security: the token scheme when the route needs one, `[{ XAuthToken: [] }, {}]` when
 *   a token is optional, `security: []` when the route is public;
 * - every operation names its 4xx replies, in the error envelope of its route (`{ Status: 'Failed', Message }`,
 *   the package calls' `{ Status: 0, Message }`, the registration's lowercase pair — lib/http `failure`): 400 for
 *   all, 401 and 403 when a token is required, 404 when the path names a record, 429 when the route is rate
 *   limited;
 * - `servers` from the runtime config (PUBLIC_API_BASE or PUBLIC_URL, else this origin);
 * - OpenAPI 3.0 schemas: an empty `required` list (which 3.0 forbids) is left out.
 *
 * Wired into @fastify/swagger (app.ts): `transform` sees each route's config, `transformObject` the whole document.
 * Neither touches the schemas Fastify validates and serializes with.
 */
import type { EnvelopeStyle } from '../lib/http';

type Json = Record<string, unknown>;

/** What the document needs to know about a route, carried from `transform` to `transformObject`. */
const FACTS = 'x-utsav-route';
interface RouteFacts {
  envelope: EnvelopeStyle;
  rateLimited: boolean;
}

interface RouteLike {
  config?: unknown;
}

/** `transform` of @fastify/swagger: notes the route's envelope and rate limit on a copy of its document schema. */
export function describeRoute({ schema, url, route }: { schema?: unknown; url: string; route?: RouteLike }): {
  schema: Json;
  url: string;
} {
  const config = (route?.config ?? {}) as { envelope?: EnvelopeStyle; rateLimit?: unknown };
  const facts: RouteFacts = { envelope: config.envelope ?? 'text', rateLimited: Boolean(config.rateLimit) };
  return { schema: { ...((schema as Json | undefined) ?? {}), [FACTS]: facts }, url };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `post` + `/api/vendor/orders/{id}/accept` → `postVendorOrdersByIdAccept` (the `/api` prefix left out). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1] : segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(pascal);
      return param ? ['By', ...parts] : parts;
    });
  return method.toLowerCase() + words.join('');
}

const FAILURE_SCHEMAS: Record<EnvelopeStyle, { name: string; schema: Json }> = {
  text: {
    name: 'Failure',
    schema: {
      type: 'object',
      description: 'The error envelope: Status "Failed" and a message for people; some replies add fields.',
      required: ['Status', 'Message'],
      properties: { Status: { type: 'string', enum: ['Failed'] }, Message: { type: 'string' } },
    },
  },
  numeric: {
    name: 'NumericFailure',
    schema: {
      type: 'object',
      description: "The package calls' error envelope: Status 0 and a message for people.",
      required: ['Status', 'Message'],
      properties: { Status: { type: 'integer', enum: [0] }, Message: { type: 'string' } },
    },
  },
  lower: {
    name: 'LowerFailure',
    schema: {
      type: 'object',
      description: "The registration's error envelope: the lowercase status/message pair and the usual one.",
      required: ['status', 'message', 'Status', 'Message'],
      properties: {
        status: { type: 'string', enum: ['Failed'] },
        message: { type: 'string' },
        Status: { type: 'string', enum: ['Failed'] },
        Message: { type: 'string' },
      },
    },
  },
};

const CLIENT_ERRORS = {
  400: {
    name: 'BadRequest',
    description: 'The request was refused: a field is missing or invalid, or a rule of the service forbids it',
  },
  401: { name: 'Unauthorized', description: 'No valid X-Auth-Token' },
  403: { name: 'Forbidden', description: "The token's account may not do this" },
  404: { name: 'NotFound', description: 'No such record' },
  429: { name: 'TooManyRequests', description: 'Too many requests from this client; try again later' },
} as const;
type ClientError = keyof typeof CLIENT_ERRORS;

const SECURITY_SCHEME = 'XAuthToken';

function securityOf(operation: Json): 'required' | 'optional' | 'public' {
  const security = operation.security as Json[] | undefined;
  if (!security || security.length === 0) return 'public';
  return security.some((s) => Object.keys(s).length === 0) || String(operation.description ?? '').includes('optional')
    ? 'optional'
    : 'required';
}

/** Drops every `required: []` (OpenAPI 3.0 schemas need at least one name there; none is the same as no list). */
function withoutEmptyRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyRequired);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value as Json)) {
    if (key === 'required' && Array.isArray(v) && v.length === 0) continue;
    out[key] = withoutEmptyRequired(v);
  }
  return out;
}

export interface FinishOptions {
  /** The API's public origin (PUBLIC_API_BASE or PUBLIC_URL); the document is then served relative to it. */
  publicUrl?: string;
}

/** `transformObject` of @fastify/swagger: operation ids, security, 4xx replies and servers on the whole document. */
export function finishDocument(document: Json, options: FinishOptions = {}): Json {
  const doc = withoutEmptyRequired(document) as Json;
  const components = (doc.components ??= {}) as Json;
  const schemas = (components.schemas ??= {}) as Json;
  const responses = (components.responses ??= {}) as Json;
  const seen = new Map<string, string>();

  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const facts = (operation[FACTS] as RouteFacts | undefined) ?? { envelope: 'text', rateLimited: false };
      delete operation[FACTS];

      const id = typeof operation.operationId === 'string' ? operation.operationId : operationIdOf(method, path);
      const twin = seen.get(id);
      if (twin)
        throw new Error(
          `operationId ${id} of ${method.toUpperCase()} ${path} is also ${twin}'s: declare one in the route's schema`,
        );
      seen.set(id, `${method.toUpperCase()} ${path}`);
      operation.operationId = id;

      const access = securityOf(operation);
      operation.security =
        access === 'public'
          ? []
          : access === 'optional'
            ? [{ [SECURITY_SCHEME]: [] }, {}]
            : [{ [SECURITY_SCHEME]: [] }];

      const codes: ClientError[] = [400];
      if (access === 'required') codes.push(401, 403);
      if (path.includes('{')) codes.push(404);
      if (facts.rateLimited) codes.push(429);
      const failure = FAILURE_SCHEMAS[facts.envelope];
      schemas[failure.name] ??= failure.schema;
      const replies = (operation.responses ??= {}) as Json;
      for (const code of codes) {
        if (replies[code]) continue;
        const name = `${CLIENT_ERRORS[code].name}${facts.envelope === 'text' ? '' : pascal(facts.envelope)}`;
        responses[name] ??= {
          description: CLIENT_ERRORS[code].description,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${failure.name}` } } },
        };
        replies[code] = { $ref: `#/components/responses/${name}` };
      }
    }
  }

  doc.servers = options.publicUrl
    ? [
        {
          url: options.publicUrl.replace(/\/+$/, ''),
          description: 'The public origin of this deployment (PUBLIC_API_BASE or PUBLIC_URL)',
        },
      ]
    : [{ url: '/', description: 'The origin this document is served from' }];
  return doc;
}
