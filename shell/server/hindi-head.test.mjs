// A Hindi page's head (docs/ssr.md "Head in the page's language"): its <title> and meta description come from the
// Hindi catalogue, an English page keeps the English ones. Run: node --test shell/server/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';

const { headTags } = await tsImport('./head-tags.ts', import.meta.url);
const { shellPage } = await tsImport('./shell-pages.ts', import.meta.url);

const SITE = 'https://utsav.example';
const DEVANAGARI = /[\u0900-\u097F]/;
const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

test('a Hindi page renders a Hindi <title> and meta description; the English page stays English', () => {
  for (const path of ['/about-us', '/contact-us', '/blogs', '/privacy-policy', '/blogs/wedding-decor-trends']) {
    const hindi = headTags(shellPage(path, SITE, 'hi').head, SITE, 'hi');
    const english = headTags(shellPage(path, SITE, 'en').head, SITE, 'en');
    assert.match(titleOf(hindi), DEVANAGARI, `${path}: ${titleOf(hindi)}`);
    assert.match(descriptionOf(hindi), DEVANAGARI, `${path}: ${descriptionOf(hindi)}`);
    assert.doesNotMatch(titleOf(english), DEVANAGARI, path);
    assert.doesNotMatch(descriptionOf(english), DEVANAGARI, path);
  }
  assert.equal(titleOf(headTags(shellPage('/about-us', SITE, 'hi').head, SITE, 'hi')), 'हमारे बारे में | उत्सव');
  assert.equal(titleOf(headTags(shellPage('/about-us', SITE, 'en').head, SITE, 'en')), 'About Us | Utsav');
});

test('a Hindi not-found page says so in Hindi', () => {
  const page = shellPage('/no-such-page', SITE, 'hi');
  assert.equal(page.status, 404);
  assert.match(titleOf(headTags(page.head, SITE, 'hi')), /^पेज नहीं मिला/);
});
