import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
import type { GetPayload } from '@utsav/domain/contract';
import { renderAt } from '../../../test/render';
import ThreadPage from './thread-page';

type Thread = GetPayload<'/api/conversations/{id}'>;

/** An event date a month ahead (a quote's date cannot be in the past). */
const EVENT = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const thread = (): Thread => ({
  Conversation: {
    ConversationId: 7,
    ProductId: 3,
    ServiceTitle: 'Royal Caterers',
    CustomerName: 'Aarav Sharma',
    VendorName: 'Shree Events',
    EventDate: EVENT,
    Guests: 300,
    Pincode: '400001',
    LastMessageAt: '2026-11-29T03:00:00.000Z',
    LastMessage: 'Veg menu?',
    Unread: 0,
    BlockedBy: null,
    CanWrite: true,
    ContactsShown: false,
    Reported: false,
  },
  Messages: [
    {
      MessageId: 1,
      From: 'customer',
      Body: 'My number is •••',
      Masked: true,
      Photo: null,
      QuoteId: null,
      CreatedAt: '2026-11-29T02:58:00.000Z',
      Read: true,
    },
  ],
  Page: { next: null },
  Quotes: [],
  MaskingNotice: 'Phone numbers, emails and links are hidden in messages until a booking with this vendor is paid.',
  Reports: [],
});

describe('vendor ThreadPage', () => {
  it('shows the customer message masked and the notice; sends a quote in paise after checking it', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('POST', '/api/vendor/conversations/{id}/quotes', {
        Status: 'Success',
        Message: 'Quote sent',
        Payload: { QuoteId: 11 },
      });
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    expect(await screen.findByText('My number is •••')).toBeInTheDocument();
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('hidden in messages');
    // An empty line is refused by the API's own schema before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Description is required');
    expect(server.calls('POST', '/api/vendor/conversations/{id}/quotes')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Description'), 'Veg thali');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '300');
    await userEvent.type(screen.getByLabelText('Unit price (₹)'), '450.50');
    expect(screen.getByTestId('quote-subtotal')).toHaveTextContent('1,35,150');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(server.calls('POST', '/api/vendor/conversations/{id}/quotes')).toHaveLength(1));
    expect(server.calls('POST', '/api/vendor/conversations/{id}/quotes')[0]!.body).toMatchObject({
      eventDate: EVENT,
      pincode: '400001',
      holdDate: false,
      validHours: 72,
      lines: [{ description: 'Veg thali', quantity: 300, unitPaise: 45050 }],
    });
  });
});

type Quote = Thread['Quotes'][number];

const quote = (over: Partial<Quote> = {}): Quote => ({
  QuoteId: 11,
  State: 'open',
  EventDate: EVENT,
  Pincode: '400002',
  HoldDate: true,
  Note: 'Jain options on request',
  ValidUntil: '2026-12-02T03:00:00.000Z',
  Lines: [
    { Description: 'Veg thali', Quantity: 300, UnitPrice: 450, Amount: 135000 },
    { Description: 'Live counter', Quantity: 1, UnitPrice: 5000.5, Amount: 5000.5 },
  ],
  Subtotal: 140000.5,
  GstPercent: 18,
  Gst: 25200.09,
  Travel: 250,
  DistanceKm: 12.5,
  Total: 165450.59,
  Advance: 41300.15,
  OrderId: null,
  BookingId: null,
  ...over,
});

const withQuotes = (...quotes: Quote[]): Thread => ({ ...thread(), Quotes: quotes });
const REVISE_PATH = '/api/vendor/conversations/{id}/quotes/{quoteId}/revise';

describe('vendor revises a quote', () => {
  it('Revise opens the composer with the quote; sending replaces it through the revise route', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', {
        Status: 'Success',
        Message: '',
        Payload: withQuotes(quote(), quote({ QuoteId: 9, State: 'accepted', OrderId: 'OD1', BookingId: 4 })),
      })
      .on('POST', REVISE_PATH, { Status: 'Success', Message: 'Quote revised', Payload: { QuoteId: 12 } });
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    // Only the open quote can be revised; the accepted one cannot.
    const revise = await screen.findAllByRole('button', { name: /^Revise/ });
    expect(revise).toHaveLength(1);
    expect(revise[0]).toHaveAccessibleName('Revise · Quote 11');
    await userEvent.click(revise[0]!);
    const form = screen.getByRole('form', { name: 'Revise quote 11' });
    expect(within(form).getByRole('note')).toHaveTextContent('quote 11 can no longer be accepted');
    const descriptions = within(form).getAllByLabelText('Description');
    expect(descriptions.map((d) => (d as HTMLInputElement).value)).toEqual(['Veg thali', 'Live counter']);
    expect(descriptions[0]).toHaveFocus();
    expect(within(form).getAllByLabelText('Quantity')[0]).toHaveValue('300');
    expect(within(form).getAllByLabelText('Unit price (₹)')[1]).toHaveValue('5000.5');
    expect(within(form).getByLabelText('Event pincode')).toHaveValue('400002');
    expect(within(form).getByLabelText('Note')).toHaveValue('Jain options on request');
    const price = within(form).getAllByLabelText('Unit price (₹)')[0]!;
    await userEvent.clear(price);
    await userEvent.type(price, '425');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the revised quote' }));
    await waitFor(() => expect(server.calls('POST', REVISE_PATH)).toHaveLength(1));
    const call = server.calls('POST', REVISE_PATH)[0]!;
    expect(call.params).toEqual({ id: '7', quoteId: '11' });
    expect(call.body).toEqual({
      eventDate: EVENT,
      pincode: '400002',
      holdDate: true,
      validHours: 72,
      note: 'Jain options on request',
      lines: [
        { description: 'Veg thali', quantity: 300, unitPaise: 42500 },
        { description: 'Live counter', quantity: 1, unitPaise: 500050 },
      ],
    });
    // Sent: the composer is back to a new quote.
    expect(await screen.findByRole('form', { name: 'Send a quote' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/vendor/conversations/{id}/quotes')).toHaveLength(0);
  });

  it('a refused revision is told and the composer keeps the revision; cancel goes back to a new quote', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: withQuotes(quote()) })
      .fail('POST', REVISE_PATH, 409, {
        Status: 'Failed',
        Message: 'This quote was already accepted and cannot be changed.',
      });
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revise · Quote 11' }));
    const form = screen.getByRole('form', { name: 'Revise quote 11' });
    // The API's own schema first: an emptied line is not sent.
    await userEvent.clear(within(form).getAllByLabelText('Description')[0]!);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the revised quote' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Description is required');
    expect(server.calls('POST', REVISE_PATH)).toHaveLength(0);
    await userEvent.type(within(form).getAllByLabelText('Description')[0]!, 'Veg thali');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the revised quote' }));
    expect(await within(form).findByText('This quote was already accepted and cannot be changed.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Revise quote 11' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel the revision' }));
    const fresh = screen.getByRole('form', { name: 'Send a quote' });
    expect(within(fresh).getByLabelText('Description')).toHaveValue('');
    expect(server.calls('POST', REVISE_PATH)).toHaveLength(1);
  });

  it('an expired quote can be revised (a new validity), a withdrawn one cannot, nor any in a blocked conversation', async () => {
    const blocked = withQuotes(quote({ State: 'expired' }), quote({ QuoteId: 10, State: 'withdrawn' }));
    mockApi().on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: blocked });
    const view = renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    expect(await screen.findByRole('button', { name: 'Revise · Quote 11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise · Quote 10' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    view.unmount();
    const closed = withQuotes(quote());
    closed.Conversation = { ...closed.Conversation, CanWrite: false, BlockedBy: 'customer' };
    mockApi().on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: closed });
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    expect(await screen.findByText('You can no longer write in this conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revise/ })).not.toBeInTheDocument();
  });
});

describe('vendor older messages', () => {
  it('loads older messages with Page.next until there are none; a failed page keeps the thread', async () => {
    const first: Thread = { ...thread(), Page: { next: 'c1' } };
    const older: Thread = {
      ...thread(),
      Messages: [
        {
          MessageId: 0,
          From: 'vendor',
          Body: 'Thank you for asking',
          Masked: false,
          Photo: null,
          QuoteId: null,
          CreatedAt: '2026-11-28T02:58:00.000Z',
          Read: true,
        },
      ],
      Page: { next: null },
    };
    const server = mockApi().on('GET', '/api/conversations/{id}', (req) => ({
      Status: 'Success' as const,
      Message: '',
      Payload: req.query.get('after') === 'c1' ? older : first,
    }));
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    const more = await screen.findByRole('button', { name: 'Load older messages' });
    const list = screen.getByRole('list', { name: 'Messages, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    server.failOnce('GET', '/api/conversations/{id}', 503, { Status: 'Failed', Message: 'Busy' });
    await userEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load older messages');
    expect(screen.getByText('My number is •••')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Thank you for asking')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/conversations/{id}').at(-1)!.query.get('after')).toBe('c1');
  });

  it('a thread that never loads says so', async () => {
    mockApi().fail('GET', '/api/conversations/{id}', 404, { Status: 'Failed', Message: 'Conversation not found' });
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    expect(await screen.findByText('Could not load your inbox')).toBeInTheDocument();
  });
});

describe('vendor photo', () => {
  it('uploads a photo as multipart with the caption typed', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('POST', '/api/conversations/{id}/photos', {
        Status: 'Success',
        Message: 'Photo sent',
        Payload: { MessageId: 2, CreatedAt: '2026-11-29T03:00:00.000Z' },
      });
    renderAt(<ThreadPage />, { path: '/vendor/inbox/7', route: '/vendor/inbox/:conversationId' });
    await userEvent.type(await screen.findByLabelText('Reply to the customer'), 'Last wedding setup');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'setup.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Send a photo (JPEG, PNG or WebP)'), file);
    await waitFor(() => expect(server.calls('POST', '/api/conversations/{id}/photos')).toHaveLength(1));
  });
});
