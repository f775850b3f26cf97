/**
 * Component tests answer the API through this mock: each reply is typed by the generated contract for
 * its path and method, so a contract change that a component would break on breaks its test's mock too. It
 * stands in for `globalThis.fetch` (what the API client calls) and records every request.
 *
 *   const server = mockApi()
 *     .on('GET', '/api/AllProduct', { Status: 'Success', Payload: [...] })
 *     .on('POST', '/api/AddToCart', (req) => ({ Status: 'Success', Payload: { CartId: req.body.ProductId } }))
 *     .fail('GET', '/api/ProductDetails/{id}', 404, { Status: 'Failed', Message: 'Not found' })
 *     .file('GET', '/api/account/my-data/archive', zipBytes, 'application/zip');
 *   ...
 *   expect(server.calls('POST', '/api/AddToCart')[0].body).toEqual({ ... });
 *
 * GET /api/Shortlist (asked by the shortlist store of every page a customer is signed in on) answers an empty
 * shortlist unless the test gives its own reply.
 *
 * A request no handler answers fails the test (the mock answers 501 and records it in `unhandled`; `mockApi`
 * checks it after each test).
 */
import type { paths } from '@utsav/domain/contract.generated';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<Lowercase<M>, infer O>
    ? [O] extends [never | undefined]
      ? never
      : P
    : never;
}[keyof paths];
type Operation<M extends Method, P extends keyof paths> = paths[P] extends Record<Lowercase<M>, infer O> ? O : never;

/** The JSON body of the operation's 200 (or 201) reply, as the contract declares it. */
export type ReplyOf<M extends Method, P extends keyof paths> =
  Operation<M, P> extends { responses: { 200: { content: { 'application/json': infer R } } } }
    ? R
    : Operation<M, P> extends { responses: { 201: { content: { 'application/json': infer R } } } }
      ? R
      : never;

/** What a handler sees of the request. */
export interface MockRequest {
  method: Method;
  url: URL;
  /** The path parameters by name (`{id}` → params.id). */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body (undefined when none; the raw text when not JSON). */
  body: unknown;
}

type Handler<R> = R | ((request: MockRequest) => R | Promise<R>);

interface Route {
  method: Method;
  template: string;
  pattern: RegExp;
  names: string[];
  status: number;
  reply: Handler<unknown>;
  once: boolean;
  used: boolean;
}

export interface ApiMock {
  /** Answers `method path` with a typed 200 reply (or a function of the request). The last match wins. */
  on<M extends Method, P extends PathsWith<M>>(method: M, path: P, reply: Handler<ReplyOf<M, P>>): ApiMock;
  /** Answers the next matching request only, then falls back to the other handlers. */
  once<M extends Method, P extends PathsWith<M>>(method: M, path: P, reply: Handler<ReplyOf<M, P>>): ApiMock;
  /** Answers `method path` with an HTTP error status and the server's envelope. */
  fail<M extends Method, P extends PathsWith<M>>(method: M, path: P, status: number, body?: unknown): ApiMock;
  /** Answers the next matching request only with an HTTP error, then falls back to the other handlers. */
  failOnce<M extends Method, P extends PathsWith<M>>(method: M, path: P, status: number, body?: unknown): ApiMock;
  /** Answers `method path` with a file (a PDF, a ZIP, a CSV): its bytes and content type, status 200. */
  file<M extends Method, P extends PathsWith<M>>(method: M, path: P, bytes: Uint8Array | string, type: string): ApiMock;
  /** Makes `method path` fail without an answer (offline): the client rejects. */
  offline<M extends Method, P extends PathsWith<M>>(method: M, path: P): ApiMock;
  /** Every request made so far, or those of one operation. */
  calls(method?: Method, path?: keyof paths): MockRequest[];
  /** Requests no handler answered. */
  readonly unhandled: string[];
}

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

const OFFLINE = Symbol('offline');
/** A reply that is a file, not JSON. */
class FileReply {
  constructor(
    readonly bytes: Uint8Array | string,
    readonly type: string,
  ) {}
}

/** Installs the mock as `globalThis.fetch` for the current test (restored after it). */
export function mockApi(): ApiMock {
  const routes: Route[] = [];
  const seen: { request: MockRequest; template?: string }[] = [];
  const unhandled: string[] = [];

  const add = (method: Method, template: string, status: number, reply: Handler<unknown>, once: boolean) => {
    routes.unshift({ method, template, ...compile(template), status, reply, once, used: false });
    return mock;
  };

  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase() as Method;
    const text = request.body ? await request.text() : '';
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A form or text body: kept as text.
    }
    const base: Omit<MockRequest, 'params'> = {
      method,
      url,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    for (const route of routes) {
      if (route.method !== method || (route.once && route.used)) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      const mockRequest: MockRequest = { ...base, params };
      seen.push({ request: mockRequest, template: route.template });
      route.used = true;
      const reply =
        typeof route.reply === 'function'
          ? await (route.reply as (r: MockRequest) => unknown)(mockRequest)
          : route.reply;
      if (reply === OFFLINE) throw new TypeError('Failed to fetch');
      if (reply instanceof FileReply)
        return new Response(reply.bytes as BodyInit, { status: route.status, headers: { 'Content-Type': reply.type } });
      return new Response(reply === undefined ? null : JSON.stringify(reply), {
        status: route.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    seen.push({ request: { ...base, params: {} } });
    unhandled.push(`${method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ Status: 'Failed', Message: `No mock for ${method} ${url.pathname}` }), {
      status: 501,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  const mock: ApiMock = {
    on: (method, path, reply) => add(method, path as string, 200, reply, false),
    once: (method, path, reply) => add(method, path as string, 200, reply, true),
    fail: (method, path, status, body) => add(method, path as string, status, body, false),
    failOnce: (method, path, status, body) => add(method, path as string, status, body, true),
    file: (method, path, bytes, type) => add(method, path as string, 200, new FileReply(bytes, type), false),
    offline: (method, path) => add(method, path as string, 0, () => OFFLINE, false),
    calls: (method, path) =>
      seen
        .filter((s) => (!method || s.request.method === method) && (!path || s.template === path))
        .map((s) => s.request),
    get unhandled() {
      return unhandled;
    },
  };

  // What every page asks on its own once a customer signs in (the shortlist store, @utsav/shared/shortlist): an
  // empty shortlist unless the test answers otherwise (a test's own handler wins: it is added later).
  mock.on('GET', '/api/Shortlist', { Status: 'Success', Message: 'Success', Payload: { Items: [], ShareToken: null } });

  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as typeof fetch);
  afterEachOnce(() => {
    spy.mockRestore();
    if (unhandled.length) throw new Error(`API requests no mock answered: ${unhandled.join(', ')}`);
  });
  return mock;
}

/** Registers `fn` to run after the current test only (mockApi is called inside tests or beforeEach). */
function afterEachOnce(fn: () => void): void {
  pending.push(fn);
}

const pending: (() => void)[] = [];
afterEach(() => {
  const fns = pending.splice(0);
  const errors: unknown[] = [];
  for (const fn of fns) {
    try {
      fn();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
});
