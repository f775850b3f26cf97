import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { cartItem, cartReply, renderAt, renderInRouter, signInCustomer } from '../../testing/render';
import MiniCart from './mini-cart';

const items = [
  cartItem(),
  cartItem({
    CartId: 2,
    ProductId: 7,
    title: 'Royal Mehendi Artist',
    offerAmt: 125000.5,
    bookingAmt: 150000,
    payableAmt: 147500.59,
  }),
];

function NavigateButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/services/all')}>
      go elsewhere
    </button>
  );
}

beforeEach(() => {
  signInCustomer();
  const reply = cartReply(items);
  mockApi().on('GET', '/api/getCart', { ...reply, Payload: { ...reply.Payload, TotalOfferAmount: 130200.5 } });
});
afterEach(() => jest.restoreAllMocks());

test('shows my cart with count, items linking to their service, the sub total as charged (GST included) and view cart', async () => {
  renderAt(<MiniCart open onClose={() => undefined} />, '/');
  const panel = screen.getByRole('dialog', { name: 'my cart' });
  expect(await within(panel).findByText('Royal Mehendi Artist')).toHaveAttribute('href', '/services/details/7');
  expect(within(panel).getByText('Birthday Balloon Decor')).toHaveAttribute('href', '/services/details/3');
  expect(within(panel).getByTestId('mini-cart-count')).toHaveTextContent('(02)');
  // Each line's payable amount and their sum, not the offer before GST (TotalOfferAmount).
  expect(within(panel).getByText('₹1,47,500.59')).toBeInTheDocument();
  expect(within(panel).getByTestId('mini-cart-subtotal')).toHaveTextContent('₹1,53,636.59');
  expect(within(panel).getByRole('link', { name: 'view cart' })).toHaveAttribute('href', '/cart');
});

test('renders nothing when closed; the close button, Escape and view cart close it', async () => {
  const onClose = jest.fn();
  const { rerender } = renderAt(<MiniCart open={false} onClose={onClose} />, '/');
  expect(screen.queryByRole('dialog', { name: 'my cart' })).not.toBeInTheDocument();
  rerender(<></>);
  renderAt(<MiniCart open onClose={onClose} />, '/');
  fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  fireEvent.click(screen.getByRole('link', { name: 'view cart' }));
  expect(onClose.mock.calls.length).toBeGreaterThanOrEqual(3);
});

test('closes on route change', async () => {
  const onClose = jest.fn();
  renderInRouter(
    <>
      <MiniCart open onClose={onClose} />
      <NavigateButton />
    </>,
  );
  await screen.findByText('Royal Mehendi Artist');
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'go elsewhere' }));
  expect(onClose).toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/services/all');
});

test('says Cart Empty when there is nothing in the cart', async () => {
  jest.restoreAllMocks();
  mockApi().on('GET', '/api/getCart', cartReply([]));
  renderAt(<MiniCart open onClose={() => undefined} />, '/');
  expect(await screen.findByText('Cart Empty')).toBeInTheDocument();
  expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('(00)');
});

/** Re-renders the open mini-cart with a new onClose on demand (what a parent's state change does). */
let rerenderParent: () => void = () => undefined;
function Parent() {
  const [, setTick] = useState(0);
  rerenderParent = () => setTick((t) => t + 1);
  return <MiniCart open onClose={() => undefined} />;
}

test('focus moves to Close when it opens, and stays where the user put it when the parent re-renders', async () => {
  renderAt(<Parent />, '/');
  expect(screen.getByRole('button', { name: 'Close cart' })).toHaveFocus();
  await screen.findByText('Royal Mehendi Artist');
  screen.getByRole('link', { name: 'view cart' }).focus();
  // A parent re-render hands a new onClose: the keyboard user's focus must not jump back to Close.
  act(() => rerenderParent());
  expect(screen.getByRole('link', { name: 'view cart' })).toHaveFocus();
});

/** The header's cart button and the panel it opens, as the shell mounts them. */
function WithCartButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="cart-button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <MiniCart open={open} onClose={() => setOpen(false)} />
    </>
  );
}

test('keyboard focus stays inside the open panel; Escape closes it and gives focus back to the cart button', async () => {
  renderAt(<WithCartButton />, '/');
  const cartButton = screen.getByTestId('cart-button');
  cartButton.focus();
  fireEvent.click(cartButton);
  const panel = screen.getByRole('dialog', { name: 'my cart' });
  await within(panel).findByText('Royal Mehendi Artist');
  expect(within(panel).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  // Shift+Tab from the first control wraps to the last, Tab from the last wraps to the first: never out to the page.
  await userEvent.tab({ shift: true });
  expect(within(panel).getByRole('link', { name: 'view cart' })).toHaveFocus();
  await userEvent.tab();
  expect(within(panel).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  for (let i = 0; i < 6; i += 1) {
    await userEvent.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
  }
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'my cart' })).not.toBeInTheDocument();
  expect(cartButton).toHaveFocus();
});
