import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@utsav/shared/bus';
import { formatDate, toBase64 } from '@utsav/domain/format';
import { mockApi, type ApiMock } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { cartItem, cartReply, FUTURE_DATE, renderAt, signInCustomer, inDays } from '../../testing/render';
import CartPage from './cart-page';

const D_EARLY = inDays(60);
const D_LATE = inDays(61);
const D_NEW_ONE = inDays(90);
const D_NEW_ALL = inDays(120);

const available = cartItem();
const unavailable = cartItem({ CartId: 2, ProductId: 7, title: 'Royal Mehendi Artist', isAvailable: 0 });
const twoLines = cartReply([available, unavailable]);

/** The API of the cart page: the cart, and where its vendors are (none known here unless a test says). */
function cartApi(reply = twoLines) {
  return mockApi()
    .on('GET', '/api/getCart', reply)
    .on('GET', '/api/ServiceReach', { Status: 'Success', Message: 'Success', Payload: { Address: null, Items: [] } });
}

beforeEach(() => signInCustomer());
afterEach(() => jest.restoreAllMocks());

test('lists the items with date, prices and availability; Not Available in red for isAvailable 0', async () => {
  cartApi();
  renderAt(<CartPage />, '/cart');
  expect(screen.getByRole('heading', { level: 1, name: 'Cart View' })).toBeInTheDocument();
  const lines = await screen.findAllByTestId('cart-line');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]!).getByText('Available')).toBeInTheDocument();
  expect(within(lines[0]!).getByTestId('line-date')).toHaveTextContent(formatDate(FUTURE_DATE));
  // As charged first (the cards' words and figure), then the offer before GST it comes from.
  expect(within(lines[0]!).getByTestId('line-charged')).toHaveTextContent('₹6,136.00 incl. 18 % GST');
  expect(within(lines[0]!).getByTestId('line-offer')).toHaveTextContent('₹6,500.00 ₹5,200.00 before GST');
  expect(within(lines[1]!).getByText('Not Available')).toBeInTheDocument();
  // No saved address known: the services with their GST are the total; no travel row.
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹12,272.00');
  expect(screen.queryByTestId('cart-travel')).toBeNull();
  expect(screen.getByTestId('cart-total')).toHaveTextContent('₹12,272.00');
  expect(screen.getByText(/Travel is added at checkout for the event's address/)).toBeInTheDocument();
});

test("each line says where its vendor is, how far from the customer's address and what travel costs", async () => {
  const server = cartApi().on('GET', '/api/ServiceReach', {
    Status: 'Success',
    Message: 'Success',
    Payload: {
      Address: { Id: 11, Label: 'Carter Road, Mumbai' },
      Items: [
        { ProductId: 3, VendorCity: 'Mumbai', DistanceInKm: 2.4, TravelFare: 48, ServiceRadiusKm: 50, Outside: '' },
        {
          ProductId: 7,
          VendorCity: 'Jaipur',
          DistanceInKm: 933.4,
          TravelFare: 23325,
          ServiceRadiusKm: 60,
          Outside: "Outside the vendor's service area: 933.4 km away, serves within 60 km",
        },
      ],
    },
  });
  renderAt(<CartPage />, '/cart');
  const lines = await screen.findAllByTestId('cart-line');
  await waitFor(() =>
    expect(within(lines[1]!).getByTestId('service-reach')).toHaveTextContent(
      'Vendor in Jaipur · 933 km from Carter Road, Mumbai',
    ),
  );
  expect(within(lines[1]!).getByTestId('service-reach')).toHaveTextContent('not available for this address');
  expect(within(lines[0]!).getByTestId('service-reach')).toHaveTextContent(
    'Vendor in Mumbai · 2.4 km from Carter Road, Mumbai · travel ₹48.00',
  );
  const asked = server.calls('GET', '/api/ServiceReach').map((r) => Object.fromEntries(r.query));
  expect(asked).toContainEqual({ productIds: '3,7' });
  // The summary charges the travel to that address of the service that comes there (not of the one outside).
  expect(screen.getByRole('rowheader', { name: 'Travel to Carter Road, Mumbai' })).toBeInTheDocument();
  expect(screen.getByTestId('cart-travel')).toHaveTextContent('₹48.00');
  expect(screen.getByTestId('cart-total')).toHaveTextContent('₹12,320.00');
});

test('shows Cart Empty when the cart has no items', async () => {
  cartApi(cartReply([]));
  renderAt(<CartPage />, '/cart');
  expect(await screen.findByText('Cart Empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services/all');
});

test('each line keeps its own date; Proceed goes to /checkout/{base64 of the first date}', async () => {
  const lines = [
    cartItem({ BookingDate: D_LATE, title: 'Drone Videography' }),
    cartItem({ CartId: 2, ProductId: 7, title: 'Royal Mehendi Artist', BookingDate: D_EARLY }),
  ];
  cartApi(cartReply(lines));
  renderAt(<CartPage />, '/cart');
  const shown = await screen.findAllByTestId('line-date');
  expect(shown.map((d) => d.textContent)).toEqual([formatDate(D_LATE), formatDate(D_EARLY)]);
  expect(screen.getByTestId('cart-dates')).toHaveTextContent(`${formatDate(D_EARLY)}, ${formatDate(D_LATE)}`);
  expect(screen.queryByLabelText('Booking date')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/checkout/${toBase64(D_EARLY)}`);
});

test('a line dated in the past stops Proceed with a warning', async () => {
  const warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  cartApi(cartReply([cartItem({ BookingDate: '2020-01-01', isAvailable: 0 })]));
  renderAt(<CartPage />, '/cart');
  await screen.findAllByTestId('cart-line');
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  expect(warning).toHaveBeenCalledWith('A service in your cart has a date in the past: change its date or remove it');
  expect(screen.queryByTestId('location')).toBeNull();
});

test('changing a date is an explicit request; the toast says when the new date is not available', async () => {
  const warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  const movedLine = cartItem({ isAvailable: 0 });
  const moved = {
    Status: 'Success' as const,
    Message: 'Booking date updated. 1 service(s) not available on the new date: please remove or move them',
    Payload: {
      CartList: [movedLine],
      TotalItems: 1,
      TotalOfferAmount: movedLine.offerAmt,
      TotalTaxAmount: movedLine.gstAmt,
      TotalAmountGst: movedLine.gstwithmrp,
      TotalExtraCharges: 0,
      TotalAmount: movedLine.totalAmt,
      TotalAdvanceBooking: movedLine.advanceAmt,
    },
  };
  const server = cartApi().on('POST', '/api/UpdateCartDate', moved);
  const moves = () => server.calls('POST', '/api/UpdateCartDate').map((r) => r.body);
  renderAt(<CartPage />, '/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Change date of Birthday Balloon Decor' }));
  fireEvent.change(screen.getByLabelText('New date for Birthday Balloon Decor'), { target: { value: D_NEW_ONE } });
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  await waitFor(() => expect(moves()).toEqual([{ CartId: 1, bookingDate: D_NEW_ONE }]));
  await waitFor(() => expect(warning).toHaveBeenCalledWith(moved.Message));
  fireEvent.click(screen.getByRole('button', { name: 'Book every service on one date…' }));
  fireEvent.change(screen.getByLabelText('One date for every service'), { target: { value: D_NEW_ALL } });
  fireEvent.click(screen.getByRole('button', { name: 'Move all' }));
  await waitFor(() => expect(moves()).toContainEqual({ bookingDate: D_NEW_ALL }));
});

test('a refused date takes focus to the date field and sends nothing; a good date then clears the message', async () => {
  const server = cartApi().on('POST', '/api/UpdateCartDate', {
    Status: 'Success',
    Message: 'Booking date updated',
    Payload: {
      CartList: [available],
      TotalItems: 1,
      TotalOfferAmount: available.offerAmt,
      TotalTaxAmount: available.gstAmt,
      TotalAmountGst: available.gstwithmrp,
      TotalExtraCharges: 0,
      TotalAmount: available.totalAmt,
      TotalAdvanceBooking: available.advanceAmt,
    },
  });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<CartPage />, '/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Book every service on one date…' }));
  const date = screen.getByLabelText('One date for every service');
  fireEvent.change(date, { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move all' }));
  expect(await screen.findByText('Please select booking date')).toBeInTheDocument();
  await waitFor(() => expect(date).toHaveFocus());
  expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(server.calls('POST')).toEqual([]);
  fireEvent.change(date, { target: { value: D_NEW_ALL } });
  await waitFor(() => expect(screen.queryByText('Please select booking date')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Move all' }));
  await waitFor(() =>
    expect(server.calls('POST', '/api/UpdateCartDate').map((r) => r.body)).toEqual([{ bookingDate: D_NEW_ALL }]),
  );
});

describe('removing an item', () => {
  async function removeFirst(answer: (server: ApiMock) => void) {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const emitted = jest.fn();
    const off = bus.on('cart:changed', emitted);
    const server = cartApi();
    answer(server);
    renderAt(<CartPage />, '/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Birthday Balloon Decor' }));
    await waitFor(() => expect(emitted).toHaveBeenCalled());
    off();
    return { error, success, server };
  }

  test('success: calls /DeleteCart with the CartId, toasts the server message and announces cart:changed', async () => {
    const { success, server } = await removeFirst((s) =>
      s.on('GET', '/api/DeleteCart', (req) => ({
        Status: 'Success' as const,
        Message: 'Cart item deleted',
        Payload: { CartId: Number(req.query.get('CartId')) },
      })),
    );
    expect(server.calls('GET', '/api/DeleteCart').map((r) => r.query.get('CartId'))).toEqual(['1']);
    expect(success).toHaveBeenCalledWith('Cart item deleted');
  });

  test("a refusal without a message: 'Failed to delete cart item'", async () => {
    const { error } = await removeFirst((s) => s.fail('GET', '/api/DeleteCart', 400, { Status: 'Failed' }));
    expect(error).toHaveBeenCalledWith('Failed to delete cart item');
  });

  test("a request that gets no answer: 'Error deleting cart item'", async () => {
    const { error } = await removeFirst((s) => s.offline('GET', '/api/DeleteCart'));
    expect(error).toHaveBeenCalledWith('Error deleting cart item');
  });

  test('the server message wins when it supplies one', async () => {
    const { error } = await removeFirst((s) =>
      s.fail('GET', '/api/DeleteCart', 404, { Status: 'Failed', Message: 'Cart item not found' }),
    );
    expect(error).toHaveBeenCalledWith('Cart item not found');
  });
});
