import { onlineManager } from '@tanstack/react-query';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@utsav/shared/bus';
import type { BookingAddress } from '@utsav/domain/contract';
import { formatDate, toBase64 } from '@utsav/domain/format';
import { mockApi, type ApiMock, type ReplyOf } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { cartItem, cartReply, FUTURE_DATE, renderAt, signInCustomer, signOut, inDays } from '../../testing/render';
import CheckoutPage from './checkout-page';

const D_EARLY = inDays(60);
const D_LATE = inDays(61);
const D_NEW_ONE = inDays(90);
const D_NEW_ALL = inDays(120);

const path = `/checkout/${toBase64(FUTURE_DATE)}`;
const addresses: BookingAddress[] = [
  {
    Id: 11,
    Name: 'Aarav Sharma',
    Mobile: '9876543210',
    Email: 'a@example.in',
    Address: 'Flat 12B, Carter Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    zipcode: '400050',
    Country: 'India',
    regno: '123456',
    location: '',
    lat: 18.98,
    lon: 72.83,
  },
];

type Quote = ReplyOf<'GET', '/api/checkCartAvailability'>;

function quote(
  items = [cartItem(), cartItem({ CartId: 2, ProductId: 7, title: 'Royal Mehendi Artist' })],
  message = 'All services are available',
): Quote {
  return {
    Status: 'Success',
    Message: message,
    Payload: {
      CartList: items,
      TotalItems: items.length,
      TotalOfferAmount: 10400,
      TotalTaxAmount: 1872,
      TotalAmountGst: 12272,
      TotalExtraCharges: 350.5,
      TotalAmount: 12622.5,
      TotalAdvanceBooking: 2454.4,
    },
  };
}

let warning: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  signInCustomer();
  warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  error = jest.spyOn(notify, 'error').mockImplementation(() => '');
  jest.spyOn(notify, 'success').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const booked: ReplyOf<'POST', '/api/EventBooking'> = {
  Status: 'Success',
  Message: 'Booking successful',
  Payload: {
    OrderId: 'OD20990115000042',
    State: 'pending_payment',
    PaymentType: 'advance',
    TotalAmount: 12622.5,
    TotalAdvanceBookingAmt: 2454.4,
    AmountToPay: 2454.4,
    HoldExpiresAt: '2099-01-15T10:15:00.000Z',
    Bookings: [],
  },
};

/**
 * Renders the checkout page over a mocked API: the availability quote (`availability`), the saved WhatsApp consent,
 * and a successful order unless `answer` changes what a call answers.
 */
function setup({
  availability = quote(),
  whatsappOptIn = false,
  answer,
  at = path,
}: { availability?: Quote; whatsappOptIn?: boolean; answer?: (server: ApiMock) => void; at?: string } = {}) {
  const server = mockApi()
    .on('GET', '/api/account/message-preferences', {
      Status: 'Success',
      Message: 'Success',
      Payload: { WhatsappOptIn: whatsappOptIn },
    })
    .on('PUT', '/api/account/message-preferences', (req) => ({
      Status: 'Success' as const,
      Message: 'Saved',
      Payload: { WhatsappOptIn: (req.body as { whatsappOptIn: boolean }).whatsappOptIn },
    }))
    .on('GET', '/api/checkCartAvailability', availability)
    .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: 'Success', Payload: addresses })
    .on('GET', '/api/getCart', cartReply([]))
    .on('GET', '/api/DeleteCart', (req) => ({
      Status: 'Success' as const,
      Message: 'Cart item deleted',
      Payload: { CartId: Number(req.query.get('CartId')) },
    }))
    .on('POST', '/api/account/consents', { Status: 'Success', Message: 'Consent recorded', Payload: consentState })
    .on('POST', '/api/EventBooking', booked)
    .on('POST', '/api/UpdateCartDate', {
      Status: 'Success',
      Message: 'Booking date updated',
      Payload: quote().Payload,
    });
  answer?.(server);
  renderAt(<CheckoutPage />, at, '/checkout/:date');
  return server;
}

/** The consent recorded by the checkout's privacy notice (POST /account/consents). */
const consentState = { NoticeVersion: PRIVACY_NOTICE_VERSION, Whatsapp: false, Newsletter: false, Records: [] };

/** The bodies of the orders placed so far. */
const orders = (server: ApiMock) => server.calls('POST', '/api/EventBooking').map((r) => r.body);

async function fillValidForm(payment: 'Full payment' | 'Advance payment' | null = 'Advance payment') {
  await screen.findByTestId('checkout-totals');
  fireEvent.change(screen.getByLabelText('Booking For'), { target: { value: 'Wedding reception' } });
  fireEvent.click(await screen.findByRole('radio', { name: /Aarav Sharma/ }));
  if (payment) fireEvent.click(screen.getByRole('radio', { name: new RegExp(payment) }));
}

describe('redirects', () => {
  test('not logged in → /', async () => {
    signOut();
    setup();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('empty cart (the server answers Success with no lines) → /services/all', async () => {
    setup({ availability: quote([], 'Your cart is empty') });
    expect(await screen.findByTestId('location')).toHaveTextContent('/services/all');
  });

  test('no availability answer (server error) → /services/all', async () => {
    setup({
      answer: (s) => s.fail('GET', '/api/checkCartAvailability', 500, { Status: 'Failed', Message: 'Something broke' }),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/services/all');
  });

  test('no availability answer (offline) → /services/all', async () => {
    setup({ answer: (s) => s.offline('GET', '/api/checkCartAvailability') });
    expect(await screen.findByTestId('location')).toHaveTextContent('/services/all');
  });

  test('a route date that is not base64 of a date → /cart', async () => {
    const server = setup({ at: '/checkout/not-a-date' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(server.calls('GET', '/api/checkCartAvailability')).toEqual([]);
  });
});

test('shows the server figures, asks availability of each line on its own date and again with the chosen address', async () => {
  const server = setup();
  const asked = () => server.calls('GET', '/api/checkCartAvailability').map((r) => Object.fromEntries(r.query));
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  const totals = await screen.findByTestId('checkout-totals');
  expect(within(totals).getByText('GST 18%')).toBeInTheDocument();
  expect(screen.getByTestId('total-offer')).toHaveTextContent('₹10,400.00');
  expect(screen.getByTestId('total-tax')).toHaveTextContent('₹1,872.00');
  expect(screen.getByTestId('total-extra')).toHaveTextContent('₹350.50');
  expect(screen.getByTestId('total-amount')).toHaveTextContent('₹12,622.50');
  expect(screen.queryByLabelText('Booking date')).toBeNull();
  expect(asked()).toContainEqual({});
  fireEvent.click(await screen.findByRole('radio', { name: /Aarav Sharma/ }));
  await waitFor(() => expect(asked()).toContainEqual({ addressId: '11' }));
});

test('each line shows its own date; the order never carries one date for all', async () => {
  const items = [
    cartItem({ BookingDate: D_LATE, title: 'Drone Videography' }),
    cartItem({ CartId: 2, ProductId: 7, title: 'Royal Mehendi Artist', BookingDate: D_EARLY }),
  ];
  const server = setup({ availability: quote(items) });
  const summary = await screen.findByRole('list', { name: 'Services in this order' });
  const dates = within(summary)
    .getAllByTestId('line-date')
    .map((d) => d.textContent);
  expect(dates).toEqual([formatDate(D_LATE), formatDate(D_EARLY)]);
  await fillValidForm('Full payment');
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(orders(server)).toHaveLength(1));
  expect(orders(server)[0]).not.toHaveProperty('bookingDate');
});

test("changing one line's date or every date is an explicit request to /UpdateCartDate", async () => {
  const server = setup();
  const moves = () => server.calls('POST', '/api/UpdateCartDate').map((r) => r.body);
  const summary = await screen.findByRole('list', { name: 'Services in this order' });
  fireEvent.click(within(summary).getByRole('button', { name: 'Change date of Royal Mehendi Artist' }));
  const input = within(summary).getByLabelText('New date for Royal Mehendi Artist');
  fireEvent.change(input, { target: { value: '2020-01-01' } });
  fireEvent.click(within(summary).getByRole('button', { name: 'Change' }));
  expect(await within(summary).findByText('Booking date cannot be before today')).toBeInTheDocument();
  expect(server.calls('POST')).toEqual([]);
  fireEvent.change(input, { target: { value: D_NEW_ONE } });
  fireEvent.click(within(summary).getByRole('button', { name: 'Change' }));
  await waitFor(() => expect(moves()).toEqual([{ CartId: 2, bookingDate: D_NEW_ONE }]));
  fireEvent.click(screen.getByRole('button', { name: 'Book every service on one date…' }));
  fireEvent.change(screen.getByLabelText('One date for every service'), { target: { value: D_NEW_ALL } });
  fireEvent.click(screen.getByRole('button', { name: 'Move all' }));
  await waitFor(() => expect(moves()).toContainEqual({ bookingDate: D_NEW_ALL }));
});

test('the summary shows each GST rate present', async () => {
  const items = [
    cartItem({ gst: 5, gstAmt: 100.25 }),
    cartItem({ CartId: 2, ProductId: 7, gst: 18, gstAmt: 900.5 }),
    cartItem({ CartId: 3, ProductId: 8, gst: 18, gstAmt: 0.25 }),
  ];
  setup({ availability: quote(items) });
  const totals = await screen.findByTestId('checkout-totals');
  expect(within(totals).queryByText('GST 18%')).toBeInTheDocument();
  expect(within(totals).getByText('GST 5%')).toBeInTheDocument();
  expect(screen.getByTestId('total-tax-5')).toHaveTextContent('₹100.25');
  expect(screen.getByTestId('total-tax-18')).toHaveTextContent('₹900.75');
});

test('each line says where its vendor is and, for the chosen address, its distance and travel fare', async () => {
  const items = [
    cartItem({ VendorCity: 'Delhi', DistanceInKm: 1172.4, TravelFare: 11724 }),
    cartItem({
      CartId: 2,
      ProductId: 7,
      title: 'Royal Mehendi Artist',
      VendorCity: 'Pune',
      DistanceInKm: 0,
      TravelFare: 0,
    }),
  ];
  setup({ availability: quote(items) });
  const lines = await screen.findAllByTestId('line-travel');
  expect(lines[0]).toHaveTextContent('Vendor in Delhi · 1,172.4 km away · travel ₹11,724.00');
  expect(lines[1]).toHaveTextContent(/^Vendor in Pune$/);
});

test('an unavailable item blocks the order with the warning, and can be removed', async () => {
  const items = [cartItem(), cartItem({ CartId: 2, ProductId: 7, title: 'Royal Mehendi Artist', isAvailable: 0 })];
  const server = setup({ availability: quote(items, 'Please remove unavailable product(s)') });
  await fillValidForm();
  const summary = screen.getByRole('list', { name: 'Services in this order' });
  expect(within(summary).getByText('Not Available')).toBeInTheDocument();
  expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Please remove unavailable product(s)');
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(warning).toHaveBeenCalledWith('Please remove unavailable product(s)');
  expect(server.calls('POST')).toEqual([]);
  // Remove the unavailable line: /DeleteCart for it.
  fireEvent.click(within(summary).getByRole('button', { name: 'Remove Royal Mehendi Artist' }));
  await waitFor(() => expect(server.calls('GET', '/api/DeleteCart').map((r) => r.query.get('CartId'))).toEqual(['2']));
});

test('validation messages: Booking For, address, payment type, GST number', async () => {
  const server = setup();
  await screen.findByTestId('checkout-totals');
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Please enter booking for')).toBeInTheDocument();
  expect(screen.getByText('Please select address')).toBeInTheDocument();
  expect(screen.getByText('Please select payment type')).toBeInTheDocument();
  expect(warning).toHaveBeenCalledWith('Please select address');

  await fillValidForm(null);
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  // The schema's check settles after the click (the form's resolver is asynchronous).
  await waitFor(() => expect(warning).toHaveBeenLastCalledWith('Please select payment type'));

  const gst = screen.getByLabelText('GST number (optional)');
  fireEvent.change(gst, { target: { value: '27aapfu0939f1z-v!' } });
  expect(gst).toHaveValue('27AAPFU0939F1ZV');
  fireEvent.change(gst, { target: { value: '27AAPFU0939F1ZA' } });
  fireEvent.click(screen.getByRole('radio', { name: /Full payment/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Enter a valid GST number')).toBeInTheDocument();
  // The one GSTIN rule: a 13-character made-up number is refused too.
  fireEvent.change(gst, { target: { value: 'INVALIDGST123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Enter a valid GST number')).toBeInTheDocument();
  expect(server.calls('POST')).toEqual([]);
});

describe('payment type', () => {
  test('full → advance 0, payable now the total; the payload carries TotalAdvanceBookingAmt 0', async () => {
    const server = setup();
    await fillValidForm('Full payment');
    expect(screen.getByTestId('total-advance')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('total-due')).toHaveTextContent('₹12,622.50');
    expect(await screen.findByTestId('privacy-notice')).toHaveTextContent('By placing this order you agree');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(server.calls('POST')).toHaveLength(2));
    // The notice's consent is recorded first, against its version (docs/privacy.md#notice), then the order.
    expect(server.calls('POST').map((c) => c.url.pathname)).toEqual(['/api/account/consents', '/api/EventBooking']);
    expect(server.calls('POST')[0]!.body).toEqual({ purpose: 'checkout', noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(orders(server)[0]).toEqual(
      expect.objectContaining({
        Bookingfor: 'Wedding reception',
        gst_no: '',
        bookingAddressId: 11,
        PaymentType: 'full',
        totalBookingAmt: 12622.5,
        TotalAdvanceBookingAmt: 0,
        lat: 18.98,
        lon: 72.83,
      }),
    );
  });

  test('advance → TotalAdvanceBooking; switching back to full resets it to 0', async () => {
    const server = setup();
    await fillValidForm('Advance payment');
    expect(screen.getByTestId('total-advance')).toHaveTextContent('₹2,454.40');
    expect(screen.getByTestId('total-due')).toHaveTextContent('₹2,454.40');
    fireEvent.click(screen.getByRole('radio', { name: /Full payment/ }));
    expect(screen.getByTestId('total-advance')).toHaveTextContent('₹0.00');
    fireEvent.click(screen.getByRole('radio', { name: /Advance payment/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders(server)).toHaveLength(1));
    expect(orders(server)[0]).toEqual(
      expect.objectContaining({ PaymentType: 'advance', TotalAdvanceBookingAmt: 2454.4 }),
    );
  });
});

test('success: → the order page, which opens the payment (?pay=1); the cart is kept until paid (no cart:changed)', async () => {
  const emitted = jest.fn();
  const off = bus.on('cart:changed', emitted);
  setup();
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/booking\/OD\d+\?pay=1$/);
  expect(emitted).not.toHaveBeenCalled();
  off();
});

test('failure: error toast with the server Message, and the page stays', async () => {
  setup({
    answer: (s) =>
      s.fail('POST', '/api/EventBooking', 409, {
        Status: 'Failed',
        Message: 'This service not Available on the selected date. Please remove unavailable product(s)',
      }),
  });
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith(
      'This service not Available on the selected date. Please remove unavailable product(s)',
    ),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
});

describe('a reload keeps the form', () => {
  test('Booking For, GST number, address and payment type come back after the page is rendered again', async () => {
    setup();
    await fillValidForm('Advance payment');
    fireEvent.change(screen.getByLabelText('GST number (optional)'), { target: { value: '27AAPFU0939F1ZV' } });
    cleanup(); // the page goes away: a reload
    const server = setup();
    expect(await screen.findByLabelText('Booking For')).toHaveValue('Wedding reception');
    expect(screen.getByLabelText('GST number (optional)')).toHaveValue('27AAPFU0939F1ZV');
    expect(screen.getByRole('radio', { name: /Advance payment/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Aarav Sharma/ })).toBeChecked());
    // Placing the order straight away sends what was restored, then forgets it.
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders(server)).toHaveLength(1));
    expect(orders(server)[0]).toEqual(
      expect.objectContaining({
        Bookingfor: 'Wedding reception',
        gst_no: '27AAPFU0939F1ZV',
        bookingAddressId: 11,
        PaymentType: 'advance',
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/booking\//);
    await waitFor(() => expect(Object.keys(sessionStorage).filter((k) => k.startsWith('utsav.checkout'))).toEqual([]));
    cleanup();
    setup();
    expect(await screen.findByLabelText('Booking For')).toHaveValue('');
  });

  test('a saved address that no longer exists is not chosen; another account starts empty', async () => {
    sessionStorage.setItem(
      'utsav.checkout.1',
      JSON.stringify({ bookingFor: 'Mehendi night', gstNo: '', addressId: 999, paymentType: 'full' }),
    );
    sessionStorage.setItem(
      'utsav.checkout.9',
      JSON.stringify({ bookingFor: 'Someone else', gstNo: '', addressId: 11, paymentType: 'advance' }),
    );
    setup();
    await screen.findByTestId('checkout-totals');
    expect(screen.getByLabelText('Booking For')).toHaveValue('Mehendi night');
    await screen.findByRole('radio', { name: /Aarav Sharma/ });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('radio', { name: /Aarav Sharma/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Full payment/ })).toBeChecked();
  });
});

test('a refused Place Order takes focus to the first field in error', async () => {
  setup();
  await fillValidForm('Full payment');
  fireEvent.change(screen.getByLabelText('GST number (optional)'), { target: { value: '27AAPFU0939F1ZA' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(screen.getByLabelText('GST number (optional)')).toHaveFocus());
});

test('an empty Place Order takes focus to Booking For; choosing an address and a payment type clears their messages', async () => {
  const server = setup();
  await screen.findByTestId('checkout-totals');
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Please enter booking for')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Booking For')).toHaveFocus());
  fireEvent.click(await screen.findByRole('radio', { name: /Aarav Sharma/ }));
  await waitFor(() => expect(screen.queryByText('Please select address')).toBeNull());
  expect(screen.getByText('Please select payment type')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Full payment/ }));
  await waitFor(() => expect(screen.queryByText('Please select payment type')).toBeNull());
  fireEvent.change(screen.getByLabelText('Booking For'), { target: { value: 'Sangeet' } });
  await waitFor(() => expect(screen.queryByText('Please enter booking for')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(orders(server)).toHaveLength(1));
  expect(orders(server)[0]).toEqual(
    expect.objectContaining({ Bookingfor: 'Sangeet', bookingAddressId: 11, PaymentType: 'full' }),
  );
});

describe('WhatsApp consent at checkout', () => {
  const consent = () => screen.getByRole('checkbox', { name: /Also send my booking messages on WhatsApp/ });

  test('ticked, it is saved to the account’s consent before the order is placed', async () => {
    const server = setup();
    const saved = () => server.calls('PUT', '/api/account/message-preferences').map((r) => r.body);
    await fillValidForm('Full payment');
    await waitFor(() => expect(consent()).toBeEnabled());
    expect(consent()).not.toBeChecked();
    fireEvent.click(consent());
    expect(consent()).toBeChecked();
    expect(saved()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders(server)).toHaveLength(1));
    expect(saved()).toEqual([{ whatsappOptIn: true }]);
    const sequence = server.calls().map((r) => `${r.method} ${r.url.pathname}`);
    expect(sequence.indexOf('PUT /api/account/message-preferences')).toBeLessThan(
      sequence.indexOf('POST /api/EventBooking'),
    );
  });

  test('shows the saved consent; untouched, nothing is saved; unticked, the consent is withdrawn', async () => {
    const first = setup({ whatsappOptIn: true });
    await fillValidForm('Full payment');
    await waitFor(() => expect(consent()).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders(first)).toHaveLength(1));
    expect(first.calls('PUT')).toEqual([]);
    cleanup();
    jest.restoreAllMocks();
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    const second = setup({ whatsappOptIn: true });
    await fillValidForm('Full payment');
    await waitFor(() => expect(consent()).toBeChecked());
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders(second)).toHaveLength(1));
    expect(second.calls('PUT', '/api/account/message-preferences').map((r) => r.body)).toEqual([
      { whatsappOptIn: false },
    ]);
  });
});

describe('the network cut at Place Order (docs/checkout-network.md)', () => {
  const cut = () => {
    throw new TypeError('Failed to fetch');
  };

  test('no answer: a message with Retry, no toast, no spinner forever; Retry sends the same Idempotency-Key', async () => {
    const server = setup({ answer: (s) => s.once('POST', '/api/EventBooking', cut) });
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const notice = await screen.findByTestId('order-unreachable');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(/could not reach Utsav/);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/booking/OD20990115000042');
    const sent = server.calls('POST', '/api/EventBooking');
    expect(sent).toHaveLength(2);
    const key = sent[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  test('offline in the browser too (the "offline" event): the order is tried and fails at once, with Retry', async () => {
    setup({ answer: (s) => s.offline('POST', '/api/EventBooking') });
    await fillValidForm();
    onlineManager.setOnline(false); // what TanStack Query does on the window's 'offline' event
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByTestId('order-unreachable')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  test('a changed form after a cut is another order: a new key', async () => {
    const server = setup({ answer: (s) => s.once('POST', '/api/EventBooking', cut) });
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByTestId('order-unreachable');
    fireEvent.change(screen.getByLabelText('Booking For'), { target: { value: 'Sangeet night' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(server.calls('POST', '/api/EventBooking')).toHaveLength(2));
    const [first, second] = server.calls('POST', '/api/EventBooking');
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  test('a refusal with an answer is a toast, not the unreachable notice', async () => {
    setup({
      answer: (s) => s.failOnce('POST', '/api/EventBooking', 400, { Status: 'Failed', Message: 'Your cart is empty' }),
    });
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your cart is empty'));
    expect(screen.queryByTestId('order-unreachable')).toBeNull();
  });
});
