// The load test's traffic mix (docs/capacity.md, "The mix"): what a wedding-season evening looks like, by kind of
// request, with each kind's share of the requests started. The weights are argued in docs/capacity.md; the classes
// are the budgets they are judged by: `page` (server-rendered HTML through the front, p95 ≤ 500 ms) and the API
// classes (p95 ≤ 200 ms): `search`, `api` (public reads), `signed-in` (a customer's, a vendor's or the operator's
// own reads) and `checkout` (each request of placing and paying an order at the test gateway).

const PAGES = ['/', '/services/all', '/services/details/2', '/services/details/5', '/packages/all', '/calendars'];
const TERMS = ['photographer', 'mehndi', 'caterer in pune', 'decoration', 'फोटोग्राफर', 'wedding', 'dj', 'haldi'];
const monthOf = (offset) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const from = `${d.toISOString().slice(0, 7)}-01`;
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return { from, to: last };
};
const dayFromNow = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const one = async (ctx, name, cls, method, path, opts = {}, accept = [200]) => {
  const r = await ctx.call(method, path, opts);
  return { ...r, name, class: cls, ok: accept.includes(r.status) };
};

/** Places one order (cart → order → pay at the test gateway → verify), as a customer's browser does. */
async function checkout(ctx, i) {
  const c = i % ctx.customers.length;
  if (ctx.busy[c]) return [await one(ctx, 'getCart', 'signed-in', 'GET', '/api/getCart', { token: ctx.customers[c] })];
  ctx.busy[c] = true;
  const token = ctx.customers[c];
  const out = [];
  try {
    const date = dayFromNow(20 + (ctx.dateOffset++ % 600));
    // Services that refused this customer's place (outside their vendor's radius) are not tried again.
    const open = ctx.products.filter((id) => !ctx.refused.has(id));
    const productId = open[i % open.length];
    // 409: the date is taken or the line is in the cart already — a business answer, not an error.
    const add = await one(
      ctx,
      'AddToCart',
      'checkout',
      'POST',
      '/api/AddToCart',
      { token, body: { productId, bookingDate: date } },
      [200, 409],
    );
    out.push(add);
    if (add.status !== 200) return out;
    const placed = await one(
      ctx,
      'EventBooking',
      'checkout',
      'POST',
      '/api/EventBooking',
      {
        token,
        body: {
          bookingAddressId: ctx.addresses[c],
          Bookingfor: 'Load test',
          bookingDate: date,
          PaymentType: 'full',
          gst_no: '',
        },
      },
      // 400: outside the vendor's service area for this address; 409: taken meanwhile — business answers.
      [200, 400, 409],
    );
    out.push(placed);
    if (placed.status !== 200) {
      if (placed.status === 400) ctx.refused.add(productId);
      const cart = await ctx.call('GET', '/api/getCart', { token });
      for (const item of cart.json?.Payload?.CartList ?? [])
        await ctx.call('GET', `/api/DeleteCart?CartId=${item.CartId}`, { token });
      return out;
    }
    const orderId = placed.json.Payload.OrderId;
    ctx.orders.placed++;
    ctx.orders.ids.push(orderId);
    const opened = await one(ctx, 'payments/order', 'checkout', 'POST', '/api/payments/order', {
      token,
      body: { OrderId: orderId },
    });
    out.push(opened);
    if (!opened.ok) return out;
    const payToken = new URL(opened.json.Payload.CheckoutUrl, 'http://x').searchParams.get('pay_token') ?? '';
    const pay = await one(
      ctx,
      'offline/pay',
      'checkout',
      'POST',
      '/api/payments/offline/pay',
      {
        form: {
          order_id: opened.json.Payload.ProviderOrderId,
          pay_token: payToken,
          return_url: `${ctx.site}/booking/${orderId}`,
          method: 'upi',
          outcome: 'success',
        },
      },
      [302, 303],
    );
    out.push(pay);
    const back = pay.headers.get('location');
    if (!back) return out;
    const q = new URL(back).searchParams;
    const verified = await one(ctx, 'payments/verify', 'checkout', 'POST', '/api/payments/verify', {
      token,
      body: Object.fromEntries(
        ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'].map((k) => [k, q.get(k)]),
      ),
    });
    out.push(verified);
    if (verified.ok) ctx.orders.paid++;
    return out;
  } finally {
    ctx.busy[c] = false;
  }
}

export const MIX = [
  // Visitors: most of the evening is people looking — server-rendered pages through the front (and its page cache).
  {
    name: 'page',
    class: 'page',
    weight: 34,
    run: async (ctx, i) => [await one(ctx, 'page', 'page', 'GET', PAGES[i % PAGES.length])],
  },
  {
    name: 'search',
    class: 'search',
    weight: 14,
    run: async (ctx, i) => [
      await one(
        ctx,
        'search',
        'search',
        'GET',
        `/api/Search?searchTerm=${encodeURIComponent(TERMS[i % TERMS.length])}`,
      ),
    ],
  },
  {
    name: 'list with text',
    class: 'search',
    weight: 6,
    run: async (ctx, i) => [
      await one(
        ctx,
        'list ?q=',
        'search',
        'GET',
        `/api/AllProduct/?q=${encodeURIComponent(TERMS[i % TERMS.length])}&limit=24`,
      ),
    ],
  },
  {
    name: 'service + month',
    class: 'api',
    weight: 10,
    run: async (ctx, i) => {
      const id = ctx.products[i % ctx.products.length];
      const { from, to } = monthOf(30);
      return [
        await one(ctx, 'ProductDetails', 'api', 'GET', `/api/ProductDetails/${id}`),
        await one(ctx, 'ServiceCalendar', 'api', 'GET', `/api/ServiceCalendar?productId=${id}&from=${from}&to=${to}`),
      ];
    },
  },
  // Signed-in customers: the cart and My Bookings.
  {
    name: 'customer reads',
    class: 'signed-in',
    weight: 16,
    run: async (ctx, i) => [
      i % 2
        ? await one(ctx, 'getCart', 'signed-in', 'GET', '/api/getCart', {
            token: ctx.customers[i % ctx.customers.length],
          })
        : await one(ctx, 'GetMyBookings', 'signed-in', 'GET', '/api/GetMyBookings?limit=25', {
            token: ctx.customers[i % ctx.customers.length],
          }),
    ],
  },
  // Vendors: bookings, the calendar (services once, a month), the dashboard.
  {
    name: 'vendor reads',
    class: 'signed-in',
    weight: 10,
    run: async (ctx, i) => {
      const token = ctx.vendors[i % ctx.vendors.length];
      const { from, to } = monthOf(30);
      const paths = [
        '/api/vendor/getBooking?limit=25',
        `/api/vendor/calendar?from=${from}&to=${to}`,
        '/api/vendor/calendar/services',
        '/api/vendor/dashboard',
      ];
      return [
        await one(ctx, paths[i % paths.length].split('?')[0], 'signed-in', 'GET', paths[i % paths.length], { token }),
      ];
    },
  },
  // The operator's dashboard, a few times a minute.
  {
    name: 'operator dashboard',
    class: 'signed-in',
    weight: 2,
    run: async (ctx) => [
      await one(ctx, 'admin/dashboard', 'signed-in', 'GET', '/api/admin/dashboard', { token: ctx.operator }),
    ],
  },
  // Checkouts: a few orders placed and paid at the test gateway (five or six requests each).
  { name: 'checkout', class: 'checkout', weight: 8, run: (ctx, i) => checkout(ctx, i) },
];

const TOTAL = MIX.reduce((n, m) => n + m.weight, 0);
/** The kind of the i-th request: the mix's weights, spread evenly (a fixed sequence, the same every run). */
export function pick(i) {
  let slot = (i * 37) % TOTAL;
  for (const m of MIX) {
    if (slot < m.weight) return { ...m, run: (ctx) => m.run(ctx, i) };
    slot -= m.weight;
  }
  return MIX[0];
}
