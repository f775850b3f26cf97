// The pages sitemap lists only pages that answer 200 (the packages list at /packages/all, every package page).
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { packagePagePath, sitemapPage } from './sitemap.mjs';

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

const reply = (Payload) => new Response(JSON.stringify({ Status: 'Success', Message: '', Payload }), { status: 200 });

test('pages.xml: /packages/all (not /packages), every category and every package page', async () => {
  globalThis.fetch = async (url) => {
    const path = new URL(String(url)).pathname;
    if (path === '/api/allServices') return reply([{ serviceid: 3, servicename: 'Decor' }]);
    if (path === '/api/Packages') return reply([{ PackageID: 1 }, { PackageID: 12 }]);
    return new Response('{}', { status: 404 });
  };
  const xml = await sitemapPage({
    siteUrl: 'https://utsav.test',
    apiOrigin: 'http://api.test',
    pathname: '/sitemaps/pages.xml',
  });
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.includes('https://utsav.test/packages/all'));
  assert.ok(!locs.includes('https://utsav.test/packages'), 'the 404 /packages is not listed');
  assert.ok(locs.includes('https://utsav.test/services/3'));
  assert.ok(locs.includes(`https://utsav.test${packagePagePath(1)}`));
  assert.ok(locs.includes(`https://utsav.test${packagePagePath(12)}`));
});

test('a package page path decodes to the id the package page reads', () => {
  const encoded = decodeURIComponent(packagePagePath(12).slice('/packages/'.length));
  assert.deepEqual(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')), {
    PackageID: 12,
    eventDate: '',
    pincode: '',
  });
});
