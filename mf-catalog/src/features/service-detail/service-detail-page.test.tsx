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

  it('hides prices and shows only Send Enquiry when amount_hide_show is set', async () => {
    setup({ ...service, amount_hide_show: 1 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/₹50,445/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Booking date')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeInTheDocument();
  });

  it("enquiry: call and mail links, 'Enter 10 digit mobile number', and a valid form is posted", async () => {
    const { server } = setup();
    const message = 'Thank you! Your enquiry has been sent';
    server.on('POST', '/api/AddEnquiry', { Status: 'Success', Message: message, message, Payload: { Id: 1 } });
    const posts = () => server.calls('POST', '/api/AddEnquiry');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Enquiry' });
    expect(await within(dialog).findByRole('link', { name: /98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(dialog).getByRole('link', { name: /support@utsav.in/ })).toHaveAttribute(
      'href',
      'mailto:support@utsav.in',
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Priya 9 Shah' } });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Priya  Shah');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Priya Shah' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '98a765' } });
    expect(within(dialog).getByLabelText('Mobile')).toHaveValue('98765');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Pune' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    expect(await within(dialog).findByText('Enter 10 digit mobile number')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '9876501234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual(
      expect.objectContaining({
        productId: 1,
        name: 'Priya Shah',
        mobile: '9876501234',
        email: 'priya@example.com',
        address: 'Pune',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("enquiry: closing keeps what was typed but not the messages; a refused send is told and the dialog stays; a customer's id goes with it", async () => {
    const { server } = setup(service, 1);
    const toast = jest.requireActual<typeof import('@utsav/shared/toast')>('@utsav/shared/toast');
    const error = jest.spyOn(toast.notify, 'error');
    server.fail('POST', '/api/AddEnquiry', 500, { Status: 'Failed', Message: 'Could not save the enquiry' });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    let dialog = screen.getByRole('dialog', { name: 'Send Enquiry' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Priya Shah' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    expect(await within(dialog).findByText('Address is required')).toBeInTheDocument();
    // The first field in error takes the focus.
    await waitFor(() => expect(within(dialog).getByLabelText('Mobile')).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    dialog = screen.getByRole('dialog', { name: 'Send Enquiry' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Priya Shah');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '9876501234' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Pune' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not save the enquiry'));
    expect(server.calls('POST', '/api/AddEnquiry').map((c) => c.body)).toEqual([
      {
        productId: 1,
        userId: 5,
        name: 'Priya Shah',
        mobile: '9876501234',
        email: 'priya@example.com',
        address: 'Pune',
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Send Enquiry' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Pune');
  });

  it('requires every enquiry field', async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Enquiry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Enquiry' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('maxLength', '60');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('maxLength', '60');
    expect(within(dialog).getByLabelText('Address')).toHaveAttribute('maxLength', '100');
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
