/**
 * Category artwork of the demo catalogue ("a gradient with an icon" did not look like a real catalogue).
 * One illustration per category — a mandap for decoration, a buffet for catering, a camera on a tripod for
 * photography… — drawn as SVG in three lights (evening, day, night), rendered to pixels with sharp and passed through
 * the upload pipeline (acceptImage: decoded, re-encoded as WebP at every srcset width), so seeded services carry
 * images exactly like a vendor's uploads.
 *
 * Names are deterministic upload names (`<uuid>.webp`, the uuid from a hash of category, light and shape), so the
 * seed can write them into the database without rendering anything; each file is made on its first request and kept
 * in the upload folder. A folder that lost them (a test's cleanup, a fresh volume) gets them made again.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const ART_LIGHTS = 3;

/** Background light of a variant: [sky top, sky bottom, floor, accent]. */
const LIGHTS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#7c2d12', '#f59e0b', '#78350f', '#fde68a'], // evening
  ['#fde7f0', '#fff7ed', '#e7d5c0', '#be185d'], // day
  ['#111827', '#4c1d95', '#1f2937', '#fbbf24'], // night
];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const garland = (x1: number, x2: number, y: number, sag: number, colours: readonly string[]) =>
  range(19)
    .map((i) => {
      const t = i / 18;
      const x = x1 + (x2 - x1) * t;
      const yy = y + Math.sin(Math.PI * t) * sag;
      return `<circle cx="${x.toFixed(1)}" cy="${yy.toFixed(1)}" r="9" fill="${colours[i % colours.length]}"/>`;
    })
    .join('');
const fairyLights = (y: number, w: number, colour: string) =>
  range(24)
    .map(
      (i) => `<circle cx="${(i + 0.5) * (w / 24)}" cy="${y + Math.sin(i) * 8}" r="4" fill="${colour}" opacity="0.9"/>`,
    )
    .join('');

/** The scene of a category on an 800×600 stage (light = [sky top, sky bottom, floor, accent]). */
const SCENES: Record<string, (l: readonly [string, string, string, string]) => string> = {
  decoration: ([, , floor, accent]) => `
    <rect y="470" width="800" height="130" fill="${floor}"/>
    <ellipse cx="400" cy="520" rx="170" ry="34" fill="#fff" opacity="0.25"/>
    ${range(8)
      .map(
        (i) =>
          `<circle cx="400" cy="520" r="${150 - i * 18}" fill="none" stroke="${['#f97316', '#db2777', '#facc15', '#16a34a'][i % 4]}" stroke-width="6" opacity="0.5" transform="scale(1 0.22) translate(0 ${520 / 0.22 - 520})"/>`,
      )
      .join('')}
    ${[170, 290, 510, 630].map((x) => `<rect x="${x - 12}" y="190" width="24" height="300" rx="6" fill="#fef3c7"/><rect x="${x - 18}" y="470" width="36" height="20" rx="4" fill="#d97706"/>`).join('')}
    <path d="M130 190 L400 90 L670 190 Z" fill="#b91c1c"/>
    <path d="M130 190 ${range(9)
      .map((i) => `Q ${160 + i * 60} 240 ${190 + i * 60} 190`)
      .join(' ')}" fill="#fde68a" stroke="#f59e0b" stroke-width="4"/>
    ${garland(150, 650, 200, 70, ['#f97316', '#facc15', '#f97316', '#ea580c'])}
    ${[170, 290, 510, 630]
      .map((x) =>
        range(12)
          .map((i) => `<circle cx="${x}" cy="${200 + i * 24}" r="8" fill="${i % 2 ? '#facc15' : '#f97316'}"/>`)
          .join(''),
      )
      .join('')}
    ${[360, 400, 440].map((x) => `<path d="M${x - 12} 500 h24 l-4 10 h-16 z" fill="#b45309"/><path d="M${x} 478 q8 12 0 22 q-8 -10 0 -22z" fill="${accent}"/>`).join('')}`,
  catering: ([, , floor, accent]) => `
    ${fairyLights(70, 800, accent)}
    <rect y="430" width="800" height="170" fill="${floor}"/>
    <rect x="70" y="330" width="660" height="30" rx="6" fill="#fff"/>
    <path d="M70 360 h660 v150 h-660z" fill="#fff" opacity="0.92"/>
    <path d="M70 360 ${range(11)
      .map((i) => `Q ${100 + i * 60} 395 ${130 + i * 60} 360`)
      .join(' ')}" fill="#dc2626" opacity="0.85"/>
    ${[150, 300, 450, 600]
      .map(
        (x, i) => `
      <rect x="${x - 55}" y="300" width="110" height="32" rx="6" fill="#9ca3af"/>
      <path d="M${x - 55} 300 a55 50 0 0 1 110 0z" fill="#d1d5db"/>
      <rect x="${x - 8}" y="242" width="16" height="10" rx="4" fill="#6b7280"/>
      <path d="M${x - 20} 230 q10 -20 0 -40 M${x + 10} 228 q10 -20 0 -40" stroke="#fff" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>
      <ellipse cx="${x}" cy="318" rx="40" ry="8" fill="${['#f59e0b', '#15803d', '#b91c1c', '#fde68a'][i]}" opacity="0.0"/>`,
      )
      .join('')}
    <ellipse cx="400" cy="540" rx="120" ry="34" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>
    ${[
      [350, 530, '#f59e0b'],
      [400, 522, '#b91c1c'],
      [450, 530, '#15803d'],
      [380, 552, '#fde68a'],
      [425, 553, '#92400e'],
    ]
      .map(
        ([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="24" ry="10" fill="${c}" stroke="#9ca3af" stroke-width="3"/>`,
      )
      .join('')}`,
  photography: ([, , floor, accent]) => `
    ${range(14)
      .map(
        (i) =>
          `<circle cx="${(i * 137) % 800}" cy="${60 + ((i * 71) % 300)}" r="${18 + ((i * 13) % 30)}" fill="${accent}" opacity="${0.12 + (i % 4) * 0.06}"/>`,
      )
      .join('')}
    <rect y="460" width="800" height="140" fill="${floor}"/>
    <path d="M560 460 a110 140 0 0 1 220 0" fill="none" stroke="#f9a8d4" stroke-width="18"/>
    <circle cx="640" cy="370" r="22" fill="#1f2937"/><path d="M615 460 q25 -80 50 0z" fill="#7f1d1d"/>
    <circle cx="700" cy="365" r="22" fill="#1f2937"/><path d="M675 460 q25 -90 50 0z" fill="#1e3a8a"/>
    <path d="M300 330 L220 560 M300 330 L380 560 M300 330 L300 570" stroke="#111827" stroke-width="10" stroke-linecap="round"/>
    <rect x="210" y="230" width="190" height="120" rx="16" fill="#111827"/>
    <rect x="240" y="206" width="60" height="30" rx="6" fill="#111827"/>
    <circle cx="305" cy="290" r="46" fill="#374151" stroke="#9ca3af" stroke-width="8"/>
    <circle cx="305" cy="290" r="24" fill="#1e40af"/><circle cx="296" cy="280" r="8" fill="#fff" opacity="0.7"/>
    <rect x="360" y="244" width="24" height="12" rx="3" fill="${accent}"/>`,
  mehendi: ([, , floor]) => `
    <rect y="420" width="800" height="180" fill="${floor}" opacity="0.6"/>
    <path d="M300 600 L300 380 Q300 330 330 330 L330 170 Q330 140 352 140 Q374 140 374 170 L374 300 L384 130 Q386 100 410 100 Q434 100 432 132 L426 300 L446 150 Q450 122 472 124 Q494 128 490 156 L474 310 L504 210 Q512 186 532 192 Q552 200 544 226 L500 400 Q480 470 470 600 Z" fill="#f2c9a0"/>
    <circle cx="410" cy="390" r="54" fill="none" stroke="#7c2d12" stroke-width="6"/>
    <circle cx="410" cy="390" r="30" fill="none" stroke="#7c2d12" stroke-width="4"/>
    ${range(12)
      .map(
        (i) =>
          `<circle cx="${(410 + Math.cos((i * Math.PI) / 6) * 42).toFixed(1)}" cy="${(390 + Math.sin((i * Math.PI) / 6) * 42).toFixed(1)}" r="5" fill="#7c2d12"/>`,
      )
      .join('')}
    <circle cx="410" cy="390" r="10" fill="#7c2d12"/>
    ${[
      [352, 170],
      [410, 140],
      [470, 160],
      [526, 220],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 12} ${y! + 20} q12 -22 24 0 q-12 14 -24 0z" fill="none" stroke="#7c2d12" stroke-width="4"/><path d="M${x - 14} ${y! + 60} h28 M${x - 14} ${y! + 80} h28" stroke="#7c2d12" stroke-width="4" stroke-dasharray="4 6"/>`,
      )
      .join('')}
    <path d="M330 480 q80 40 160 0" stroke="#7c2d12" stroke-width="5" fill="none"/>
    <path d="M330 510 q80 40 160 0" stroke="#7c2d12" stroke-width="3" fill="none" stroke-dasharray="6 6"/>
    ${[
      [120, 470],
      [180, 520],
      [640, 480],
      [700, 530],
      [90, 560],
    ]
      .map(
        ([x, y]) =>
          range(8)
            .map(
              (i) =>
                `<ellipse cx="${x}" cy="${y! - 16}" rx="8" ry="16" fill="#f97316" transform="rotate(${i * 45} ${x} ${y})"/>`,
            )
            .join('') + `<circle cx="${x}" cy="${y}" r="9" fill="#facc15"/>`,
      )
      .join('')}`,
  'dj-music': ([, , floor, accent]) => `
    ${[
      ['#ec4899', 120],
      ['#22d3ee', 400],
      ['#a3e635', 680],
    ]
      .map(
        ([c, x]) => `<path d="M${x} 0 L${Number(x) - 140} 470 L${Number(x) + 140} 470 Z" fill="${c}" opacity="0.18"/>`,
      )
      .join('')}
    <rect y="470" width="800" height="130" fill="${floor}"/>
    ${[90, 710].map((x) => `<rect x="${x - 60}" y="230" width="120" height="240" rx="10" fill="#111827"/><circle cx="${x}" cy="300" r="34" fill="#374151" stroke="#6b7280" stroke-width="6"/><circle cx="${x}" cy="400" r="44" fill="#374151" stroke="#6b7280" stroke-width="6"/><circle cx="${x}" cy="400" r="14" fill="#9ca3af"/>`).join('')}
    <rect x="230" y="350" width="340" height="120" rx="12" fill="#1f2937"/>
    <rect x="220" y="330" width="360" height="30" rx="8" fill="#374151"/>
    ${[310, 490].map((x) => `<circle cx="${x}" cy="345" r="0"/><ellipse cx="${x}" cy="345" rx="60" ry="12" fill="#111827" stroke="${accent}" stroke-width="3"/>`).join('')}
    ${range(6)
      .map(
        (i) =>
          `<rect x="${370 + i * 12}" y="${336 - (i % 3) * 4}" width="6" height="${14 + (i % 3) * 4}" fill="${accent}"/>`,
      )
      .join('')}
    ${range(9)
      .map(
        (i) =>
          `<circle cx="${60 + i * 85}" cy="560" r="22" fill="#000" opacity="0.55"/><rect x="${42 + i * 85}" y="578" width="36" height="30" rx="10" fill="#000" opacity="0.55"/>`,
      )
      .join('')}`,
  venue: ([, , floor, accent]) => `
    <rect y="420" width="800" height="180" fill="${floor}"/>
    <rect x="180" y="250" width="440" height="110" rx="8" fill="#7f1d1d"/><rect x="200" y="270" width="400" height="70" rx="6" fill="#fde68a" opacity="0.5"/>
    <path d="M160 250 q240 -70 480 0" fill="none" stroke="#facc15" stroke-width="10"/>
    ${[200, 400, 600]
      .map(
        (x) =>
          `<path d="M${x} 0 v60" stroke="#d4d4d8" stroke-width="3"/><path d="M${x - 50} 60 h100 l-20 40 h-60 z" fill="${accent}" opacity="0.9"/>${range(
            5,
          )
            .map((i) => `<circle cx="${x - 40 + i * 20}" cy="${110 + (i % 2) * 10}" r="5" fill="#fff"/>`)
            .join('')}`,
      )
      .join('')}
    ${[
      [150, 470],
      [400, 470],
      [650, 470],
      [270, 560],
      [530, 560],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="80" ry="22" fill="#fff"/><rect x="${x! - 80}" y="${y}" width="160" height="40" fill="#fff"/><ellipse cx="${x}" cy="${y! + 40}" rx="80" ry="14" fill="#e5e7eb"/>${[-95, 95].map((d) => `<rect x="${x! + d - 12}" y="${y! - 20}" width="24" height="56" rx="8" fill="#be185d"/>`).join('')}<path d="M${x! - 6} ${y! - 20} v-26 M${x! + 6} ${y! - 20} v-22" stroke="#16a34a" stroke-width="5"/><circle cx="${x}" cy="${y! - 48}" r="10" fill="#f472b6"/>`,
      )
      .join('')}`,
  makeup: ([, , floor, accent]) => `
    <rect y="430" width="800" height="170" fill="${floor}"/>
    <rect x="230" y="60" width="340" height="340" rx="24" fill="#fef3c7" stroke="#d4a373" stroke-width="14"/>
    <rect x="262" y="92" width="276" height="276" rx="14" fill="#e0f2fe"/>
    <path d="M300 110 l60 60 M330 110 l90 90" stroke="#fff" stroke-width="12" opacity="0.7"/>
    ${range(7)
      .map((i) => `<circle cx="${240 + i * 53}" cy="60" r="12" fill="#fffbeb" stroke="${accent}" stroke-width="3"/>`)
      .join('')}
    ${range(6)
      .map(
        (i) =>
          `<circle cx="230" cy="${110 + i * 50}" r="12" fill="#fffbeb" stroke="${accent}" stroke-width="3"/><circle cx="570" cy="${110 + i * 50}" r="12" fill="#fffbeb" stroke="${accent}" stroke-width="3"/>`,
      )
      .join('')}
    <rect x="110" y="400" width="70" height="90" rx="10" fill="#f9a8d4"/>
    ${[
      [125, '#92400e'],
      [145, '#111827'],
      [165, '#b45309'],
    ]
      .map(
        ([x, c]) =>
          `<rect x="${Number(x) - 4}" y="300" width="8" height="110" rx="4" fill="#a16207" transform="rotate(${(Number(x) - 145) / 3} ${x} 410)"/><path d="M${Number(x) - 9} 300 q9 -40 18 0z" fill="${c}" transform="rotate(${(Number(x) - 145) / 3} ${x} 410)"/>`,
      )
      .join('')}
    <rect x="610" y="420" width="30" height="70" rx="4" fill="#111827"/><rect x="613" y="380" width="24" height="44" rx="6" fill="#be123c"/>
    <rect x="330" y="460" width="150" height="46" rx="10" fill="#111827"/>
    ${range(6)
      .map(
        (i) =>
          `<circle cx="${352 + i * 21}" cy="483" r="9" fill="${['#f9a8d4', '#fb7185', '#c084fc', '#fcd34d', '#a16207', '#fda4af'][i]}"/>`,
      )
      .join('')}`,
  'tent-lighting': ([, , floor, accent]) => `
    ${range(30)
      .map((i) => `<circle cx="${(i * 97) % 800}" cy="${(i * 53) % 200}" r="2" fill="#fff" opacity="0.7"/>`)
      .join('')}
    <rect y="450" width="800" height="150" fill="${floor === '#e7d5c0' ? '#84cc16' : '#166534'}"/>
    <path d="M80 250 L400 110 L720 250 Z" fill="#fef3c7"/>
    ${range(8)
      .map(
        (i) =>
          `<path d="M${80 + i * 80} 250 L400 110 L${120 + i * 80} 250 Z" fill="${i % 2 ? '#dc2626' : '#facc15'}"/>`,
      )
      .join('')}
    <path d="M80 250 ${range(8)
      .map((i) => `Q ${120 + i * 80} 290 ${160 + i * 80} 250`)
      .join(' ')}" fill="#dc2626"/>
    ${[100, 700].map((x) => `<rect x="${x - 8}" y="250" width="16" height="220" fill="#92400e"/>`).join('')}
    <rect x="108" y="250" width="584" height="220" fill="#fef9c3" opacity="0.35"/>
    ${[0, 1, 2]
      .map((r) =>
        range(16)
          .map(
            (i) => `<circle cx="${130 + i * 36}" cy="${300 + r * 50 + Math.sin(i + r) * 10}" r="5" fill="${accent}"/>`,
          )
          .join(''),
      )
      .join('')}
    <path d="M400 110 L40 40 M400 110 L760 40" stroke="${accent}" stroke-width="2" stroke-dasharray="2 12" stroke-linecap="round"/>`,
  'pandit-puja': ([, , floor, accent]) => `
    <rect y="430" width="800" height="170" fill="${floor}"/>
    <path d="M290 470 h220 l-30 90 h-160 z" fill="#b45309"/>
    ${range(5)
      .map((i) => `<path d="M${300 + i * 44} 470 h40" stroke="#78350f" stroke-width="4"/>`)
      .join('')}
    <path d="M340 470 q20 -120 60 -170 q40 50 60 170 z" fill="#f97316"/>
    <path d="M365 470 q15 -80 35 -110 q20 30 35 110 z" fill="#facc15"/>
    <path d="M385 470 q8 -40 15 -55 q7 15 15 55 z" fill="#fff7ed"/>
    <ellipse cx="620" cy="470" rx="60" ry="16" fill="#ca8a04"/>
    <path d="M580 470 q-10 -90 40 -100 q50 10 40 100 z" fill="#eab308"/>
    <ellipse cx="620" cy="370" rx="26" ry="8" fill="#a16207"/>
    ${range(5)
      .map(
        (i) =>
          `<path d="M620 360 q${-60 + i * 30} -50 ${-50 + i * 25} -90" stroke="#16a34a" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      )
      .join('')}
    <circle cx="620" cy="338" r="26" fill="#92400e"/>
    ${[150, 220, 150].map((x, i) => `<path d="M${x - 20} ${470 + i * 0} h40 l-8 14 h-24z" fill="#b45309"/><path d="M${x} ${430} q10 16 0 30 q-10 -14 0 -30z" fill="${accent}"/>`).join('')}
    <ellipse cx="200" cy="540" rx="90" ry="20" fill="#ca8a04"/>
    ${[170, 200, 230].map((x, i) => `<circle cx="${x}" cy="534" r="12" fill="${['#dc2626', '#facc15', '#f97316'][i]}"/>`).join('')}`,
  'invitation-cards': ([, , floor, accent]) => `
    <rect y="450" width="800" height="150" fill="${floor}"/>
    <path d="M120 300 h320 v220 h-320z" fill="#fdf2f8"/><path d="M120 300 l160 120 l160 -120" fill="#fbcfe8" stroke="#db2777" stroke-width="4"/>
    <circle cx="280" cy="420" r="26" fill="#b91c1c"/><circle cx="280" cy="420" r="14" fill="none" stroke="#fecaca" stroke-width="4"/>
    <g transform="rotate(-8 560 300)">
      <rect x="420" y="110" width="280" height="380" rx="10" fill="#fffbeb" stroke="#ca8a04" stroke-width="10"/>
      <rect x="440" y="130" width="240" height="340" rx="6" fill="none" stroke="#ca8a04" stroke-width="3" stroke-dasharray="10 6"/>
      ${range(8)
        .map(
          (i) =>
            `<ellipse cx="560" cy="200" rx="10" ry="26" fill="${i % 2 ? '#f97316' : '#facc15'}" transform="rotate(${i * 45} 560 226)"/>`,
        )
        .join('')}
      <circle cx="560" cy="226" r="12" fill="#b91c1c"/>
      ${[290, 320, 350, 400, 425].map((y, i) => `<rect x="${i < 3 ? 480 : 500}" y="${y}" width="${i < 3 ? 160 : 120}" height="${i === 0 ? 14 : 8}" rx="4" fill="${i === 0 ? '#b91c1c' : '#a8a29e'}"/>`).join('')}
    </g>
    ${range(6)
      .map((i) => `<circle cx="${80 + i * 130}" cy="80" r="6" fill="${accent}" opacity="0.7"/>`)
      .join('')}`,
  choreography: ([, , floor, accent]) => `
    ${[200, 600].map((x) => `<path d="M${x} 0 L${x - 160} 480 L${x + 160} 480 Z" fill="#fff" opacity="0.16"/>`).join('')}
    <rect y="440" width="800" height="160" fill="${floor}"/>
    <ellipse cx="400" cy="470" rx="330" ry="40" fill="${accent}" opacity="0.35"/>
    ${[
      [230, '#be185d', -20],
      [400, '#7c3aed', 15],
      [570, '#0e7490', -10],
    ]
      .map(
        ([x, c, tilt]) => `
      <g transform="rotate(${tilt} ${x} 330)">
        <circle cx="${x}" cy="210" r="26" fill="#111827"/>
        <path d="M${x} 236 L${x} 340" stroke="${c}" stroke-width="26" stroke-linecap="round"/>
        <path d="M${x} 256 L${Number(x) - 70} 196 M${x} 256 L${Number(x) + 60} 300" stroke="#111827" stroke-width="12" stroke-linecap="round"/>
        <path d="M${x} 340 L${Number(x) - 50} 450 M${x} 340 L${Number(x) + 60} 420 L${Number(x) + 90} 450" stroke="#111827" stroke-width="14" stroke-linecap="round" fill="none"/>
        <path d="M${Number(x) - 40} 330 q40 60 80 0 z" fill="${c}"/>
      </g>`,
      )
      .join('')}
    ${range(10)
      .map((i) => `<path d="M${60 + i * 75} ${100 + (i % 3) * 40} l6 -14 l6 14 l-6 14z" fill="${accent}"/>`)
      .join('')}`,
};

/** An 800×600 (or 1600×600, `wide`) illustration of a category's service in one of the ART_LIGHTS lights. */
export function categoryArtSvg(slug: string, light: number, wide = false): string {
  const l = LIGHTS[light % LIGHTS.length]!;
  const scene = (SCENES[slug] ?? SCENES.decoration!)(l);
  const [w, h] = wide ? [1600, 600] : [800, 600];
  // A wide slider repeats the sky and floor and centres the scene.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l[0]}"/><stop offset="1" stop-color="${l[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${wide ? `<rect y="440" width="${w}" height="160" fill="${l[2]}" opacity="0.8"/>` : ''}
<g transform="translate(${wide ? 400 : 0} 0)">${scene}</g>
</svg>`;
}

export const ART_SLUGS = Object.keys(SCENES);

/** A deterministic upload name (`<uuid>.webp`) for a category's art in a light (wide = a slider). */
export function seedArtName(slug: string, light: number, wide = false): string {
  const hex = createHash('sha1')
    .update(`utsav-seed-art:v1:${slug}:${light % ART_LIGHTS}:${wide ? 'wide' : 'card'}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}.webp`;
}

interface ArtSpec {
  slug: string;
  light: number;
  wide: boolean;
}
const SPECS = new Map<string, ArtSpec>();
for (const slug of ART_SLUGS) {
  for (let light = 0; light < ART_LIGHTS; light++) {
    SPECS.set(seedArtName(slug, light), { slug, light, wide: false });
    SPECS.set(seedArtName(slug, light, true), { slug, light, wide: true });
  }
}

/** The art a (largest or variant) upload name stands for, or null when it is not seeded art. */
export function seedArtOf(file: string): (ArtSpec & { name: string }) | null {
  const name = file.replace(/-\d{2,4}w\.webp$/, '.webp');
  const spec = SPECS.get(name);
  return spec ? { ...spec, name } : null;
}

/** The upload pipeline, given by the caller (lib/images: accept then store), so this module needs nothing of it. */
export type StoreArt = (png: Buffer, name: string) => Promise<void>;

const making = new Map<string, Promise<void>>();

/** Every seeded art name (the largest file of each). */
export const SEED_ART_NAMES: readonly string[] = [...SPECS.keys()];

/** Makes one piece of seeded art in `uploadDir` unless it is there already (once per folder and name at a time). */
export function ensureSeedArt(uploadDir: string, name: string, store: StoreArt): Promise<void> {
  const spec = SPECS.get(name);
  if (!spec) return Promise.resolve();
  const key = `${uploadDir}\u0000${name}`;
  let job = making.get(key);
  if (!job) {
    job = (async () => {
      const exists = await readFile(path.join(uploadDir, name)).then(
        () => true,
        () => false,
      );
      if (exists) return;
      // Drawn at twice its size (density 144) so the largest WebP is a true 1600 px wide, as its srcset says.
      const png = await sharp(Buffer.from(categoryArtSvg(spec.slug, spec.light, spec.wide)), { density: 144 })
        .png()
        .toBuffer();
      await store(png, name);
    })().finally(() => making.delete(key));
    making.set(key, job);
  }
  return job;
}
