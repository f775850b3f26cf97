/**
 * "Content stays as entered" (docs/i18n.md): nothing is machine-translated, but the operator may give a
 * category a Hindi name and an offer banner a Hindi title. Both are optional, validated like the English field
 * (length) and as Hindi (Devanagari), audited like every catalogue edit, returned by the back office's reads and by
 * the public reads beside the entered text (`servicename_hi`, `promos[].title_hi`; null when none), so a Hindi page
 * can show them. The public replies do not depend on the page's language (one cached reply for every visitor).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, PNG, setup, today, type TestCtx } from './helpers';

let t: TestCtx;
const O = () => t.tokens.operator;

interface PublicCategory {
  serviceid: number;
  servicename: string;
  servicename_hi: string | null;
}
interface Promo {
  doc: string;
  title: string;
  title_hi: string | null;
  link: string;
}
interface AuditRow {
  Action: string;
  EntityId: string;
  Before: Record<string, unknown> | null;
  After: Record<string, unknown> | null;
}

const upload = async () => {
  const { payload, headers } = await multipart({}, [{ field: 'image', name: 'pic.png', type: 'image/png', data: PNG }]);
  return (await t.call('POST', '/api/admin/images', { token: O(), payload, headers })).body.Payload.Name as string;
};
/** A public read as a visitor of that language sends it (the API client sends the page's language). */
const publicRead = (url: string, lang: 'en' | 'hi') =>
  t.call('GET', url, {
    headers: { 'accept-language': lang === 'hi' ? 'hi-IN' : 'en-IN', cookie: `utsav_lang=${lang}` },
  });
const audit = async () =>
  (await t.call('GET', '/api/admin/audit?limit=100', { token: O() })).body.Payload as AuditRow[];

describe('content in Hindi: category names and offer banners', () => {
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('a category: Hindi name set, read back by the back office and both public reads, in either language; then cleared', async () => {
    const image = await upload();
    const made = await t.call('POST', '/api/admin/categories', {
      token: O(),
      body: { name: 'Mehendi Artists', nameHi: '  मेहंदी कलाकार ', image, sortOrder: 0 },
    });
    assert.equal(made.status, 200, made.raw);
    const id = made.body.Payload.Id as number;
    assert.equal(made.body.Payload.NameHi, 'मेहंदी कलाकार', 'trimmed');
    const admin = (await t.call('GET', '/api/admin/categories', { token: O() })).body.Payload as {
      Id: number;
      Name: string;
      NameHi: string | null;
    }[];
    assert.deepEqual(
      admin.filter((c) => c.Id === id).map((c) => [c.Name, c.NameHi]),
      [['Mehendi Artists', 'मेहंदी कलाकार']],
    );
    // The demo categories come with their Hindi names (seed, and migration 370 for older databases).
    assert.equal(admin.find((c) => c.Name === 'Decoration')?.NameHi, 'सजावट', 'the seeded Hindi name');

    for (const lang of ['en', 'hi'] as const) {
      const all = (await publicRead('/api/allServices', lang)).body.Payload as PublicCategory[];
      const mine = all.find((c) => c.serviceid === id)!;
      assert.deepEqual(
        [mine.servicename, mine.servicename_hi],
        ['Mehendi Artists', 'मेहंदी कलाकार'],
        `allServices (${lang}): the entered name stays, the Hindi beside it`,
      );
      assert.ok(
        all
          .filter((c) => c.serviceid !== id)
          .every((c) => typeof c.servicename_hi === 'string' && c.servicename_hi !== ''),
        'every seeded category has its Hindi name (a Hindi page shows no English category)',
      );
      const home = (await publicRead('/api/Commondashboard', lang)).body.Payload as { Services: PublicCategory[] };
      assert.equal(home.Services.find((c) => c.serviceid === id)!.servicename_hi, 'मेहंदी कलाकार', `home (${lang})`);
    }

    // Editing something else keeps it; '' clears it (so does null), and the storefront reads null again.
    const renamed = await t.call('POST', `/api/admin/categories/${id}`, {
      token: O(),
      body: { name: 'Mehendi Art', nameHi: 'मेहंदी', image, sortOrder: 0 },
    });
    assert.equal(renamed.body.Payload.NameHi, 'मेहंदी');
    const cleared = await t.call('POST', `/api/admin/categories/${id}`, {
      token: O(),
      body: { name: 'Mehendi Art', nameHi: '', image, sortOrder: 0 },
    });
    assert.equal(cleared.status, 200, cleared.raw);
    assert.equal(cleared.body.Payload.NameHi, null);
    assert.equal(
      ((await publicRead('/api/allServices', 'hi')).body.Payload as PublicCategory[]).find((c) => c.serviceid === id)!
        .servicename_hi,
      null,
    );
    assert.equal(
      (await t.db.query<{ name_hi: string | null }>('SELECT name_hi FROM categories WHERE id = $1', [id])).rows[0]!
        .name_hi,
      null,
      'stored as NULL, not as an empty text',
    );
    await t.call('POST', `/api/admin/categories/${id}`, {
      token: O(),
      body: { name: 'Mehendi Art', nameHi: 'मेहंदी', image, sortOrder: 0 },
    });
    const byNull = await t.call('POST', `/api/admin/categories/${id}`, {
      token: O(),
      body: { name: 'Mehendi Art', nameHi: null, image, sortOrder: 0 },
    });
    assert.equal(byNull.body.Payload.NameHi, null, 'null clears it too');
    const noField = await t.call('POST', `/api/admin/categories/${id}`, {
      token: O(),
      body: { name: 'Mehendi Art', image, sortOrder: 0 },
    });
    assert.equal(noField.status, 200, 'an older client that does not send it still saves');

    // Audited like the other category edits: the Hindi name's before and after.
    const entries = (await audit()).filter((a) => a.EntityId === String(id) && a.Action.startsWith('category.'));
    assert.ok(entries.some((a) => a.Action === 'category.create' && a.After?.nameHi === 'मेहंदी कलाकार'));
    assert.ok(
      entries.some((a) => a.Action === 'category.update' && a.Before?.nameHi === 'मेहंदी' && a.After?.nameHi === ''),
      'the clearing is recorded',
    );
  });

  it('a category: bad Hindi names are refused with the field named', async () => {
    const image = await upload();
    const body = (nameHi: unknown) => ({ name: 'Tent House', nameHi, image, sortOrder: 3 });
    const refused = async (nameHi: unknown) => {
      const r = await t.call('POST', '/api/admin/categories', { token: O(), body: body(nameHi) });
      assert.equal(r.status, 400, r.raw);
      return r.body.Message as string;
    };
    assert.equal(await refused('टे'.repeat(31)), 'Hindi name can be at most 60 characters', "the English field's limit");
    assert.equal(await refused('Tent House'), 'Hindi name must be written in Hindi (Devanagari)');
    assert.equal(await refused(42), 'Hindi name must be text');
    assert.equal(await refused({ hi: 'टेंट' }), 'Hindi name must be text');
    assert.equal(
      (await t.db.query("SELECT 1 FROM categories WHERE name = 'Tent House'")).rows.length,
      0,
      'nothing written',
    );
    const latin = await t.call('POST', '/api/admin/categories', { token: O(), body: body('DJ और टेंट') });
    assert.equal(latin.status, 200, 'a Latin word beside the Hindi is fine');
    assert.equal(
      (await t.call('POST', '/api/admin/categories', { token: O(), body: body('टेंट') })).status,
      409,
      'still unique by the English name',
    );
  });

  it('an offer banner: Hindi title set, read back, public read in either language, cleared; a home slider keeps none', async () => {
    const image = await upload();
    const offer = {
      kind: 'offer',
      image,
      title: 'Diwali lights: 20% off',
      link: '/services/all/offer',
      sortOrder: 0,
      activeFrom: today(),
      activeTo: '',
    };
    const made = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: { ...offer, titleHi: 'दिवाली की रोशनी: 20% छूट' },
    });
    assert.equal(made.status, 200, made.raw);
    const id = made.body.Payload.Id as number;
    assert.equal(made.body.Payload.TitleHi, 'दिवाली की रोशनी: 20% छूट');
    const listed = (
      (await t.call('GET', '/api/admin/sliders', { token: O() })).body.Payload as {
        Id: number;
        Title: string;
        TitleHi: string | null;
      }[]
    ).find((s) => s.Id === id)!;
    assert.deepEqual([listed.Title, listed.TitleHi], ['Diwali lights: 20% off', 'दिवाली की रोशनी: 20% छूट']);
    for (const lang of ['en', 'hi'] as const) {
      const promos = ((await publicRead('/api/Commondashboard', lang)).body.Payload as { promos: Promo[] }).promos;
      assert.deepEqual(
        promos.find((p) => p.doc === image),
        {
          doc: image,
          title: 'Diwali lights: 20% off',
          title_hi: 'दिवाली की रोशनी: 20% छूट',
          link: '/services/all/offer',
        },
        `home (${lang})`,
      );
    }

    const tooLong = await t.call('POST', `/api/admin/sliders/${id}`, {
      token: O(),
      body: { ...offer, titleHi: 'छ'.repeat(81) },
    });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.Message, 'Hindi title can be at most 80 characters');
    const english = await t.call('POST', `/api/admin/sliders/${id}`, {
      token: O(),
      body: { ...offer, titleHi: 'Diwali' },
    });
    assert.equal(english.body.Message, 'Hindi title must be written in Hindi (Devanagari)');

    const cleared = await t.call('POST', `/api/admin/sliders/${id}`, { token: O(), body: { ...offer, titleHi: '' } });
    assert.equal(cleared.status, 200, cleared.raw);
    assert.equal(cleared.body.Payload.TitleHi, null);
    const promo = ((await publicRead('/api/Commondashboard', 'hi')).body.Payload as { promos: Promo[] }).promos.find(
      (p) => p.doc === image,
    )!;
    assert.equal(promo.title_hi, null, 'a Hindi page then shows the entered title');
    const entries = (await audit()).filter((a) => a.EntityId === String(id));
    assert.ok(entries.some((a) => a.Action === 'offer.create' && a.After?.titleHi === 'दिवाली की रोशनी: 20% छूट'));
    assert.ok(
      entries.some(
        (a) =>
          a.Action === 'offer.update' && a.Before?.TitleHi === 'दिवाली की रोशनी: 20% छूट' && a.After?.titleHi === '',
      ),
    );

    // A home slider has no text: a Hindi title sent with one is not kept.
    const slider = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: { kind: 'slider', image, serviceId: 1, sortOrder: 9, titleHi: 'सजावट' },
    });
    assert.equal(slider.status, 200, slider.raw);
    assert.equal(slider.body.Payload.TitleHi, null);
  });
});
