/**
 * every upload is decoded and re-encoded (sharp) — polyglot payloads and metadata do not survive, WebP at
 * the widths the pages' srcset names, never enlarged; what does not decode (or decodes to a bomb) is refused.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { UPLOAD_VARIANT_WIDTHS, UPLOAD_WIDTH } from '@utsav/domain/image-srcset';
import { acceptImage, variantName } from '../src/lib/images';
import { HttpError } from '../src/lib/http';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 80, b: 120 } } });

describe('uploads are re-encoded', () => {
  it('a PNG with a script appended is stored as clean WebP at 1600/960/480 px', async () => {
    const png = await picture(2400, 1200).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
    const out = await acceptImage(polyglot, 'party.png');
    assert.match(out.name, /^[0-9a-f-]{36}\.webp$/);
    assert.deepEqual(
      out.files.map((f) => f.name),
      [out.name, ...UPLOAD_VARIANT_WIDTHS.map((w) => variantName(out.name, w))],
    );
    const widths: number[] = [];
    for (const f of out.files) {
      assert.ok(!f.data.includes('<script'), `${f.name} carries no script`);
      const meta = await sharp(f.data).metadata();
      assert.equal(meta.format, 'webp');
      widths.push(meta.width!);
    }
    assert.deepEqual(widths, [UPLOAD_WIDTH, ...UPLOAD_VARIANT_WIDTHS]);
    assert.ok(out.files[0]!.data.length < polyglot.length, 'lighter than the upload');
  });

  it('EXIF (camera, GPS) and ICC metadata are stripped; orientation is applied', async () => {
    const jpeg = await picture(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'home at 19.0760N 72.8777E', Make: 'PhoneCam' } } })
      .toBuffer();
    assert.ok((await sharp(jpeg).metadata()).exif, 'the fixture has EXIF');
    const out = await acceptImage(jpeg, 'camera.jpg');
    const meta = await sharp(out.files[0]!.data).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(meta.icc, undefined);
    assert.equal(meta.orientation, undefined);
    assert.deepEqual([meta.width, meta.height], [400, 600], 'rotated upright (orientation 6 = 90°)');
  });

  it('a small image is never enlarged', async () => {
    const out = await acceptImage(await picture(300, 200).webp().toBuffer(), 'small.webp');
    for (const f of out.files) assert.equal((await sharp(f.data).metadata()).width, 300);
  });

  it('refuses what does not decode: a truncated PNG, text, SVG, a decompression bomb', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const refusals: [Buffer, string][] = [
      [Buffer.concat([png.subarray(0, 60), Buffer.from('<script>alert(1)</script>')]), 'cut.png'],
      [Buffer.from('just some text that claims to be a picture'), 'text.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
      [await picture(8000, 6000).png({ compressionLevel: 9 }).toBuffer(), 'bomb.png'],
    ];
    for (const [data, name] of refusals) {
      await assert.rejects(
        acceptImage(data, name),
        (e: unknown) =>
          e instanceof HttpError &&
          e.statusCode === 400 &&
          e.message === `${name} is not an image (JPEG, PNG or WebP only)`,
        name,
      );
    }
  });
});
