import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { sessionStore } from '@utsav/shared/session';
import { CANCELLATION_TIERS, cancellationTier } from '@utsav/domain/refund-policy';
import type { GetReply, ServiceDetail } from '@utsav/domain/contract';
import { mockApi, type ApiMock } from '@utsav/shared/testing/api-mock';
import { promisedPercent, readPolicySentence } from '@utsav/domain/testing/policy-reader';
import { addIsoDays } from '@utsav/domain/vendor-calendar';
import { todayIso } from '@utsav/domain/format';
import { category, relatedService, review, serviceDetail } from '../../testing/fixtures';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import ServiceDetailPage from './service-detail-page';

const service = serviceDetail({
  id: 1,
  service_id: 1,
  title: 'Marigold Mandap Decoration',
  Servicename: 'Decoration',
  discount: 5,
  rating: 4.6,
  offerAmt: 42750,
  bookingAmt: 45000,
  gst: 18,
  payableAmt: 50445,
  amount_hide_show: 0,
  shortdes: 'Short words',
  longdes: 'Long words',
  operator_name: 'Shubh Decorators',
  address: '10, Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pin: '400050',
});
const related = relatedService({
  id: 2,
  images: 'r.svg',
  title: 'Haldi Floral Setup',
  discount: 20,
  bookingAmt: 18000,
  offerAmt: 14400,
  rating: 4,
});
const images = [
  { id: 1, pid: 1, doc: 'a.svg' },
  { id: 2, pid: 1, doc: 'b.svg' },
];

function openDays(from: string, to: string) {
  const days = [];
  for (let d = from; d <= to; d = addIsoDays(d, 1))
    days.push({ Date: d, Open: true, Reason: '' as const, Text: 'Available' });
  return days;
}

type Availability = GetReply<'/api/CheckAvailability'>;
const available: Availability = { Status: 'Success', Message: '', Payload: 'Available' };
let availability: () => Availability | Promise<Availability>;
let reviewPages = false;

function setup(detail: ServiceDetail = service, role: 0 | 1 = 0) {
  jest.spyOn(sessionStore, 'getState');
  sessionStore.setState({ role, token: role ? 't' : null, claims: role ? { sub: 5 } : null });
  availability = () => available;
  const server: ApiMock = mockApi()
    .on('GET', '/api/ProductDetails/{id}', {
      Status: 'Success',
      Message: '',
      Payload: { Images: images, Products: [detail, related] },
    })
    // Two pages when the test asks for them (reviews come a page at a time).
    .on('GET', '/api/getreview/{productId}', (req) =>
      req.query.get('after') === 'r1'
        ? {
            Status: 'Success' as const,
            Message: '',
            Payload: [
              review({
                id: 2,
                reviewer_name: 'Meera Iyer',
                Rating: 4,
                ReviewDes: 'Lovely',
                CreateDate: '2026-10-02T06:30:00.000Z',
              }),
            ],
            Page: { next: null },
          }
        : {
            Status: 'Success' as const,
            Message: '',
            Payload: [
              review({
                id: 1,
                reviewer_name: 'Rohan Gupta',
                Rating: 5,
                ReviewDes: 'Wonderful',
                CreateDate: '2026-11-13T06:30:00.000Z',
              }),
            ],
            Page: { next: reviewPages ? 'r1' : null },
          },
    )
    .on('GET', '/api/CheckAvailability', () => availability())
    .on('GET', '/api/getcontact', {
      Status: 'Success',
      Message: '',
      Payload: [{ phone: '+91 98765 43210', email: 'support@utsav.in' }],
    })
    // The date picker's month: every day open.
    .on('GET', '/api/ServiceCalendar', (req) => ({
      Status: 'Success' as const,
      Message: '',
      Payload: {
        ProductId: 1,
        Today: req.query.get('from')!,
        Rules: { LeadDays: 0, WindowDays: null, WorkingDays: 127 },
        Days: openDays(req.query.get('from')!, req.query.get('to')!),
      },
    }))
    // A customer's page asks where the vendor is from their address: no saved address here.
    .on('GET', '/api/ServiceReach', { Status: 'Success', Message: '', Payload: { Address: null, Items: [] } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/services/details/1']}>
        <Routes>
          <Route path="/services/details/:id" element={<ServiceDetailPage />} />
          <Route path="/account/conversations/:id" element={<p>Conversation opened</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const checks = () => server.calls('GET', '/api/CheckAvailability');
  return { server, checks, invalidate };
}

afterEach(() => {
  reviewPages = false;
  jest.restoreAllMocks();
  sessionStore.setState({ role: 0, token: null, claims: null });
});

const dateInput = () => screen.getByLabelText('Booking date');
const ASK = 'Ask the vendor / Request a quote';
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const status = () => screen.getByRole('status');

describe('ServiceDetailPage', () => {
  it('shows the cancellation policy the API refunds by, for every day up to a year ahead', async () => {
    setup();
    const box = await screen.findByTestId('cancellation-policy');
    // Headings go down one level at a time (axe heading-order): the policy is an h2 under the service's h1.
    expect(within(box).getByRole('heading').tagName).toBe('H2');
    const sentences = within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '')
      .filter((text) => readPolicySentence(text));
    expect(sentences.length).toBe(CANCELLATION_TIERS.length);
    const today = '2026-11-24';
    const on = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (let d = 0; d <= 366; d++)
      expect([d, promisedPercent(sentences, d)]).toEqual([d, cancellationTier(on(d), today)!.refundPercent]);
  });

  it('shows gallery, category, title, discount, stars, prices, tabs and related products', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marigold Mandap Decoration' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText('Decoration').length).toBeGreaterThan(0);
    expect(screen.getByText('5% Off')).toBeInTheDocument();
    // The price as the cart charges it: GST included, its rate said (docs/gst.md "The price as charged").
    expect(screen.getAllByTestId('price-charged')[0]).toHaveTextContent('₹50,445.00 incl. 18 % GST');
    expect(screen.getByText('₹45,000.00').tagName).toBe('DEL');
    const main = screen.getByRole('img', { name: 'Marigold Mandap Decoration' });
    expect(main.getAttribute('src')).toMatch(/a\.svg$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Marigold Mandap Decoration' }).getAttribute('src')).toMatch(/b\.svg$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Vendor' }));
    expect(screen.getByText('Shubh Decorators', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('400050')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews (1)' }));
    expect(screen.getByText('Rohan Gupta')).toBeInTheDocument();
    expect(screen.getByText('13 Nov 2026')).toBeInTheDocument();
    const carousel = screen.getAllByRole('region', { name: 'Related Products' }).at(-1)!;
    expect(within(carousel).getByRole('link', { name: 'Haldi Floral Setup' })).toHaveAttribute(
      'href',
      '/services/details/2',
    );
  });

  it('reviews come a page at a time: the tab says there are more, "Show more reviews" brings the next page', async () => {
    reviewPages = true;
    const { server } = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews (1+)' }));
    const first = server.calls('GET', '/api/getreview/{productId}')[0]!;
    expect([first.params, Object.fromEntries(first.query)]).toEqual([{ productId: '1' }, { limit: '10' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews (1 shown)' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('availability: unknown → available; changing the date resets to unknown; unavailable disables Add to cart', async () => {
    const { checks } = setup();
    await screen.findByRole('heading', { level: 1 });
    expect(addButton()).toBeEnabled();
    let answer!: (v: Availability) => void;
    availability = () => new Promise((r) => (answer = r));
    fireEvent.change(dateInput(), { target: { value: '2030-01-10' } });
    expect(status()).toHaveAttribute('data-state', 'checking');
    expect(addButton()).toBeDisabled();
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(Object.fromEntries(checks()[0]!.query)).toEqual({ productId: '1', bookingDate: '2030-01-10' });
    await act(async () => answer(available));
    expect(status()).toHaveTextContent('Available on 10 Jan 2030');
    expect(addButton()).toBeEnabled();

    availability = () => new Promise((r) => (answer = r));
    fireEvent.change(dateInput(), { target: { value: '2030-01-11' } });
    expect(status()).not.toHaveTextContent('Available on');
    expect(addButton()).toBeDisabled();
    await waitFor(() => expect(checks()).toHaveLength(2));
    await act(async () =>
      answer({ Status: 'Success', Payload: 'Not Available', Message: 'This service not Available' }),
    );
    expect(status()).toHaveTextContent('This service not Available');
    expect(addButton()).toBeDisabled();
  });

  it('an empty date does nothing (no call) and re-enables the button', async () => {
    const { checks } = setup();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(dateInput(), { target: { value: '2030-01-10' } });
    await waitFor(() => expect(status()).toHaveTextContent('Available on'));
    const calls = checks().length;
    fireEvent.change(dateInput(), { target: { value: '' } });
    expect(checks()).toHaveLength(calls);
    expect(status()).toHaveAttribute('data-state', 'none');
    expect(addButton()).toBeEnabled();
  });

  it('the date picker has a minimum of today', async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    expect(dateInput().getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Add to cart asks a visitor to sign in', async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    const seen: unknown[] = [];
    const off = bus.on('auth:required', (p) => seen.push(p));
    fireEvent.click(addButton());
    off();
    expect(seen).toHaveLength(1);
  });

  it('Add to cart for a customer posts productId and bookingDate, refreshes the cart and tells the shell', async () => {
    const { server, invalidate } = setup(service, 1);
    server.on('POST', '/api/AddToCart', {
      Status: 'Success',
      Message: 'Service added to cart',
      Payload: { CartId: 1 },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(dateInput(), { target: { value: '2030-01-10' } });
    await waitFor(() => expect(addButton()).toBeEnabled());
    const seen: unknown[] = [];
    const off = bus.on('cart:changed', (p) => seen.push(p));
    fireEvent.click(addButton());
    await waitFor(() => expect(seen).toHaveLength(1));
    off();
    expect(server.calls('POST', '/api/AddToCart').map((c) => c.body)).toEqual([
      { productId: 1, bookingDate: '2030-01-10' },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartQueryKey });
  });

  it('Add to cart failure toasts the server message', async () => {
    const { server } = setup(service, 1);
    const toast = jest.requireActual<typeof import('@utsav/shared/toast')>('@utsav/shared/toast');
    const error = jest.spyOn(toast.notify, 'error');
    server.fail('POST', '/api/AddToCart', 400, {
      Status: 'Failed',
      Message: 'This service is already in your cart for this date',
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(dateInput(), { target: { value: '2030-01-10' } });
    await waitFor(() => expect(addButton()).toBeEnabled());
    fireEvent.click(addButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith('This service is already in your cart for this date'));
  });

  it('hides prices and offers only the question to the vendor when amount_hide_show is set', async () => {
    setup({ ...service, amount_hide_show: 1 }, 1);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/₹50,445/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Booking date')).not.toBeInTheDocument();
    const ask = screen.getAllByRole('button', { name: ASK });
    expect(ask).toHaveLength(1);
    fireEvent.click(ask[0]!);
    expect(screen.getByRole('dialog', { name: 'Ask the vendor' })).toBeInTheDocument();
  });

  it('the enquiry asks a visitor to sign in first, like Ask the vendor, and sends nothing', async () => {
    const { server } = setup();
    await screen.findByRole('heading', { level: 1 });
    const seen: unknown[] = [];
    const off = bus.on('auth:required', (p) => seen.push(p));
    fireEvent.click(screen.getByRole('button', { name: ASK }));
    off();
    expect(seen).toEqual([{ reason: 'ask-vendor' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST')).toHaveLength(0);
  });

  it("a customer's enquiry goes to the vendor's conversation, starting from the date chosen, not to the operator", async () => {
    const { server } = setup(service, 1);
    server.on('POST', '/api/conversations', {
      Status: 'Success',
      Message: 'Your message was sent to the vendor',
      Payload: { ConversationId: 12 },
    });
    await screen.findByRole('heading', { level: 1 });
    const date = addIsoDays(todayIso(), 60);
    fireEvent.change(dateInput(), { target: { value: date } });
    fireEvent.click(screen.getByRole('button', { name: ASK }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the vendor' });
    await waitFor(() => expect(within(dialog).getByLabelText('Event date')).toHaveValue(date));
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByLabelText('Event pincode'), { target: { value: '400050' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'Marigold for a 300-guest mandap?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the vendor' }));
    await waitFor(() => expect(server.calls('POST', '/api/conversations')).toHaveLength(1));
    expect(server.calls('POST', '/api/conversations')[0]!.body).toEqual({
      productId: 1,
      eventDate: date,
      guests: 300,
      pincode: '400050',
      message: 'Marigold for a 300-guest mandap?',
    });
    expect(server.calls('POST', '/api/AddEnquiry')).toHaveLength(0);
    expect(await screen.findByText('Conversation opened')).toBeInTheDocument();
  });

  it('a refused enquiry is told in the dialog, which stays open with what was typed', async () => {
    const { server } = setup(service, 1);
    server.fail('POST', '/api/conversations', 403, {
      Status: 'Failed',
      Message: 'The vendor has blocked this conversation.',
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: ASK }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the vendor' });
    expect(within(dialog).getByLabelText('Event date')).toHaveValue('');
    fireEvent.change(within(dialog).getByLabelText('Event pincode'), { target: { value: '400050' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Available in May?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the vendor' }));
    expect(await within(dialog).findByText('The vendor has blocked this conversation.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ask the vendor' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Available in May?');
  });
});

describe('unknown service ids', () => {
  function at(path: string) {
    const server = mockApi().fail('GET', '/api/ProductDetails/{id}', 404, {
      Status: 'Failed',
      Message: 'Service not found',
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/services/details/:id" element={<ServiceDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return server;
  }
  it('/services/details/abc is the not-found page without asking the server', async () => {
    const server = at('/services/details/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });
  it('/services/details/999999 (404) is the not-found page', async () => {
    const server = at('/services/details/999999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/ProductDetails/{id}')).toHaveLength(1); // a 404 is an answer, not retried
  });
});

describe('Hindi page: the category name is the Hindi one, not the English catalogue value', () => {
  afterEach(async () => {
    await act(() => setLang('en', { remember: false, notify: false }));
  });

  it('breadcrumb and category label read "सजावट", never "Decoration"', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['catalog']);
    });
    const { server } = setup();
    server.on('GET', '/api/allServices', {
      Status: 'Success',
      Message: '',
      Payload: [category({ serviceid: 1, servicename: 'Decoration', servicename_hi: 'सजावट' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('सजावट').length).toBeGreaterThanOrEqual(2));
    const crumbs = screen.getAllByRole('navigation').find((n) => within(n).queryByRole('link', { name: 'सजावट' }));
    expect(crumbs).toBeDefined();
    const heading = screen.getByRole('heading', { level: 1, name: service.title });
    expect(heading.previousElementSibling).toHaveTextContent('सजावट');
    expect(within(crumbs!).queryByText('Decoration')).toBeNull();
  });
});
