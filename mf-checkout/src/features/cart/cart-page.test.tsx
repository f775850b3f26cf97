import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@utsav/shared/bus';
import { toBase64 } from '@utsav/shared/format';
import { notify } from '@utsav/shared/toast';
import { cartItem, cartPayload, FUTURE_DATE, httpError, mockApi, renderAt, signInCustomer } from '../../testing/render';
import CartPage from './cart-page';

const available = cartItem();
const unavailable = cartItem({ CartId: 2, ProductId: 7, title: 'Royal Mehendi Artist', isAvailable: 0 });
const cartReply = { Status: 'Success', Payload: cartPayload([available, unavailable]) };

beforeEach(() => signInCustomer());
afterEach(() => jest.restoreAllMocks());

test('lists the items with date, prices and availability; Not Available in red for isAvailable 0', async () => {
  mockApi({ 'GET /getCart': cartReply });
  renderAt(<CartPage />, '/cart');
  expect(screen.getByRole('heading', { level: 1, name: 'Cart View' })).toBeInTheDocument();
  const lines = await screen.findAllByTestId('cart-line');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]!).getByText('Available')).toBeInTheDocument();
  expect(within(lines[0]!).getByText('Booking date: 15 Jan 2099')).toBeInTheDocument();
  expect(within(lines[0]!).getByText('₹5,200.00')).toBeInTheDocument();
  expect(within(lines[1]!).getByText('Not Available')).toBeInTheDocument();
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹10,400.00');
});

test('shows Cart Empty when the cart has no items', async () => {
  mockApi({ 'GET /getCart': { Status: 'Success', Payload: cartPayload([]) } });
  renderAt(<CartPage />, '/cart');
  expect(await screen.findByText('Cart Empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services/all');
});

test('booking date is required and not before today; a valid date goes to /checkout/{base64 date}', async () => {
  mockApi({ 'GET /getCart': { Status: 'Success', Payload: cartPayload([cartItem({ BookingDate: '2020-01-01' })]) } });
  renderAt(<CartPage />, '/cart');
  await screen.findAllByTestId('cart-line');
  const date = screen.getByLabelText('Booking date');
  expect(date).toHaveValue('');
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  expect(await screen.findByText('Please select booking date')).toBeInTheDocument();
  fireEvent.change(date, { target: { value: '2020-05-05' } });
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  expect(await screen.findByText('Booking date cannot be before today')).toBeInTheDocument();
  fireEvent.change(date, { target: { value: FUTURE_DATE } });
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/checkout/${toBase64(FUTURE_DATE)}`);
});

test('the date defaults to the first cart line still bookable', async () => {
  mockApi({ 'GET /getCart': cartReply });
  renderAt(<CartPage />, '/cart');
  await screen.findAllByTestId('cart-line');
  expect(screen.getByLabelText('Booking date')).toHaveValue(FUTURE_DATE);
});

describe('removing an item', () => {
  async function removeFirst(deleteReply: unknown) {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const emitted = jest.fn();
    const off = bus.on('cart:changed', emitted);
    const { get } = mockApi({ 'GET /getCart': cartReply, 'GET /DeleteCart': deleteReply });
    renderAt(<CartPage />, '/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Birthday Balloon Decor' }));
    await waitFor(() => expect(emitted).toHaveBeenCalled());
    off();
    return { error, success, get };
  }

  test('success: calls /DeleteCart with the CartId, toasts the server message and announces cart:changed', async () => {
    const { success, get } = await removeFirst({ Status: 'Success', Message: 'Cart item deleted' });
    expect(get).toHaveBeenCalledWith('/DeleteCart', { params: { CartId: 1 } });
    expect(success).toHaveBeenCalledWith('Cart item deleted');
  });

  test("a non-success reply without a message: 'Failed to delete cart item'", async () => {
    const { error } = await removeFirst({ Status: 'Failed' });
    expect(error).toHaveBeenCalledWith('Failed to delete cart item');
  });

  test("a failed request without a server message: 'Error deleting cart item'", async () => {
    const { error } = await removeFirst(() => {
      throw new Error('Network Error');
    });
    expect(error).toHaveBeenCalledWith('Error deleting cart item');
  });

  test('the server message wins when it supplies one', async () => {
    const { error } = await removeFirst(() => {
      throw httpError(404, { Status: 'Failed', Message: 'Cart item not found' });
    });
    expect(error).toHaveBeenCalledWith('Cart item not found');
  });
});
