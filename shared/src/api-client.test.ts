import {
  api,
  ApiError,
  call,
  errorBody,
  errorMessage,
  isSuccess,
  messageOf,
  payloadOf,
  statusOf,
  unwrap,
} from './api-client';
import { setLang } from './i18n';
import { retryUnlessClientError } from './query-client';
import { setConfig } from './runtime-config';
import { sessionStore } from './session';
import { mockApi } from './testing/api-mock';

const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = `${enc({ alg: 'HS256' })}.${enc({ sub: 1, UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

afterEach(() => sessionStore.getState().logout({ revoke: false }));

describe('envelope helpers', () => {
  it.each([
    [{ Status: 'Success' }, true],
    [{ Status: 'success' }, true],
    [{ Status: 1 }, true],
    [{ status: 'Success' }, true],
    [{ status: 1 }, true],
    [{ status: true }, true],
    [{ Status: 'Failed' }, false],
    [{ Status: 0 }, false],
    [{ status: 'error' }, false],
    [{}, false],
    [null, false],
  ])('isSuccess(%j) = %s', (reply, expected) => {
    expect(isSuccess(reply)).toBe(expected);
  });

  it('reads Message or message', () => {
    expect(messageOf({ Message: 'A' })).toBe('A');
    expect(messageOf({ message: 'b' })).toBe('b');
    expect(messageOf(undefined)).toBe('');
  });

  it('unwrap returns the payload or throws the server message', () => {
    expect(unwrap({ Status: 'Success', Payload: [1] })).toEqual([1]);
    expect(() => unwrap({ Status: 'Failed', Message: 'Nope' })).toThrow('Nope');
  });

  it("errorMessage prefers the server's Message, else the error's own", () => {
    const withBody = new ApiError(400, { Status: 'Failed', Message: 'Mobile is required' });
    expect(errorMessage(withBody)).toBe('Mobile is required');
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe('Request failed with status code 502');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('weird')).toBe('Something went wrong');
  });

  it('statusOf reads an ApiError (also a copy from another bundle), 0 for anything else', () => {
    expect(statusOf(new ApiError(404, undefined))).toBe(404);
    expect(statusOf({ name: 'ApiError', status: 409 })).toBe(409);
    expect(statusOf(new Error('x'))).toBe(0);
    expect(statusOf(undefined)).toBe(0);
    expect(errorBody(new ApiError(400, { Message: 'm' }))).toEqual({ Message: 'm' });
  });
});

describe('the typed client', () => {
  it('sends to the runtime API base with the token, the language and a trace; answers the typed reply', async () => {
    setConfig({ apiBase: 'http://api.test:4000' });
    // Only the request matters here: the reply's Payload is not read.
    const server = mockApi().on('GET', '/api/ProductDetails/{id}', () => ({
      Status: 'Success' as const,
      Message: '',
      Payload: {} as never,
    }));
    sessionStore.getState().signIn(token);
    await setLang('hi', { remember: false, notify: false });
    try {
      await call(api.GET('/api/ProductDetails/{id}', { params: { path: { id: '42' } } }));
    } finally {
      await setLang('en', { remember: false, notify: false });
    }
    const [sent] = server.calls('GET', '/api/ProductDetails/{id}');
    expect(sent!.url.origin).toBe('http://api.test:4000');
    expect(sent!.params).toEqual({ id: '42' });
    expect(sent!.headers.get('X-Auth-Token')).toBe(token);
    expect(sent!.headers.get('Accept-Language')).toBe('hi-IN');
    expect(sent!.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('query parameters and JSON bodies go as the contract declares them', async () => {
    const server = mockApi()
      .on('GET', '/api/deleteAddress', {
        Status: 'Success',
        Message: 'Deleted',
        message: 'Deleted',
        Payload: { Id: 7 },
      })
      .on('POST', '/api/UserLogin', {
        Status: 'Success',
        Message: '',
        Payload: { uidtoken: 't', name: 'Asha', role: 1 },
      });
    await call(api.GET('/api/deleteAddress', { params: { query: { id: '7' } } }));
    const login = await payloadOf(api.POST('/api/UserLogin', { body: { mobile: '9876543210', password: 'secret1' } }));
    expect(login.uidtoken).toBe('t');
    expect(server.calls('GET', '/api/deleteAddress')[0]!.query.get('id')).toBe('7');
    const post = server.calls('POST', '/api/UserLogin')[0]!;
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(post.body).toEqual({ mobile: '9876543210', password: 'secret1' });
  });

  it('a 4xx rejects with an ApiError carrying the status and the envelope; payloadOf throws a Failed envelope', async () => {
    mockApi()
      .fail('GET', '/api/ProductDetails/{id}', 404, { Status: 'Failed', Message: 'Service not found' })
      .on('GET', '/api/getCart', { Status: 'Failed', Message: 'Nope' } as never);
    const error = await call(api.GET('/api/ProductDetails/{id}', { params: { path: { id: '1' } } })).catch(
      (e: unknown) => e,
    );
    expect(statusOf(error)).toBe(404);
    expect(errorMessage(error)).toBe('Service not found');
    await expect(payloadOf(api.GET('/api/getCart'), 'Could not load')).rejects.toThrow('Nope');
  });

  it('a 401 for a signed-in page drops the session (an expired or revoked token)', async () => {
    mockApi().fail('GET', '/api/getCart', 401, { Status: 'Failed', Message: 'Token expired' });
    sessionStore.getState().signIn(token);
    expect(sessionStore.getState().token).toBe(token);
    await expect(call(api.GET('/api/getCart'))).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().token).toBeFalsy();
  });

  it('no answer at all (offline) rejects with status 0', async () => {
    mockApi().offline('GET', '/api/getCart');
    const error = await call(api.GET('/api/getCart')).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(0);
    expect(errorMessage(error)).toBe('Failed to fetch');
  });

  it('each request carries its own traceparent; one set by the caller is kept', async () => {
    const server = mockApi().on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: [] });
    await call(api.GET('/api/allServices'));
    await call(api.GET('/api/allServices'));
    await call(
      api.GET('/api/allServices', {
        headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      }),
    );
    const seen = server.calls('GET', '/api/allServices').map((r) => r.headers.get('traceparent'));
    expect(seen[0]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen[1]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[2]).toBe('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
  });
});

describe('the retry rule (one, in the query client)', () => {
  it('retries a failure without an answer or a 5xx up to three times, never a 4xx but 408 and 429', () => {
    expect(retryUnlessClientError(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessClientError(2, new ApiError(503, undefined))).toBe(true);
    expect(retryUnlessClientError(3, new ApiError(503, undefined))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retryUnlessClientError(0, new ApiError(status, {}))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(429, {}))).toBe(true);
    expect(retryUnlessClientError(0, new ApiError(408, {}))).toBe(true);
  });
});

describe('sign-out', () => {
  it('a user logout posts /logout with the ended token and no body; a refused token (401) is not posted again', async () => {
    const server = mockApi().on('POST', '/api/logout', { Status: 'Success' } as never);
    sessionStore.getState().signIn(token);
    sessionStore.getState().logout();
    await new Promise((r) => setTimeout(r, 20));
    const posts = server.calls('POST', '/api/logout');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('X-Auth-Token')).toBe(token);
    // No body, so no Content-Type: the API parses JSON only (an empty form body was answered 415).
    expect(posts[0]!.body).toBeUndefined();
    expect(posts[0]!.headers.get('Content-Type')).toBeNull();
    sessionStore.getState().signIn(token);
    sessionStore.getState().logout({ revoke: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls('POST', '/api/logout')).toHaveLength(1);
  });
});
