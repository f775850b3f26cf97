#!/usr/bin/env node
// The word हिन्दी drawn as an SVG outline (ui/src/hindi-name.svg), from the site's own Noto Sans
// Devanagari (regular), shaped by fontkit (the conjunct न्द and the vowel signs as a browser would set them).
// The language switches (storefront and vendor header, @utsav/ui/language-name) show it on pages not in Hindi: there the Devanagari font is not loaded (docs/i18n.md), and a
// system without a Devanagari font (Debian's Chromium, many Linux desktops) would draw the word as boxes.
//   node tools/fonts/hindi-name-svg.mjs          writes the file
//   node tools/fonts/hindi-name-svg.mjs --check  fails when the file is not what this script writes
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const WORD = 'हिन्दी';
const OUT = fileURLToPath(new URL('../../ui/src/hindi-name.svg', import.meta.url));
const require = createRequire(fileURLToPath(new URL('../../api/package.json', import.meta.url)));
const font = fontkit.openSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
);

const run = font.layout(WORD);
let x = 0;
const d = run.glyphs
  .map((glyph, i) => {
    const at = run.positions[i];
    const path = glyph.path.translate(x + at.xOffset, at.yOffset).toSVG();
    x += at.xAdvance;
    return path;
  })
  .join('')
  .replace(/\d+\.\d+/g, (n) => String(Math.round(Number(n))));
const height = font.ascent - font.descent;
// Font units, y up: flipped at the ascent, so the box is the line's (ascent to descent) and the baseline sits at
// `ascent` from the top, as the CSS beside the switch places it.
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} ${height}" data-em="${font.unitsPerEm}" data-descent="${-font.descent}">` +
  `<path transform="matrix(1 0 0 -1 0 ${font.ascent})" d="${d}"/></svg>\n`;

if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== svg) {
    console.error(`${OUT} is not what ${WORD} draws: run node tools/fonts/hindi-name-svg.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(OUT, svg);
  console.log(`wrote ${OUT}: ${x}×${height} units of ${font.unitsPerEm}, ${svg.length} bytes`);
}
