import type { PackageDetail, PackageProduct } from '../../../lib/package-types';
import {
  buildCartPayload,
  EXCEEDS_LIMIT,
  fillForCheckout,
  initialSelection,
  isSelected,
  refreshSelection,
  selectionPrice,
  NOT_AVAILABLE_ON_DATE,
  SELECT_ONE_PRODUCT,
  SELECTION_FAILED,
  totalSelected,
  transition,
  type SelectionEvent,
  type SelectionState,
} from './package-selection';

const product = (id: number, serviceId: number, avl: 0 | 1 | 2 = 1, selected: 0 | 1 = 0): PackageProduct => ({
  id,
  service_id: serviceId,
  title: `Product ${id}`,
  images: `p-${id}.svg`,
  discount: 10,
  bookingAmt: 1000,
  offerAmt: 900,
  gstwithmrp: 1062,
  payableAmt: 1062,
  packageRate: 950,
  gst: 18,
  gst_include_exclude: 0,
  amount_hide_show: 0,
  rating: 4,
  vid: 7,
  vendor_name: 'Shubh Decorators',
  city: 'Mumbai',
  avl,
  selected,
  BookingDate: '',
  DistanceInKm: 0,
  TravelFare: 0,
});

/** Decoration (max 2: 1, 2, 3 with 3 not available), Catering (max 1: 11, 12), Photography (max 1: 21 taken, 22, 23). */
const pkg: PackageDetail = {
  PackageID: 9,
  PackageName: 'Test Package',
  PackageDesc: 'desc',
  PackageTotal: 50000,
  Package_image: 'pk.svg',
  InPackage: 'All',
  amount_hide_show: 0,
  advance_booking_per: 20,
  EventDate: '',
  EventType: 'wedding',
  Pincode: '',
  totalSelected: 0,
  PackageItems: [
    {
      id: 1,
      ServiceID: 1,
      Service: 'Decoration',
      maxitem: 2,
      amount: 1000,
      selected: 0,
      ProductDetails: [product(1, 1), product(2, 1), product(3, 1, 2)],
      Unavailable: '',
    },
    {
      id: 2,
      ServiceID: 2,
      Service: 'Catering',
      maxitem: 1,
      amount: 2000,
      selected: 0,
      ProductDetails: [product(11, 2), product(12, 2)],
      Unavailable: '',
    },
    {
      id: 3,
      ServiceID: 3,
      Service: 'Photography',
      maxitem: 1,
      amount: 3000,
      selected: 0,
      ProductDetails: [product(21, 3, 2), product(22, 3), product(23, 3)],
      Unavailable: '',
    },
  ],
};

const DATE = '2030-05-01';
const start = () => initialSelection(pkg, DATE);
const sel = (serviceId: number, productId: number): SelectionEvent => ({ type: 'select', serviceId, productId });
const unsel = (serviceId: number, productId: number): SelectionEvent => ({ type: 'unselect', serviceId, productId });

function run(events: SelectionEvent[], from: SelectionState = start()) {
  let state = from;
  const messages: string[] = [];
  for (const e of events) {
    const t = transition(state, e);
    if (t.message) {
      expect(t.state).toBe(state); // refused: unchanged, same object
      messages.push(t.message);
    }
    state = t.state;
  }
  return { state, messages };
}

const chosen = (state: SelectionState) => Object.fromEntries(state.groups.map((g) => [g.serviceId, [...g.selected]]));

describe('package selection state machine', () => {
  it.each<[string, SelectionEvent[], Record<number, number[]>, string[]]>([
    ['select one', [sel(1, 1)], { 1: [1], 2: [], 3: [] }, []],
    ['select up to the limit', [sel(1, 1), sel(1, 2)], { 1: [1, 2], 2: [], 3: [] }, []],
    ['select past the limit is refused', [sel(2, 11), sel(2, 12)], { 1: [], 2: [11], 3: [] }, [EXCEEDS_LIMIT]],
    [
      'limit of 2 then a third is refused',
      [sel(1, 1), sel(1, 2), sel(1, 3)],
      { 1: [1, 2], 2: [], 3: [] },
      [NOT_AVAILABLE_ON_DATE],
    ],
    ['not available (avl 2) is refused', [sel(3, 21)], { 1: [], 2: [], 3: [] }, [NOT_AVAILABLE_ON_DATE]],
    ['remove frees a slot', [sel(2, 11), unsel(2, 11), sel(2, 12)], { 1: [], 2: [12], 3: [] }, []],
    ['remove of an unselected product is a no-op', [unsel(1, 2)], { 1: [], 2: [], 3: [] }, []],
    ['selecting twice keeps one', [sel(1, 1), sel(1, 1)], { 1: [1], 2: [], 3: [] }, []],
    ['unknown product', [sel(1, 99)], { 1: [], 2: [], 3: [] }, [SELECTION_FAILED]],
    ['unknown service', [sel(42, 1)], { 1: [], 2: [], 3: [] }, [SELECTION_FAILED]],
    ['product of another group', [sel(2, 1)], { 1: [], 2: [], 3: [] }, [SELECTION_FAILED]],
    [
      'limits are per group',
      [sel(2, 11), sel(3, 22), sel(3, 23), sel(1, 2)],
      { 1: [2], 2: [11], 3: [22] },
      [EXCEEDS_LIMIT],
    ],
  ])('%s', (_name, events, expected, messages) => {
    const out = run(events);
    expect(chosen(out.state)).toEqual(expected);
    expect(out.messages).toEqual(messages);
  });

  it('counts the selection across groups', () => {
    const { state } = run([sel(1, 1), sel(1, 2), sel(2, 12)]);
    expect(totalSelected(state)).toBe(3);
    expect(isSelected(state, 1, 2)).toBe(true);
    expect(isSelected(state, 2, 11)).toBe(false);
  });

  it('keeps products the server already marks selected, never unavailable ones or past the limit', () => {
    const preselected: PackageDetail = {
      ...pkg,
      PackageItems: [
        { ...pkg.PackageItems[0]!, ProductDetails: [product(1, 1, 1, 1), product(2, 1, 1, 1), product(3, 1, 2, 1)] },
        { ...pkg.PackageItems[1]!, ProductDetails: [product(11, 2, 1, 1), product(12, 2, 1, 1)] },
        pkg.PackageItems[2]!,
      ],
    };
    expect(chosen(initialSelection(preselected, DATE))).toEqual({ 1: [1, 2], 2: [11], 3: [] });
  });

  it('a refetched reply keeps earlier choices that are still free', () => {
    const { state } = run([sel(1, 1), sel(1, 2), sel(2, 12)]);
    const later: PackageDetail = {
      ...pkg,
      PackageItems: [
        { ...pkg.PackageItems[0]!, ProductDetails: [product(1, 1), product(2, 1, 2), product(3, 1)] },
        pkg.PackageItems[1]!,
        pkg.PackageItems[2]!,
      ],
    };
    expect(chosen(refreshSelection(state, later))).toEqual({ 1: [1], 2: [12], 3: [] });
  });

  it('an unexpected failure gives the generic message and the state unchanged', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { eventDate: DATE, groups: null } as unknown as SelectionState;
    const t = transition(broken, sel(1, 1));
    expect(t).toEqual({ state: broken, message: SELECTION_FAILED });
  });
});

describe('checkout fill', () => {
  it('refuses an empty selection', () => {
    expect(fillForCheckout(start(), () => 0)).toEqual({ ok: false, message: SELECT_ONE_PRODUCT });
  });

  it.each<[string, number, Record<number, number[]>]>([
    ['random 0 picks the first available', 0, { 1: [1], 2: [11], 3: [22] }],
    ['random 0.99 picks the last available', 0.99, { 1: [1], 2: [12], 3: [23] }],
    ['random 1 (out of range) is clamped', 1, { 1: [1], 2: [12], 3: [23] }],
    ['NaN falls back to the first', Number.NaN, { 1: [1], 2: [11], 3: [22] }],
  ])('%s; never an unavailable product', (_name, r, expected) => {
    const { state } = run([sel(1, 1)]);
    const out = fillForCheckout(state, () => r);
    if (!out.ok) throw new Error(out.message);
    expect(chosen(out.state)).toEqual(expected);
    expect(out.filled).toEqual([
      { serviceId: 2, productId: expected[2]![0] },
      { serviceId: 3, productId: expected[3]![0] },
    ]);
  });

  it('leaves groups with a choice alone and asks the random source once per empty group', () => {
    const { state } = run([sel(1, 1), sel(1, 2), sel(3, 23)]);
    const random = jest.fn(() => 0.5);
    const out = fillForCheckout(state, random);
    expect(random).toHaveBeenCalledTimes(1);
    expect(out.ok && chosen(out.state)).toEqual({ 1: [1, 2], 2: [12], 3: [23] });
  });

  it('fails clearly when an empty group has nothing free on the date', () => {
    const allTaken = initialSelection(
      {
        ...pkg,
        PackageItems: [pkg.PackageItems[0]!, { ...pkg.PackageItems[2]!, ProductDetails: [product(21, 3, 2)] }],
      },
      DATE,
    );
    const { state } = run([sel(1, 1)], allTaken);
    expect(fillForCheckout(state, () => 0)).toEqual({
      ok: false,
      message: `${NOT_AVAILABLE_ON_DATE}: no Photography product is free`,
      service: 'Photography',
    });
  });
});

describe('cart payload', () => {
  it('marks the groups filled at random for checkout as auto (the order picks them again for the place)', () => {
    const { state } = run([sel(1, 2)]);
    const out = fillForCheckout(state, () => 0);
    if (!out.ok) throw new Error(out.message);
    const payload = buildCartPayload(pkg, out.state);
    expect(payload.packageItems.map((i) => [i.serviceID, (i as { auto?: boolean }).auto ?? false])).toEqual(
      payload.packageItems.map((i) => [i.serviceID, i.serviceID !== 1]),
    );
  });

  it('carries product §3 fields with the event date as each booking date', () => {
    const { state } = run([sel(1, 2), sel(2, 12)]);
    const payload = buildCartPayload(pkg, state);
    expect(payload).toMatchObject({
      packageID: 9,
      packageName: 'Test Package',
      packageTotal: 50000,
      BookingDate: DATE,
      packageImage: 'pk.svg',
    });
    expect(
      payload.packageItems.map((i) => [i.serviceID, i.book_On, i.productDetails.map((p) => p.Product_ID)]),
    ).toEqual([
      [1, DATE, [2]],
      [2, DATE, [12]],
      [3, DATE, []],
    ]);
    expect(payload.packageItems[0]!.productDetails[0]).toEqual({
      Product_ID: 2,
      ServiceID: 1,
      Title: 'Product 2',
      BookingAmt: 1000,
      OfferAmt: 900,
      GSTWithMRP: 1062,
      PayableAmt: 1062,
      Discount: 10,
      GST_IncludeExclude: 0,
      Amount_HideShow: 0,
      Rating: 4,
      BookingDate: DATE,
      vid: 7,
    });
  });
});

describe('what the selection costs', () => {
  it('with the event pincode each chosen service adds its travel fare: the total the order charges', () => {
    const withTravel: PackageDetail = {
      ...pkg,
      Pincode: '400050',
      PackageItems: [
        { ...pkg.PackageItems[0]!, ProductDetails: [{ ...product(1, 1), TravelFare: 450.5 }, product(2, 1)] },
        { ...pkg.PackageItems[1]!, ProductDetails: [{ ...product(11, 2), TravelFare: 1200.25 }, product(12, 2)] },
      ],
    };
    let state = initialSelection(withTravel, DATE);
    state = transition(state, { type: 'select', serviceId: 1, productId: 1 }).state;
    state = transition(state, { type: 'select', serviceId: 1, productId: 2 }).state;
    state = transition(state, { type: 'select', serviceId: 2, productId: 11 }).state;
    // 3 rates of ₹950 + ₹450.50 + ₹1,200.25 of travel, to the paisa
    expect(selectionPrice(withTravel, state)).toEqual({
      total: 4500.75,
      travel: 1650.75,
      list: 3186,
      emptyGroups: 0,
    });
    // without a pincode no travel is known yet
    expect(selectionPrice(pkg, state).travel).toBe(0);
  });
});
