// Dev utility: full-page screenshot of a URL in Debian Chromium. node tools/screenshot.mjs <url> [out.png] [width]
import { chromium } from 'playwright-core';
const url = process.argv[2];
const out = process.argv[3] || '/tmp/shot.png';
const width = Number(process.argv[4] || 1280);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const reqs = [];
page.on('response', (r) => reqs.push(`${r.status()} ${r.url()}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await page.screenshot({ path: out, fullPage: true });
console.log(reqs.filter((r) => /\.js|json/.test(r)).join('\n'));
await browser.close();
