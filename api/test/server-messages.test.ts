/**
 * Keyed server messages (docs/i18n.md "Server messages"): the catalogue (api/src/locales) has every English key in
 * Hindi with the same placeholders; `t` writes a key in a language; no catalogue text is left as a literal in the
 * API's code (a sentence edited there would stay English); and the replies of a sample of routes are Hindi for a
 * Hindi request (Accept-Language) and English for an English one — the toasts, the refund and credit-note reasons,
 * why a date or a cart line is closed, keyed errors — and the customer's messages go out in their language.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dayClosedText, DEFAULT_RULES, type DayClosed } from '@utsav/domain/vendor-calendar';
import en from '../src/locales/en.json' with { type: 'json' };
import hi from '../src/locales/hi.json' with { type: 'json' };
import { msg, render, t, type MessageKey } from '../src/lib/server-messages';
import { closedDay } from '../src/lib/availability';
import { lateRefundMessage } from '../src/routes/payments/payment-routes';
import { outsideServiceArea } from '../src/bookings/place-order';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

const HI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-IN,en;q=0.9' };
const DEVANAGARI = /[\u0900-\u097F]/;

type Tree = { [k: string]: string | Tree };
const flat = (tree: Tree, p = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[p + k, v]] : flat(v, `${p}${k}.`)));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const SAMPLE: Record<string, string> = {
  amount: '1,23,456.50',
  date: '2026-12-05',
  count: '3',
  days: '7',
  minutes: '10',
  percent: '12.5',
  radius: '25',
  km: '31.4',
  list: 'BK00012, BK00013',
  title: 'Royal Tent House',
  to: 'asha@example.in',
  pin: '110001',
  receipt: 'OD2026120500001',
};

describe('the API catalogue and t()', () => {
  const enMap = new Map(flat(en as Tree));
  const hiMap = new Map(flat(hi as Tree));

  it('every English key is in Hindi with the same {{placeholders}}, and Hindi has no key English lacks', () => {
    const problems: string[] = [];
    for (const [key, text] of enMap) {
      const to = hiMap.get(key);
      if (to === undefined) problems.push(`missing in hi: ${key}`);
      else if (placeholders(to).join() !== placeholders(text).join()) problems.push(`placeholders differ: ${key}`);
      else if (!DEVANAGARI.test(to)) problems.push(`not Hindi: ${key}`);
    }
    for (const key of hiMap.keys()) if (!enMap.has(key)) problems.push(`only in hi: ${key}`);
    assert.deepEqual(problems, []);
  });

  it('t writes a key in either language with its variables; a missing variable is an error, a wrong key does not compile', () => {
    for (const [key, text] of enMap) {
      const vars = Object.fromEntries(placeholders(text).map((n) => [n, SAMPLE[n] ?? n]));
      const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(vars[n]));
      assert.equal(t('en', key as MessageKey, vars), fill(text), key);
      assert.equal(t('hi', key as MessageKey, vars), fill(hiMap.get(key)!), key);
    }
    assert.equal(t('en', 'booking.moved', { date: '2026-12-05' }), 'Booking moved to 2026-12-05.');
    assert.equal(t('hi', 'booking.moved', { date: '2026-12-05' }), 'बुकिंग 2026-12-05 पर कर दी गई।');
    assert.throws(() => t('hi', 'booking.moved'), /booking\.moved: no value for \{\{date\}\}/);
    // @ts-expect-error a key that is not in en.json is a type error
    assert.equal(t('en', 'booking.movedd'), 'booking.movedd');
    assert.equal(render('hi', msg('cart.empty')), hiMap.get('cart.empty'));
    assert.equal(render('hi', 'Royal Tent House'), 'Royal Tent House', 'a plain text stays as it is');
  });

  it('closed dates, late payments and the service area: keyed, English word for word as before', () => {
    const reasons: DayClosed[] = ['past', 'booked_out', 'unavailable', 'too_soon', 'too_far'];
    for (const reason of reasons)
      for (const leadDays of [1, 3]) {
        const rules = { ...DEFAULT_RULES, leadDays, windowDays: 90 };
        assert.equal(render('en', closedDay(reason, rules)), dayClosedText(reason, rules));
        assert.match(render('hi', closedDay(reason, rules)), DEVANAGARI);
      }
    assert.equal(
      render('hi', closedDay('too_soon', { ...DEFAULT_RULES, leadDays: 1 })),
      'बहुत जल्दी: इस सेवा के लिए 1 दिन पहले बुकिंग करनी होती है',
    );
    for (const state of ['cancelled', 'confirmed', 'expired']) {
      const text = render('hi', lateRefundMessage(12345650, state));
      assert.match(text, /₹1,23,456\.50/, text);
      assert.doesNotMatch(text, /[a-z]{3}/i, text);
    }
    assert.equal(
      render('en', lateRefundMessage(12345650, 'cancelled')),
      'This order had been cancelled before your payment arrived, so nothing was booked with it. Your payment of ₹1,23,456.50 is being refunded in full.',
    );
    const far = outsideServiceArea({ service_radius_km: 25 }, 31.4, {} as never)!;
    assert.equal(render('en', far), "Outside the vendor's service area: 31.4 km away, serves within 25 km");
    assert.equal(render('hi', far), 'वेंडर के सेवा क्षेत्र से बाहर: 31.4 किमी दूर, जबकि सेवा 25 किमी के भीतर ही मिलती है');
  });

  it("no catalogue sentence is written as a literal in the API's code (it would not follow its key)", () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'locales' ? [] : files(path);
        return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
      });
    // The code without its comments (a comment may quote a text).
    const code = files(src).map(
      (f) =>
        [
          f,
          readFileSync(f, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/^\s*\/\/.*$/gm, ''),
        ] as const,
    );
    // Sentences of three words or more (a single word such as "Vendor" is everywhere in code).
    const sentences = [...enMap].filter(([, text]) => !text.includes('{{') && text.split(' ').length >= 3);
    const found = sentences.flatMap(([key, text]) =>
      code
        .filter(([, body]) => body.includes(`'${text}'`) || body.includes(`"${text}"`) || body.includes(`\`${text}\``))
        .map(([f]) => `${key} in ${f.slice(src.length + 1)}`),
    );
    assert.deepEqual(found, []);
    // Every key is named in the code: quoted ('cart.added'), or a section read by its fields (the statement's, the
    // test gateway's and the GST documents' texts: earnings-statement.ts, offline-gateway.ts, bookings/invoice-words.ts,
    // whose field names are typed by the catalogue).
    const all = code.map(([, body]) => body).join('\n');
    const unused = [...enMap.keys()].filter(
      (key) => !/^(statement|gateway|invoicePdf)\./.test(key) && !all.includes(`'${key}'`),
    );
    assert.deepEqual(unused, [], 'keys no code names');
  });
});

describe(`replies and messages in the customer's language (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.query('DELETE FROM messages');
    A = t.tokens.customerA;
  });
  after(async () => t.close());

  const productOfA = async () =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
  const add = async (date: string, headers: Record<string, string>) =>
    t.call('POST', '/api/AddToCart', { token: A, headers, body: { productId: await productOfA(), bookingDate: date } });
  async function place(date: string, headers: Record<string, string>) {
    await t.db.query('DELETE FROM cart_items');
    assert.equal((await add(date, headers)).status, 200);
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      headers,
      body: { bookingAddressId: 1, Bookingfor: 'Test event', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, r.raw);
    return r.body as { Message: string; Payload: { OrderId: string; Bookings: { BookingId: number }[] } };
  }
  const messages = async () =>
    (
      await t.db.query<{ template: string; channel: string; lang: string; subject: string; body_text: string }>(
        "SELECT template, channel, lang, subject, body_text FROM messages WHERE audience = 'customer' ORDER BY id",
      )
    ).rows;

  it('a toast: Hindi for a Hindi page, English for an English one; the reply varies by Accept-Language', async () => {
    const date = plusDays(today(), 40);
    const hiReply = await add(date, HI);
    assert.equal(hiReply.status, 200);
    assert.equal(hiReply.body.Message, 'सेवा कार्ट में जोड़ दी गई');
    assert.match(String(hiReply.headers.vary), /accept-language/i);
    await t.db.query('DELETE FROM cart_items');
    assert.equal((await add(date, EN)).body.Message, 'Service added to cart');
    await t.db.query('DELETE FROM cart_items');
    assert.equal((await add(date, {})).body.Message, 'Service added to cart', 'no header: English');

    // A payload's composed text: a cart line closed on a past date, in the page's language.
    await t.db.query('UPDATE cart_items SET booking_date = $1', [plusDays(today(), -2)]);
    const cartHi = await t.call('GET', '/api/getCart', { token: A, headers: HI });
    assert.equal(cartHi.status, 200, cartHi.raw);
    assert.equal(cartHi.body.Payload.CartList[0].UnavailableReason, 'यह तारीख़ बीत चुकी है');
    const cartEn = await t.call('GET', '/api/getCart', { token: A, headers: EN });
    assert.equal(cartEn.body.Payload.CartList[0].UnavailableReason, 'This date has passed');
  });

  it("a keyed error and a service's calendar: Hindi for a Hindi page, English for an English one", async () => {
    await t.db.query('DELETE FROM cart_items');
    const order = {
      bookingAddressId: 1,
      Bookingfor: 'Test event',
      bookingDate: plusDays(today(), 40),
      PaymentType: 'full',
    };
    const emptyHi = await t.call('POST', '/api/EventBooking', { token: A, headers: HI, body: order });
    assert.equal(emptyHi.status, 400, emptyHi.raw);
    assert.equal(emptyHi.body.Message, 'आपका कार्ट खाली है');
    const emptyEn = await t.call('POST', '/api/EventBooking', { token: A, headers: EN, body: order });
    assert.equal(emptyEn.body.Message, 'Your cart is empty');

    const from = plusDays(today(), 30);
    const calendar = async (headers: Record<string, string>) => {
      const r = await t.call(
        'GET',
        `/api/ServiceCalendar?productId=${await productOfA()}&from=${from}&to=${plusDays(from, 3)}`,
        {
          headers,
        },
      );
      assert.equal(r.status, 200, r.raw);
      return (r.body.Payload.Days as { Open: boolean; Text: string }[]).filter((d) => d.Open).map((d) => d.Text);
    };
    assert.deepEqual([...new Set(await calendar(HI))], ['उपलब्ध']);
    assert.deepEqual([...new Set(await calendar(EN))], ['Available']);
  });

  it('a cancellation: the toast with its amount, the refund reason and the credit note reason in Hindi', async () => {
    const order = await place(plusDays(today(), 40), HI);
    assert.equal(order.Message, 'बुकिंग हो गई');
    await payThroughGateway(t, A, { OrderId: order.Payload.OrderId });
    const id = order.Payload.Bookings[0]!.BookingId;
    const r = await t.call('POST', `/api/bookings/${id}/cancel`, { token: A, headers: HI });
    assert.equal(r.status, 200, r.raw);
    assert.match(r.body.Message, /^बुकिंग रद्द हो गई। ₹[\d,]+\.\d\d वापस किए जाएँगे।$/);

    const hiOrder = await t.call('GET', `/api/GetOrder?orderId=${order.Payload.OrderId}`, { token: A, headers: HI });
    assert.equal(hiOrder.status, 200, hiOrder.raw);
    assert.deepEqual(
      hiOrder.body.Payload.Payment.Refunds.map((f: { Reason: string }) => f.Reason),
      ['आपने रद्द किया'],
    );
    const enOrder = await t.call('GET', `/api/GetOrder?orderId=${order.Payload.OrderId}`, { token: A, headers: EN });
    assert.deepEqual(
      enOrder.body.Payload.Payment.Refunds.map((f: { Reason: string }) => f.Reason),
      ['Cancelled by you'],
    );
    const notes = await t.call('GET', `/api/bookings/${id}/credit-notes`, { token: A, headers: HI });
    assert.equal(notes.status, 200, notes.raw);
    assert.equal(notes.body.Payload[0].Reason, 'ग्राहक ने रद्द किया');
    const notesEn = await t.call('GET', `/api/bookings/${id}/credit-notes`, { token: A, headers: EN });
    assert.equal(notesEn.body.Payload[0].Reason, 'Cancelled by the customer');
  });

  it("the customer's messages: all Hindi for a Hindi customer (subject, email, SMS), English for an English one", async () => {
    await t.db.query("UPDATE users SET language = 'hi' WHERE id = 1");
    const order = await place(plusDays(today(), 40), EN);
    await payThroughGateway(t, A, { OrderId: order.Payload.OrderId });
    await t.call('POST', `/api/bookings/${order.Payload.Bookings[0]!.BookingId}/cancel`, { token: A });
    const hiRows = await messages();
    assert.deepEqual(
      [...new Set(hiRows.map((m) => m.template))],
      ['order.placed', 'booking.paid', 'booking.cancelled'],
    );
    // Names as entered (the customer's, the service's) are not translated: left out of the check.
    const names = (
      await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = 1 UNION ALL SELECT title FROM products')
    ).rows.flatMap((r) => r.name.split(/\s+/));
    for (const m of hiRows) {
      assert.equal(m.lang, 'hi');
      assert.match(m.subject ?? m.body_text, DEVANAGARI);
      // No English sentence left: only names, codes, figures, GST/PDF/IST and the link.
      const words = m.body_text
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\b(GST|PDF|IST|UPI|Test event|Utsav)\b/g, '')
        .match(/\b[A-Za-z]{4,}\b/g);
      const english = (words ?? []).filter((w) => !names.includes(w));
      assert.deepEqual(english, [], `${m.template}/${m.channel}: ${english.join(' ')}\n${m.body_text}`);
    }
    assert.match(hiRows.find((m) => m.template === 'order.placed' && m.channel === 'email')!.subject, /^आपका ऑर्डर/);

    await t.db.query('DELETE FROM messages');
    await t.db.query("UPDATE users SET language = 'en' WHERE id = 1");
    await place(plusDays(today(), 45), HI);
    const enRows = await messages();
    assert.ok(enRows.length > 0);
    for (const m of enRows) {
      assert.equal(m.lang, 'en');
      assert.doesNotMatch(`${m.subject ?? ''} ${m.body_text}`, DEVANAGARI);
    }
  });

  it('account codes and the newsletter: in the language of the page that asked', async () => {
    const phone = '9812345670';
    const code = await t.call('POST', '/api/signup-code', { headers: HI, body: { phone } });
    assert.equal(code.status, 200, code.raw);
    assert.match(code.body.Message, /^हमने इस मोबाइल नंबर पर 6 अंकों का कोड भेजा है। यह \d+ मिनट तक मान्य है।$/);
    const sms = (
      await t.db.query<{ body_text: string; lang: string }>(
        "SELECT body_text, lang FROM messages WHERE template = 'account.signup-code'",
      )
    ).rows;
    assert.equal(sms.length, 1);
    assert.equal(sms[0]!.lang, 'hi');
    assert.match(sms[0]!.body_text, /^\d{6} आपका उत्सव सत्यापन कोड है।/);

    const sub = await t.call('POST', '/api/NewsletterSubscribe', { headers: HI, body: { email: 'asha@example.in' } });
    assert.equal(sub.status, 200, sub.raw);
    assert.equal(sub.body.Message, 'धन्यवाद! त्योहारों के ऑफ़र और नए सेवा प्रदाताओं की खबर सबसे पहले आपको मिलेगी।');
    const welcome = (
      await t.db.query<{ subject: string; lang: string }>(
        "SELECT subject, lang FROM messages WHERE template = 'newsletter.welcome'",
      )
    ).rows;
    assert.deepEqual(welcome, [{ subject: 'उत्सव न्यूज़लेटर में आपका स्वागत है', lang: 'hi' }]);
    const again = await t.call('POST', '/api/NewsletterSubscribe', { headers: EN, body: { email: 'asha@example.in' } });
    assert.equal(again.body.Message, 'This email is already subscribed.');
  });
});
