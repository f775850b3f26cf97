// The budget verdicts' own rules, on made-up page results (no browser).
import test from 'node:test';
import assert from 'node:assert/strict';
import { languageDifference } from './report.mjs';

const js = (file, gzip = 1000) => ({ file, kind: 'js', gzip });
const page = (files, late = []) => ({ files, late });
const common = [js('main.js'), js('bootstrap.0123abcd.js'), js('2696.4d593322.js'), js('28.fb3a6718.js')];

test('Hindi may differ from English only by its catalogues and the Devanagari font', () => {
  const en = page([...common, js('locale-shell-en.11111111.js')]);
  const hi = page([
    ...common,
    js('locale-shell-hi.22222222.js'),
    { file: 'font-devanagari.33333333.css', kind: 'css', gzip: 9 },
  ]);
  assert.equal(languageDifference(en, hi).ok, true);
});

test('a chunk only one language loads fails the check', () => {
  const en = page([...common, js('locale-shell-en.11111111.js')]);
  const hi = page([js('main.js'), js('bootstrap.0123abcd.js'), js('locale-shell-hi.22222222.js')]);
  const verdict = languageDifference(en, hi);
  assert.equal(verdict.ok, false);
  assert.match(verdict.value, /not a catalogue or the font: 2696\.js, 28\.js/);
});

test('a chunk one page fetched after the first-screen window is still fetched: no difference', () => {
  const en = page([...common, js('locale-shell-en.11111111.js')]);
  const hi = page(
    [js('main.js'), js('bootstrap.0123abcd.js'), js('locale-shell-hi.22222222.js')],
    ['http://localhost:3700/2696.4d593322.js', 'http://localhost:3701/28.fb3a6718.js', 'http://localhost:3700/api/x'],
  );
  assert.equal(languageDifference(en, hi).ok, true);
});
