/**
 * The one API client of the page: openapi-fetch typed by the generated contract, so the path, the
 * method, the parameters, the body and the reply of every call come from the API's own OpenAPI document — a
 * contract change is a compile error in the caller. Requests go to the runtime API base with the session token
 * (X-Auth-Token), the page's language and a trace header; a reply outside 2xx rejects with an ApiError that carries
 * the status and the server's envelope. Envelope helpers understand `Status: 'Success'`, `Status: 1` and lowercase
 * `status` (docs/api.md).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@utsav/domain/contract.generated';
import { currentLang } from './i18n';
import { getConfig } from './runtime-config';
import { currentToken, onSignOut, sessionStore } from './session';
import { newTraceparent } from './trace-context';

export interface Envelope<T = unknown> {
  Status?: string | number;
  status?: string | number | boolean;
  Message?: string;
  message?: string;
  Payload?: T;
  [key: string]: unknown;
}

/** A reply outside 2xx (or a 2xx without a body where one was expected): its HTTP status and what the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message || messageOf(body as Envelope) || `Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The HTTP status of a failed call, or 0 when it never got an answer (offline, aborted). Duck-typed on `status`
 * rather than `instanceof`: a remote built with its own copy of this module still reads another copy's errors.
 */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && (error as { name?: unknown }).name === 'ApiError') {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' ? status : 0;
  }
  return 0;
}

/** The server's envelope of a failed call (what it sent with the 4xx/5xx), or undefined. */
export function errorBody(error: unknown): Envelope | undefined {
  if (statusOf(error) === 0) return undefined;
  const body = (error as { body?: unknown }).body;
  return body && typeof body === 'object' ? (body as Envelope) : undefined;
}

/** True when a reply signals success in any of the API's three styles. */
export function isSuccess(reply: Envelope | null | undefined): boolean {
  if (!reply || typeof reply !== 'object') return false;
  const status = reply.Status ?? reply.status;
  if (typeof status === 'string') return status.toLowerCase() === 'success' || status === '1';
  if (typeof status === 'number') return status === 1;
  if (typeof status === 'boolean') return status;
  return false;
}

/** The server's message in either casing, or ''. */
export function messageOf(reply: Envelope | null | undefined): string {
  if (!reply || typeof reply !== 'object') return '';
  return String(reply.Message ?? reply.message ?? '');
}

/** Message for a failed request: the server's Message, else the error's own message. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const server = messageOf(errorBody(error));
  if (server) return server;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/** Throws an Error with the server's message when the envelope is not a success; returns the Payload. */
export function unwrap<T>(reply: Envelope<T>, fallback = 'Request failed'): T {
  if (!isSuccess(reply)) throw new Error(messageOf(reply) || fallback);
  return reply.Payload as T;
}

/**
 * The reply of a call (`await call(api.GET('/api/…', …))`): its typed 2xx body. A failure already rejected in
 * the client (ApiError); a 2xx with no body where the contract promises one rejects here.
 */
export async function call<T>(pending: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await pending;
  if (data === undefined) throw new ApiError(response.status, undefined, 'The server sent an empty reply');
  return data;
}

/** The Payload of a successful envelope reply: `call` then `unwrap`. */
export async function payloadOf<T>(
  pending: Promise<{ data?: Envelope<T>; response: Response }>,
  fallback?: string,
): Promise<T> {
  return unwrap(await call(pending), fallback);
}

const sessionHeaders: Middleware = {
  onRequest({ request }) {
    const token = currentToken();
    if (token && !request.headers.has('X-Auth-Token')) request.headers.set('X-Auth-Token', token);
    // The API answers its errors in the page's language.
    request.headers.set('Accept-Language', currentLang() === 'hi' ? 'hi-IN' : 'en-IN');
    // each request starts a trace the API continues (docs/observability.md). A caller's own wins.
    if (!request.headers.has('traceparent')) request.headers.set('traceparent', newTraceparent());
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return undefined;
    // An expired or revoked token: drop the session so every app sees the visitor state.
    if (response.status === 401 && sessionStore.getState().token) sessionStore.getState().logout({ revoke: false });
    const text = await response.text().catch(() => '');
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's HTML error page): keep the text.
    }
    throw new ApiError(response.status, body);
  },
};

type ApiClient = Client<paths>;

/** Where and how requests go: by default the runtime API base and the page's fetch. */
export interface ApiTransport {
  /** The API's origin for this process (the server renderer calls the API at its internal address). */
  baseUrl?: string;
  /** Sends one request (the server renderer adds its request id and a deadline). */
  send?: (request: Request) => Promise<Response>;
}

let transport: ApiTransport = {};

/** Sets the transport of the page's (or the server renderer's) client; the next call uses it. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
  client = undefined;
}

function createApiClient(baseUrl: string): ApiClient {
  // `fetch` is looked up per request (not captured once), so a test's mock or the transport applies at once.
  const client = createClient<paths>({
    baseUrl,
    fetch: (request) => (transport.send ? transport.send(request) : globalThis.fetch(request)),
  });
  client.use(sessionHeaders);
  return client;
}

let client: ApiClient | undefined;
let clientBase = '';

/** The client for the current API base (app-config.json may move it after start-up). */
function current(): ApiClient {
  const base = (transport.baseUrl ?? getConfig().apiBase).replace(/\/+$/, '');
  if (!client || base !== clientBase) {
    client = createApiClient(base);
    clientBase = base;
  }
  return client;
}

/**
 * The one API client of the page: `api.GET('/api/AllProduct', { params: { query } })`. Each method forwards to the
 * client of the current API base with the same (generic) signature.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One method of the current client, with openapi-fetch's own (generic) signature; the arguments pass unchanged. */
function forward<M extends Method>(method: M): ApiClient[M] {
  // The cast re-attaches the generic signature that a plain forwarding function cannot spell.
  return ((...args: unknown[]) =>
    (current()[method] as (...a: unknown[]) => unknown)(...args)) as unknown as ApiClient[M];
}

export const api: Pick<ApiClient, Method> = {
  GET: forward('GET'),
  POST: forward('POST'),
  PUT: forward('PUT'),
  PATCH: forward('PATCH'),
  DELETE: forward('DELETE'),
};

// A sign-out ends the token on the server too (POST /logout answers 200 even for a token already over), so a
// copied token stops working at once. Best effort: the page is signed out either way. No body and so no
// Content-Type (axios had sent an empty form body, answered 415).
onSignOut((token) => {
  void api.POST('/api/logout', { headers: { 'X-Auth-Token': token } }).catch(() => undefined);
});

/**
 * The body option of a multipart upload (images, the vendor's service form with its images). The contract declares
 * no body for the API's multipart routes — their JSON schema cannot describe files — so the typed client has no
 * type to accept here: the form goes as it is, and the browser sets its Content-Type with the boundary.
 */
export function multipartBody(form: FormData): { body: never } {
  return { body: form as never };
}
