// The head tags of a server-rendered page: text from the catalogue (a vendor's title or description)
// cannot break out of an attribute or a JSON-LD block. Run: node --test shell/server/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';

const { headTags, scriptJson } = await tsImport('./head-tags.ts', import.meta.url);

const hostile = 'Mehendi "</script><script>alert(1)</script>" & <b>more</b>';

test('titles, descriptions and Open Graph values are escaped', () => {
  const html = headTags(
    {
      title: hostile,
      description: hostile,
      canonicalPath: '/services/details/1?a="x"',
      image: 'https://img/x.webp"onerror="y',
      og: { 'product:price:amount': '1.00' },
    },
    'https://utsav.example',
  );
  assert.ok(!html.includes('<script>alert'), 'no script element from text');
  assert.ok(
    html.includes(
      '<title>Mehendi &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; &lt;b&gt;more&lt;/b&gt;</title>',
    ),
  );
  assert.ok(html.includes('content="https://img/x.webp&quot;onerror=&quot;y"'));
  assert.ok(html.includes('<link rel="canonical" href="https://utsav.example/services/details/1?a=&quot;x&quot;" />'));
  assert.ok(html.includes('<meta property="product:price:amount" content="1.00" />'));
});

test('JSON-LD and the query state cannot close their <script> block', () => {
  const json = scriptJson({ name: hostile, line: '\u2028' });
  assert.ok(!json.includes('<'));
  assert.deepEqual(JSON.parse(json), { name: hostile, line: '\u2028' });
  const html = headTags(
    { title: 't', description: 'd', canonicalPath: '/', jsonLd: [{ '@type': 'Service', name: hostile }] },
    'https://utsav.example',
  );
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  assert.equal(blocks.length, 1);
  assert.equal(JSON.parse(blocks[0][1]).name, hostile);
});

test('each public page names itself in both languages (hreflang), its canonical in the shown one', () => {
  const en = headTags({ title: 't', description: 'd', canonicalPath: '/services/all' }, 'https://utsav.example');
  assert.ok(en.includes('<link rel="alternate" hreflang="hi-IN" href="https://utsav.example/services/all?lang=hi" />'));
  assert.ok(en.includes('<link rel="alternate" hreflang="en-IN" href="https://utsav.example/services/all?lang=en" />'));
  assert.ok(en.includes('<link rel="alternate" hreflang="x-default" href="https://utsav.example/services/all" />'));
  assert.ok(en.includes('<link rel="canonical" href="https://utsav.example/services/all" />'));
  const hi = headTags({ title: 't', description: 'd', canonicalPath: '/services/all' }, 'https://utsav.example', 'hi');
  assert.ok(hi.includes('<link rel="canonical" href="https://utsav.example/services/all?lang=hi" />'));
  assert.ok(hi.includes('<meta property="og:locale" content="hi_IN" />'));
  assert.ok(
    !headTags(
      { title: 't', description: 'd', canonicalPath: '/x', robots: 'noindex' },
      'https://utsav.example',
    ).includes('hreflang'),
  );
});

test('a page without an image says so to link previews; robots only when asked', () => {
  const html = headTags({ title: 't', description: 'd', canonicalPath: '/about-us' }, 'https://utsav.example');
  assert.ok(html.includes('<meta name="twitter:card" content="summary" />'));
  assert.ok(!html.includes('og:image'));
  assert.ok(!html.includes('name="robots"'));
});
