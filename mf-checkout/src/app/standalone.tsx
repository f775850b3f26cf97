// What the standalone frame lists for this remote: its pages with sample links, its fragment.
import { useState } from 'react';
import type { StandaloneManifest } from '@utsav/ui/standalone-index';
import MiniCart from '../features/mini-cart/mini-cart';

/** The standalone index is a developer's page, English like the frame that lists it (docs/i18n.md). */
function MiniCartSample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* eslint-disable-next-line i18next/no-literal-string */}
      <button type="button" onClick={() => setOpen(true)}>
        Open the mini-cart
      </button>
      <MiniCart open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const standaloneManifest: StandaloneManifest = {
  name: 'checkout',
  samples: ['cartDate', 'order'],
  pages: [
    { label: 'Cart', path: '/cart', role: 1 },
    {
      label: 'Checkout (date of the first cart item)',
      path: (s) => (s.cartDate ? `/checkout/${btoa(s.cartDate)}` : undefined),
      role: 1,
      missing: 'the cart is empty: add a service in the catalog first',
    },
    { label: 'Booking status', path: '/booking/status' },
    {
      label: 'Order confirmed (latest order of the signed-in customer)',
      path: (s) => (s.order ? `/booking/${encodeURIComponent(s.order.orderId)}` : undefined),
      role: 1,
      missing: 'this customer has no order yet',
    },
  ],
  fragments: [
    { module: 'checkout/MiniCart', props: '{ open: boolean; onClose(): void }', render: () => <MiniCartSample /> },
  ],
};
