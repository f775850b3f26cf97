import fc from 'fast-check';
import { cartMoney } from './cart-money';

const reachOf = (items: { ProductId: number; TravelFare: number; Outside?: string }[], label = 'Colaba, Mumbai') => ({
  Address: { Id: 1, Label: label },
  Items: items.map((i) => ({ VendorCity: 'Mumbai', DistanceInKm: 4.3, ServiceRadiusKm: 50, Outside: '', ...i })),
});

test('payable amounts with GST, and the travel to the first saved address of the services that come there', () => {
  const lines = [
    { ProductId: 3, payableAmt: 50445 },
    { ProductId: 7, payableAmt: 6136.1 },
    { ProductId: 9, payableAmt: 100.2 },
  ];
  const reach = reachOf([
    { ProductId: 3, TravelFare: 170.8 },
    { ProductId: 7, TravelFare: 23325, Outside: "Outside the vendor's service area" },
    { ProductId: 9, TravelFare: 0.1 },
  ]);
  expect(cartMoney(lines, reach)).toEqual({
    payable: 56681.3,
    travel: 170.9,
    total: 56852.2,
    travelTo: 'Colaba, Mumbai',
  });
});

test('no saved address known: no travel, the total is the payable amounts', () => {
  const lines = [{ ProductId: 3, payableAmt: 50445 }];
  expect(cartMoney(lines, null)).toEqual({ payable: 50445, travel: 0, total: 50445, travelTo: '' });
  expect(cartMoney(lines, { Address: null, Items: [] })).toEqual({
    payable: 50445,
    travel: 0,
    total: 50445,
    travelTo: '',
  });
});

test('to the paisa: total = Σ payable + Σ travel of the lines that come there, for any amounts', () => {
  const amount = fc.integer({ min: 0, max: 10_000_000 }); // paise
  fc.assert(
    fc.property(
      fc.array(fc.record({ payable: amount, travel: amount, outside: fc.boolean() }), { maxLength: 8 }),
      (rows) => {
        const lines = rows.map((r, i) => ({ ProductId: i + 1, payableAmt: r.payable / 100 }));
        const reach = reachOf(
          rows.map((r, i) => ({ ProductId: i + 1, TravelFare: r.travel / 100, Outside: r.outside ? 'far' : '' })),
        );
        const m = cartMoney(lines, reach);
        const payable = rows.reduce((s, r) => s + r.payable, 0);
        const travel = rows.reduce((s, r) => s + (r.outside ? 0 : r.travel), 0);
        expect(Math.round(m.payable * 100)).toBe(payable);
        expect(Math.round(m.travel * 100)).toBe(travel);
        expect(Math.round(m.total * 100)).toBe(payable + travel);
      },
    ),
  );
});
