import { QueryClient } from '@tanstack/react-query';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { review, serviceDetail } from '../testing/fixtures';
import prepare from './ssr';

/** The Service JSON-LD of a prepared page. */
function service(head: { jsonLd?: unknown[] }) {
  return (head.jsonLd ?? []).find((x) => (x as { '@type'?: string })['@type'] === 'Service') as {
    aggregateRating?: { ratingCount: number; ratingValue: number };
    offers?: { price: string };
  };
}

async function detailPage(reviews: number, lang: 'en' | 'hi' = 'en') {
  mockApi()
    .on('GET', '/api/ProductDetails/{id}', {
      Status: 'Success',
      Message: '',
      Payload: {
        Images: [],
        Products: [
          serviceDetail({
            id: 7,
            offerAmt: 67500,
            payableAmt: 79650,
            gst: 18,
            rating: 4.5,
            amount_hide_show: 0,
            shortdes: 'Mandap',
          }),
        ],
      },
    })
    .on('GET', '/api/getreview/{productId}', {
      Status: 'Success',
      Message: '',
      Payload: Array.from({ length: reviews }, (_, i) => review({ id: i + 1, reviewer_name: `R${i}` })),
      Page: { next: null },
    });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = await prepare({
    pathname: '/services/details/7',
    search: '',
    queryClient,
    siteUrl: 'https://utsav.test',
    lang,
  } as Parameters<typeof prepare>[0]);
  return { page, queryClient };
}

test('the meta description states the price as charged with Indian grouping, the offer keeps a machine number', async () => {
  const { page } = await detailPage(4);
  expect(page.head.description).toMatch(/^₹79,650\.00 incl\. 18 % GST · /);
  expect(page.head.description).not.toContain('79650.00');
  expect(service(page.head).offers?.price).toBe('79650.00');
});

test('JSON-LD ratingCount is the number of reviews the page shows (and is read for the page too)', async () => {
  const { page, queryClient } = await detailPage(4);
  expect(service(page.head).aggregateRating?.ratingCount).toBe(4);
  expect(queryClient.getQueryData(['catalog', 'reviews', '7'])).toBeDefined();
});

test('no review shown: no aggregateRating at all (never a count of 1 beside "Reviews (0)")', async () => {
  const { page } = await detailPage(0);
  expect(service(page.head).aggregateRating).toBeUndefined();
});

test('a Hindi page: its title and breadcrumbs from the Hindi catalogue (docs/ssr.md)', async () => {
  const { page } = await detailPage(1, 'hi');
  expect(page.head.title).toMatch(/ में .* \| उत्सव$/);
  const english = (await detailPage(1, 'en')).page;
  expect(english.head.title).toMatch(/ in .* \| Utsav$/);
  const services = await prepare({
    pathname: '/services',
    search: '',
    queryClient: new QueryClient(),
    siteUrl: 'https://utsav.test',
    lang: 'hi',
  });
  expect(services.head.title).toBe('हमारी सेवाएँ | उत्सव');
  expect(services.head.description).toMatch(/[\u0900-\u097F]/);
  const missing = await prepare({
    pathname: '/nowhere',
    search: '',
    queryClient: new QueryClient(),
    siteUrl: '',
    lang: 'hi',
  });
  expect(missing.status).toBe(404);
  expect(missing.head.title).toMatch(/^पेज नहीं मिला/);
});
