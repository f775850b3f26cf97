// The critical CSS filter and the image preload (LCP). Run: node --test shell/server/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCss, filterCss, htmlClasses, parseCss, rebaseUrls, styleText } from './critical-css.mjs';
import { imagePreload } from './document.mjs';

const sheet = [
  '@charset "UTF-8";',
  ':root{--brand:#d6336c}',
  'body{margin:0}',
  '.catalog_Ab12cd{color:red}',
  '.catalog_Ab12cd .catalog_Zz99yy:hover,.shell_Open1{padding:1px}',
  '.catalog_Gone12{display:none}',
  '.shell_Nav:not(.shell_Open1){x:1}',
  '[data-x=".catalog_Gone12"]{y:1}',
  '@media (max-width:768px){.catalog_Ab12cd{color:blue}.catalog_Gone12{color:green}}',
  '@media (min-width:2000px){.catalog_Gone12{color:green}}',
  '@font-face{font-family:Brand;src:url(fonts/brand.woff2) format("woff2")}',
  '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
  '.a{content:"}{"}',
].join('');

test('keeps the rules the HTML can use, drops those needing a class it does not carry', () => {
  const compiled = compileCss(sheet, 'http://cdn.example/catalog/App.1234abcd.css');
  const css = filterCss(
    compiled,
    htmlClasses('<div class="catalog_Ab12cd x"><span class="catalog_Zz99yy shell_Nav"></span></div>'),
  );
  assert.ok(css.includes(':root{--brand:#d6336c}'));
  assert.ok(css.includes('body{margin:0}'));
  assert.ok(css.includes('.catalog_Ab12cd{color:red}'));
  assert.ok(
    css.includes('.catalog_Ab12cd .catalog_Zz99yy:hover,.shell_Open1{padding:1px}'),
    'one selector of the list matches',
  );
  assert.ok(css.includes('.shell_Nav:not(.shell_Open1){x:1}'), 'a class inside :not() is not required');
  assert.ok(css.includes('[data-x=".catalog_Gone12"]{y:1}'), 'a class-like text in an attribute value is not a class');
  assert.ok(!css.includes('.catalog_Gone12{'), 'unused rules dropped, also inside @media');
  assert.ok(css.includes('@media (max-width:768px){.catalog_Ab12cd{color:blue}}'));
  assert.ok(!css.includes('min-width:2000px'), 'an @media left empty goes');
  assert.ok(
    css.includes('url(http://cdn.example/catalog/fonts/brand.woff2)'),
    "url()s rebased on the stylesheet's address",
  );
  assert.ok(css.includes('@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}'));
  assert.ok(!css.includes('@charset'));
  assert.ok(!css.includes('.a{'), 'braces inside strings do not confuse the parser');
  assert.equal(parseCss('.a{content:"}{"}.b{c:d}').length, 2);
});

test("the shell's own stylesheets keep root-relative url()s; inline text cannot close its <style>", () => {
  assert.equal(
    rebaseUrls('a{b:url(./i.png)}c{d:url("img/j.png")}e{f:url(data:image/png;base64,x)}', '/main.1234abcd.css'),
    'a{b:url(/i.png)}c{d:url("/img/j.png")}e{f:url(data:image/png;base64,x)}',
  );
  assert.equal(styleText('a{content:"</style><script>"}'), 'a{content:"<\\/style><script>"}');
});

test('the main image is preloaded only when the page shows it, with its srcset and sizes', () => {
  const html =
    '<main><img src="/logo.svg" alt=""/><img alt="Banner" src="http://api.example/uploads/slider/a.webp?x=1&amp;y=2" srcset="http://api.example/a-480.webp 480w, http://api.example/a.webp 1200w" sizes="100vw" fetchPriority="high"/></main>';
  assert.equal(
    imagePreload(html, 'http://api.example/uploads/slider/a.webp?x=1&y=2'),
    '<link rel="preload" as="image" href="http://api.example/uploads/slider/a.webp?x=1&amp;y=2" imagesrcset="http://api.example/a-480.webp 480w, http://api.example/a.webp 1200w" imagesizes="100vw" fetchpriority="high" />',
  );
  assert.equal(imagePreload(html, 'http://api.example/other.webp'), '', 'not on the page: nothing preloaded');
  assert.equal(
    imagePreload('<img loading="lazy" src="http://x/a.webp"/>', 'http://x/a.webp'),
    '',
    'a lazy image is not the first screen',
  );
  assert.equal(imagePreload(html, undefined), '');
  // React writes srcSet and sizes as spelled in JSX: without its srcset the preload would fetch a file the <img>
  // does not use (the console's "preloaded but not used").
  assert.equal(
    imagePreload(
      '<img src="http://x/a.webp" srcSet="http://x/a-480w.webp 480w, http://x/a.webp 1600w" sizes="100vw" alt="" fetchPriority="high"/>',
      'http://x/a.webp',
    ),
    '<link rel="preload" as="image" href="http://x/a.webp" imagesrcset="http://x/a-480w.webp 480w, http://x/a.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
  );
});
