import { act, render, screen } from '@testing-library/react';
import { setLang } from '@utsav/shared/i18n';
import { PriceTag } from './price-tag';

const reach = { Pincode: '560001', TravelFare: 450, Outside: '' };

afterEach(async () => {
  await act(() => setLang('en', { remember: false, notify: false }));
});

test('the price as charged: GST included and its rate, the MRP struck through beside a discount', async () => {
  render(<PriceTag payableAmt={79650} gst={18} bookingAmt={75000} offerAmt={67500} />);
  expect(await screen.findByTestId('price-charged')).toHaveTextContent('₹79,650.00 incl. 18 % GST');
  expect(screen.getByText('₹75,000.00').tagName).toBe('DEL');
  expect(screen.queryByTestId('price-travel')).toBeNull();
});

test('with a place: the travel fare to it beside the price; a large one warned on the service page', async () => {
  const { rerender } = render(<PriceTag payableAmt={79650} gst={18} reach={reach} />);
  expect(await screen.findByTestId('price-travel')).toHaveTextContent('+ ₹450.00 travel to 560001');
  rerender(<PriceTag payableAmt={10800} gst={0} reach={{ ...reach, TravelFare: 10666.8 }} warn />);
  expect(screen.getByTestId('price-charged')).toHaveTextContent('₹10,800.00 · no GST');
  expect(screen.getByTestId('price-travel').className).toMatch(/high/);
});

test('outside the service area: no fare is offered', async () => {
  render(<PriceTag payableAmt={79650} gst={18} reach={{ ...reach, Outside: 'Outside the vendor’s service area' }} />);
  await screen.findByTestId('price-charged');
  expect(screen.queryByTestId('price-travel')).toBeNull();
});

test('in Hindi, the same rupees', async () => {
  await act(() => setLang('hi', { remember: false, notify: false }));
  render(<PriceTag payableAmt={79650} gst={18} reach={reach} />);
  expect(await screen.findByTestId('price-charged')).toHaveTextContent('₹79,650.00 (18 % GST सहित)');
  expect(screen.getByTestId('price-travel')).toHaveTextContent('+ ₹450.00 यात्रा शुल्क (560001 तक)');
});
