// The shell's own pages read their first data before rendering (shell-pages.ts prefetchShellPage): a comparison
// whose services are in its URL is read with its pincode and date into the request's query client under the key the
// page asks for (so the server renders it and the browser hydrates it without asking again); a URL without them,
// or a refusal, leaves nothing (the page renders its empty or loading state, as the browser's first render does).
// Run: node --test shell/server/
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { QueryClient } from '@tanstack/react-query';
import { tsImport } from 'tsx/esm/api';

const { prefetchShellPage, shellPage } = await tsImport('./shell-pages.ts', import.meta.url);

const SITE = 'https://utsav.example';
const realFetch = globalThis.fetch;
afterEach(() => (globalThis.fetch = realFetch));

/** Answers every API call with `reply(url)` ({status, body}); keeps the URLs asked. */
function fakeApi(reply) {
  const asked = [];
  globalThis.fetch = async (request) => {
    const url = new URL(request.url);
    asked.push(url);
    const { status, body } = reply(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return asked;
}

const comparison = {
  Place: { Pincode: '400050', Label: 'Bandra West, Mumbai' },
  Date: '2027-01-20',
  Items: [{ ProductId: 3 }, { ProductId: 7 }],
};
const prefetch = (path, queryClient) => {
  const url = new URL(path, SITE);
  return prefetchShellPage(shellPage(url.pathname, SITE), url.pathname, url.search, queryClient);
};

test('a comparison named in the URL is read with its pincode and date, under the key the page asks for', async () => {
  const asked = fakeApi(() => ({ status: 200, body: { Status: 'Success', Message: '', Payload: comparison } }));
  const queryClient = new QueryClient();
  const page = await prefetch('/compare?ids=3,7,3&pincode=400050&date=2027-01-20', queryClient);
  assert.equal(page.status, 200);
  assert.equal(page.head.robots, 'noindex');
  assert.equal(asked.length, 1);
  assert.equal(asked[0].pathname, '/api/Compare');
  assert.equal(asked[0].searchParams.get('productIds'), '3,7');
  assert.equal(asked[0].searchParams.get('pincode'), '400050');
  assert.equal(asked[0].searchParams.get('date'), '2027-01-20');
  assert.deepEqual(queryClient.getQueryData(['compare', '3,7', '400050', '2027-01-20']), comparison);
});

test('without two services in the URL nothing is read: the tab keeps its choice, which no server sees', async () => {
  const asked = fakeApi(() => ({ status: 500, body: {} }));
  for (const path of ['/compare', '/compare?ids=3', '/compare?pincode=400050']) {
    const queryClient = new QueryClient();
    const page = await prefetch(path, queryClient);
    assert.equal(page.status, 200, path);
    assert.equal(queryClient.getQueryCache().getAll().length, 0, path);
  }
  assert.equal(asked.length, 0);
});

test("a refused comparison leaves no query behind: the browser asks again and shows the API's message", async () => {
  fakeApi(() => ({ status: 400, body: { Status: 'Failure', Message: 'Pincode must be 6 digits', Payload: null } }));
  const queryClient = new QueryClient();
  const page = await prefetch('/compare?ids=3,7&pincode=123', queryClient);
  assert.equal(page.status, 200);
  assert.equal(queryClient.getQueryCache().getAll().length, 0);
});

test('a shared list is read before rendering; one that names nothing is the 404 page; a failure leaves nothing', async () => {
  const list = { Items: [{ id: 3, title: 'Lens & Light' }] };
  const token = 'a'.repeat(32);
  fakeApi(() => ({ status: 200, body: { Status: 'Success', Message: '', Payload: list } }));
  let queryClient = new QueryClient();
  assert.equal((await prefetch(`/wishlist/shared/${token}`, queryClient)).status, 200);
  assert.deepEqual(queryClient.getQueryData(['shared-shortlist', token]), list);

  fakeApi(() => ({ status: 404, body: { Status: 'Failure', Message: 'gone', Payload: null } }));
  queryClient = new QueryClient();
  assert.equal((await prefetch(`/wishlist/shared/${token}`, queryClient)).status, 404);
  assert.equal(queryClient.getQueryCache().getAll().length, 0);

  // The API slower than the renderer's deadline (or failing): the page renders its loading state, as the browser
  // first does, and the browser asks again.
  globalThis.fetch = async () => {
    throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  };
  queryClient = new QueryClient();
  assert.equal((await prefetch(`/wishlist/shared/${token}`, queryClient)).status, 200);
  assert.equal(queryClient.getQueryCache().getAll().length, 0);
});
