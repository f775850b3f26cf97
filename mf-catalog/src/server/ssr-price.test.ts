/**
 * The service page's head states the price as the cart charges it (docs/gst.md "The price as charged"): the meta
 * description and the JSON-LD offer carry the GST-inclusive payable amount — and, with the customer's place, the
 * travel fare to it, read from the API for that pincode — in the page's language.
 */
import { QueryClient } from '@tanstack/react-query';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { serviceDetail } from '../testing/fixtures';
import prepare from './ssr';

const service = serviceDetail({
  id: 7,
  title: 'Rangoli Art',
  Servicename: 'Rangoli',
  offerAmt: 10000,
  bookingAmt: 10000,
  gst: 8,
  payableAmt: 10800,
  city: 'Pune',
  shortdes: 'Colours at the door',
});
const reach = { Pincode: '560001', DistanceInKm: 711.12, TravelFare: 10666.8, Outside: '' };

function setup() {
  const server = mockApi().on('GET', '/api/ProductDetails/{id}', (req) => ({
    Status: 'Success' as const,
    Message: '',
    Payload: {
      Images: [],
      Products: [req.query.get('pincode') === '560001' ? { ...service, Reach: reach } : service],
    },
  }));
  // The page's reviews (read for the rating count): none here.
  server.on('GET', '/api/getreview/{productId}', { Status: 'Success', Message: '', Payload: [], Page: { next: null } });
  return server;
}

const offerOf = (jsonLd: object[] | undefined) =>
  (jsonLd?.[0] as { offers?: Record<string, unknown> } | undefined)?.offers ?? {};

test('without a place: the payable amount with its GST rate, the same rupees in the offer', async () => {
  setup();
  const page = await prepare({
    pathname: '/services/details/7',
    search: '',
    queryClient: new QueryClient(),
    siteUrl: 'https://utsav.in',
  });
  expect(page.head.description).toMatch(/^₹10,800\.00 incl\. 8 % GST · Colours at the door$/);
  const offer = offerOf(page.head.jsonLd);
  expect(offer.price).toBe('10800.00');
  expect(offer.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true, price: '10800.00' });
  expect(offer.shippingDetails).toBeUndefined();
  expect(page.head.og).toMatchObject({ 'product:price:amount': '10800.00' });
});

test('with a place, in Hindi: the travel fare to the pincode too, from the API read for it', async () => {
  const server = setup();
  const page = await prepare({
    pathname: '/services/details/7',
    search: '',
    queryClient: new QueryClient(),
    siteUrl: 'https://utsav.in',
    lang: 'hi',
    place: { pincode: '560001', city: 'Bengaluru' },
  });
  expect(server.calls().some((r) => r.query.get('pincode') === '560001')).toBe(true);
  expect(page.head.description).toMatch(/^₹10,800\.00 \(8 % GST सहित\) \+ ₹10,666\.80 यात्रा शुल्क \(560001 तक\)/);
  const offer = offerOf(page.head.jsonLd);
  expect(offer.price).toBe('10800.00');
  expect(offer.shippingDetails).toMatchObject({
    shippingRate: { value: '10666.80', currency: 'INR' },
    shippingDestination: { postalCode: '560001' },
  });
});
