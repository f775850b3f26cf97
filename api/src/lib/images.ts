/**
 * Images. Seeded images are SVGs generated from their file name on request (nothing is downloaded or
 * stored): `{slug}-{productId}-{n}.svg`, `{slug}.svg`, `slider-{slug}.svg`, `package-{n}.svg`. Uploads are
 * real files under `<DATA_DIR>/uploads` with generated names; they are served from every image folder, so
 * `/images/product/<name>` works for both kinds.
 *
 * Every upload is decoded and re-encoded by sharp: whatever rode along in the file (a script after a
 * PNG header, EXIF with GPS, ICC/XMP) is gone, because only decoded pixels are written back. Each upload is stored
 * as WebP at UPLOAD_WIDTHS (never enlarged): `<uuid>.webp` (the largest, the name kept in the database),
 * `<uuid>-960w.webp` and `<uuid>-480w.webp`, which pages offer as a srcset (@utsav/domain/image-srcset). Files
 * uploaded before this (`<uuid>.jpg|png|webp` without variants) are still served as they are.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_VARIANT_WIDTHS, UPLOAD_WIDTH } from '@utsav/domain/image-srcset';
import { HttpError } from './http';

/** Marks a refusal as the image field's (`Field: 'images'` in the envelope), so the form shows it next to that field. */
export const IMAGE_FIELD = { Field: 'images' };
import { ensureSeedArt, SEED_ART_NAMES, seedArtOf } from './seed-art';

export const IMAGE_FOLDERS = ['product', 'slider', 'serviceimage', 'packageimage', 'uploads'] as const;
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-\d{2,4}w)?\.(jpg|png|webp)$/;
/** Largest decoded size accepted (pixels): a small file that decodes to a huge bitmap (a decompression bomb) is refused. */
const MAX_PIXELS = 40_000_000;
const SVG_NAME = /^[a-z0-9-]{1,80}\.svg$/;
const ALLOWED: Record<string, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const PALETTE = [
  ['#ff7e5f', '#feb47b'],
  ['#6a11cb', '#2575fc'],
  ['#f7971e', '#ffd200'],
  ['#ee0979', '#ff6a00'],
  ['#11998e', '#38ef7d'],
  ['#fc466b', '#3f5efb'],
  ['#c94b4b', '#4b134f'],
  ['#00b09b', '#96c93d'],
  ['#e65c00', '#f9d423'],
  ['#8e2de2', '#4a00e0'],
];
/**
 * Category motifs drawn with SVG shapes (white on the gradient). Shapes, not emoji: a browser without an emoji
 * font would draw empty boxes. Each draws around (0,0) in a 100×100 box; the caller scales and places it.
 */
const W = 'fill="#fff"';
const ICONS: Record<string, string> = {
  decoration: `${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${(Math.cos((a * Math.PI) / 180) * 24).toFixed(1)}" cy="${(Math.sin((a * Math.PI) / 180) * 24).toFixed(1)}" r="18" ${W} opacity="0.85"/>`).join('')}<circle r="14" fill="#ffd43b"/>`,
  catering: `<path d="M-44 4h88a44 44 0 0 1-88 0z" ${W}/><rect x="-50" y="-4" width="100" height="8" rx="4" ${W}/><path d="M-14-14q6-12 0-24M6-14q6-12 0-24" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  photography: `<rect x="-44" y="-26" width="88" height="60" rx="10" ${W}/><rect x="-18" y="-38" width="36" height="16" rx="4" ${W}/><circle cy="4" r="20" fill="none" stroke="#6b7280" stroke-width="6" opacity="0.6"/>`,
  mehendi: `<path d="M0-46C30-20 30 20 0 46C-30 20-30-20 0-46z" ${W}/><path d="M0-36V40" stroke="#6b7280" stroke-width="3" opacity="0.5"/>`,
  'dj-music': `<path d="M-34 10v-10a34 34 0 0 1 68 0v10" stroke="#fff" stroke-width="8" fill="none"/><rect x="-44" y="4" width="20" height="34" rx="8" ${W}/><rect x="24" y="4" width="20" height="34" rx="8" ${W}/>`,
  venue: `<path d="M-48-18L0-46L48-18z" ${W}/>${[-36, -12, 12, 36].map((x) => `<rect x="${x - 6}" y="-14" width="12" height="48" ${W}/>`).join('')}<rect x="-50" y="36" width="100" height="8" ${W}/>`,
  makeup: `<rect x="-16" y="-4" width="32" height="46" rx="4" ${W}/><path d="M-12-4V-30L12-44V-4z" ${W} opacity="0.85"/>`,
  'tent-lighting': `<circle cy="-10" r="28" ${W}/><rect x="-12" y="16" width="24" height="22" rx="4" ${W} opacity="0.85"/>`,
  'pandit-puja': `<path d="M-42 10h84a42 26 0 0 1-84 0z" ${W}/><path d="M0-44C14-24 12-8 0 0C-12-8-14-24 0-44z" fill="#ffd43b"/>`,
  'invitation-cards': `<rect x="-46" y="-30" width="92" height="62" rx="6" ${W}/><path d="M-44-28L0 6L44-28" stroke="#9ca3af" stroke-width="5" fill="none"/>`,
  choreography: `<path d="M0-46L13-14L46-12L20 8L29 42L0 22L-29 42L-20 8L-46-12L-13-14z" ${W}/>`,
  slider: `<path d="M0-46L10-10L46 0L10 10L0 46L-10 10L-46 0L-10-10z" ${W}/>`,
  package: `<rect x="-42" y="-14" width="84" height="56" rx="4" ${W}/><rect x="-48" y="-28" width="96" height="18" rx="4" ${W}/><rect x="-7" y="-28" width="14" height="70" fill="#f59f00"/>`,
};

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A decorative SVG for a seeded image name. */
export function generateSvg(folder: string, file: string): string {
  const base = file.replace(/\.svg$/, '');
  const parts = base.split('-');
  const slugParts = parts.filter((p) => !/^\d+$/.test(p));
  const slug = slugParts.join('-');
  const key = ICONS[slug] ? slug : slugParts[0] === 'slider' ? slugParts.slice(1).join('-') : (slugParts[0] ?? '');
  const [c1, c2] = PALETTE[hash(base) % PALETTE.length]!;
  const label = (
    slugParts[0] === 'slider' || slugParts[0] === 'package'
      ? slugParts.slice(slugParts[0] === 'slider' ? 1 : 0)
      : slugParts
  )
    .join(' ')
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .replace('Dj Music', 'DJ & Music')
    .replace('Tent Lighting', 'Tent & Lighting')
    .replace('Pandit Puja', 'Pandit & Puja');
  const wide = folder === 'slider';
  const [w, h] = wide ? [1600, 600] : [800, 600];
  const icon = ICONS[key] ?? ICONS[slugParts[0] ?? ''] ?? ICONS.slider!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.3}" fill="#fff" opacity="0.12"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${h * 0.25}" fill="#fff" opacity="0.1"/>
<g transform="translate(${w / 2} ${h * 0.38}) scale(${(h * 0.0022).toFixed(3)})" opacity="0.92">${icon}</g>
<text x="50%" y="70%" text-anchor="middle" font-size="${h * 0.075}" font-family="Georgia, serif" fill="#fff" font-weight="bold">${escapeXml(label || 'Utsav')}</text>
</svg>`;
}

export type ImageResult = { type: string; body: Buffer | string } | null;

/** Resolves /images/{folder}/{file}: an uploaded file, or a generated SVG. */
export async function readImage(uploadDir: string, folder: string, file: string): Promise<ImageResult> {
  if (!(IMAGE_FOLDERS as readonly string[]).includes(folder)) return null;
  if (UPLOAD_NAME.test(file)) {
    const read = () =>
      readFile(path.join(uploadDir, file)).then((body) => ({ type: MIME[file.split('.').pop()!]!, body }));
    try {
      return await read();
    } catch {
      // Seeded category art (lib/seed-art) is made on first request when the folder does not have it yet.
      const art = seedArtOf(file);
      if (!art) return null;
      try {
        await ensureSeedArt(uploadDir, art.name, storeSeedArt(uploadDir));
        return await read();
      } catch {
        return null;
      }
    }
  }
  if (SVG_NAME.test(file)) return { type: 'image/svg+xml', body: generateSvg(folder, file) };
  return null;
}

export interface PendingImage {
  /** The name kept in the database (the largest variant). */
  name: string;
  /** Every file of this upload: the largest and its narrower variants. */
  files: { name: string; data: Buffer }[];
}

/** A variant's file name: `<uuid>.webp` → `<uuid>-480w.webp`. */
export const variantName = (name: string, width: number) => name.replace(/\.webp$/, `-${width}w.webp`);

/**
 * Checks an uploaded file by content (JPEG, PNG or WebP only), decodes it and re-encodes it as WebP at each width
 * (metadata stripped, orientation applied), under a generated name. A file that does not decode is refused.
 */
export async function acceptImage(
  data: Buffer,
  originalName: string,
  name = `${randomUUID()}.webp`,
): Promise<PendingImage> {
  const type = await fileTypeFromBuffer(data);
  const notAnImage = new HttpError(
    400,
    `${originalName || 'File'} is not an image (JPEG, PNG or WebP only)`,
    IMAGE_FIELD,
  );
  if (!type || !ALLOWED[type.mime]) throw notAnImage;
  try {
    const decoded = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    const encode = (width: number) =>
      decoded.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    const [largest, ...variants] = await Promise.all([UPLOAD_WIDTH, ...UPLOAD_VARIANT_WIDTHS].map(encode));
    return {
      name,
      files: [
        { name, data: largest! },
        ...UPLOAD_VARIANT_WIDTHS.map((w, i) => ({ name: variantName(name, w), data: variants[i]! })),
      ],
    };
  } catch {
    throw notAnImage;
  }
}

/** Writes accepted images (atomically: temp file then rename); on failure removes what was written. */
export async function storeImages(uploadDir: string, images: PendingImage[]): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const file of images.flatMap((img) => img.files)) {
      const dest = path.join(uploadDir, file.name);
      await writeFile(`${dest}.tmp`, file.data);
      await rename(`${dest}.tmp`, dest);
      written.push(dest);
    }
  } catch (e) {
    await Promise.all(written.map((f) => unlink(f).catch(() => undefined)));
    throw e;
  }
}

/** Removes an upload and its narrower variants (names that are not uploads are ignored). */
export async function removeImageFile(uploadDir: string, name: string): Promise<void> {
  if (!UPLOAD_NAME.test(name)) return;
  const names = name.endsWith('.webp') ? [name, ...UPLOAD_VARIANT_WIDTHS.map((w) => variantName(name, w))] : [name];
  await Promise.all(names.map((n) => unlink(path.join(uploadDir, n)).catch(() => undefined)));
}

/** Seeded art goes through the same pipeline as an upload: accepted (decoded, re-encoded) under its own name, stored. */
const storeSeedArt = (uploadDir: string) => async (png: Buffer, name: string) =>
  storeImages(uploadDir, [await acceptImage(png, 'seed art', name)]);

/**
 * Makes every piece of seeded art in the upload folder one after the other (the server calls it after it starts
 * listening, so the first visitors do not wait for a picture to be drawn). Each is made once; failures are left to
 * the on-demand path of readImage.
 */
export async function warmSeedArt(uploadDir: string): Promise<void> {
  for (const name of SEED_ART_NAMES)
    await ensureSeedArt(uploadDir, name, storeSeedArt(uploadDir)).catch(() => undefined);
}
