import { act, render, screen, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { MemoryRouter } from 'react-router';
import { ProductCard } from './product-card';
import type { CardProduct } from './product-card';

const product: CardProduct = {
  id: 7,
  title: 'Candid Wedding Photography',
  document: 'photo-7-1.svg,photo-7-2.svg',
  discount: 20,
  bookingAmt: 50000,
  offerAmt: 40000,
  payableAmt: 47200,
  gst: 18,
  amount_hide_show: 0,
  rating: 4.8,
  service_name: 'Photography',
};

const renderCard = (p: CardProduct) =>
  render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );

describe('ProductCard', () => {
  it('shows the first image, discount badge, title link, struck-through booking amount beside the offer and floored stars', () => {
    renderCard(product);
    expect(screen.getByText('20% Off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Candid Wedding Photography' })).toHaveAttribute(
      'href',
      '/services/details/7',
    );
    expect(screen.getByText('₹50,000.00').tagName).toBe('DEL');
    // The price as the cart charges it: GST included, its rate said (docs/gst.md "The price as charged").
    expect(screen.getByTestId('price-charged')).toHaveTextContent('₹47,200.00 incl. 18 % GST');
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/photo-7-1\.svg$/);
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('offers an uploaded image at its stored widths (srcset)', () => {
    renderCard({ ...product, document: '0f8fad5b-d9cb-469f-a165-70867728950e.webp' });
    const img = document.querySelector('img')!;
    expect(img.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .*-960w\.webp 960w, .*0e\.webp 1600w$/);
    expect(img).toHaveAttribute('sizes');
  });

  it('hides prices when amount_hide_show is set', () => {
    renderCard({ ...product, amount_hide_show: 1 });
    expect(screen.queryByText('₹40,000.00')).not.toBeInTheDocument();
    expect(screen.queryByText('₹50,000.00')).not.toBeInTheDocument();
  });

  it('has no badge without a discount', () => {
    renderCard({ ...product, discount: 0 });
    expect(screen.queryByText(/% Off/)).not.toBeInTheDocument();
  });

  it('says where the vendor is', () => {
    renderCard({ ...product, city: 'Bengaluru' });
    expect(screen.getByTestId('card-city')).toHaveTextContent('Bengaluru');
  });

  it("names the category in the page's language: the Hindi name on a Hindi page, the name as entered without one", async () => {
    const categoryLine = (c: HTMLElement) => within(c).getByTestId('card-city').parentElement;
    const { container: en } = renderCard({ ...product, service_name_hi: 'फ़ोटोग्राफ़ी', city: 'Bengaluru' });
    expect(categoryLine(en)).toHaveTextContent(/^Photography · Bengaluru$/);
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['catalog']);
    });
    try {
      const { container: hi } = renderCard({ ...product, service_name_hi: 'फ़ोटोग्राफ़ी', city: 'Bengaluru' });
      expect(categoryLine(hi)).toHaveTextContent(/^फ़ोटोग्राफ़ी · Bengaluru$/);
      const { container: none } = renderCard({ ...product, service_name_hi: null, city: 'Pune' });
      expect(categoryLine(none)).toHaveTextContent(/^Photography · Pune$/);
    } finally {
      await act(() => setLang('en', { remember: false, notify: false }));
    }
  });
});
