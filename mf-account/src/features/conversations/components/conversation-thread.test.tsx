import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import type { GetPayload } from '@utsav/domain/contract';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import ConversationsSection from './conversations-section';
import { getConfig } from '@utsav/shared/runtime-config';

type Thread = GetPayload<'/api/conversations/{id}'>;

function thread(over: Partial<Thread> = {}): Thread {
  return {
    Conversation: {
      ConversationId: 7,
      ProductId: 3,
      ServiceTitle: 'Royal Caterers',
      CustomerName: 'Aarav Sharma',
      VendorName: 'Shree Events',
      EventDate: '2026-12-15',
      Guests: 300,
      Pincode: '400001',
      LastMessageAt: '2026-11-29T03:00:00.000Z',
      LastMessage: 'Here is our quote',
      Unread: 0,
      BlockedBy: null,
      CanWrite: true,
      ContactsShown: false,
      Reported: false,
    },
    Messages: [
      {
        MessageId: 3,
        From: 'vendor',
        Body: '',
        Masked: false,
        Photo: null,
        QuoteId: 11,
        CreatedAt: '2026-11-29T03:00:00.000Z',
        Read: false,
      },
      {
        MessageId: 2,
        From: 'vendor',
        Body: 'Call me on •••',
        Masked: true,
        Photo: '/images/uploads/a.webp',
        QuoteId: null,
        CreatedAt: '2026-11-29T02:59:00.000Z',
        Read: false,
      },
      {
        MessageId: 1,
        From: 'customer',
        Body: '<b>300 guests</b>',
        Masked: false,
        Photo: null,
        QuoteId: null,
        CreatedAt: '2026-11-29T02:58:00.000Z',
        Read: true,
      },
    ],
    Page: { next: null },
    Quotes: [
      {
        QuoteId: 11,
        State: 'open',
        EventDate: '2026-12-15',
        Pincode: '400001',
        HoldDate: true,
        Note: '',
        ValidUntil: '2026-12-02T03:00:00.000Z',
        Lines: [{ Description: 'Veg thali', Quantity: 300, UnitPrice: 450, Amount: 135000 }],
        Subtotal: 135000,
        GstPercent: 18,
        Gst: 24300,
        Travel: 250,
        DistanceKm: 12.5,
        Total: 159550,
        Advance: 39825,
        OrderId: null,
        BookingId: null,
      },
    ],
    MaskingNotice: 'Phone numbers, emails and links are hidden in messages until a booking with this vendor is paid.',
    Reports: [],
    ...over,
  };
}

const address = {
  Id: 5,
  Name: 'Aarav',
  Address: '1 Marine Drive',
  City: 'Mumbai',
  State: 'Maharashtra',
  Country: 'India',
  Email: 'a@example.in',
  Mobile: '9876543210',
  lat: null,
  lon: null,
  location: '',
  regno: '',
  zipcode: '400001',
};

// userEvent typing is slow on a loaded CI machine: more than the default 5 s per test.
jest.setTimeout(20_000);

beforeEach(() => signInCustomer());
afterEach(() => signOut());

const renderThread = () =>
  renderAt(
    <Routes>
      <Route path="/account/conversations/:id" element={<ConversationsSection id={7} />} />
      <Route path="/booking/:orderId" element={<p>Payment page</p>} />
    </Routes>,
    { path: '/account/conversations/7' },
  );

describe('ConversationThread', () => {
  it('shows the masking notice, messages as text with read receipts, the photo and the quote', async () => {
    mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] });
    renderThread();
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Caterers' })).toBeInTheDocument();
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('hidden in messages');
    expect(screen.getByText('<b>300 guests</b>')).toBeInTheDocument();
    expect(screen.getByText('Call me on •••')).toBeInTheDocument();
    // The photo's path is the API's: read against the API's origin, not the page's.
    expect(screen.getByRole('img', { name: 'Photo from the conversation' })).toHaveAttribute(
      'src',
      `${getConfig().apiBase}/images/uploads/a.webp`,
    );
    expect(screen.getAllByTestId('message')[2]).toHaveTextContent('Read');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('1,59,550');
    expect(screen.getByText('GST (18 %)')).toBeInTheDocument();
  });

  it('accepting the quote places the order and opens its payment', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] })
      .on('POST', '/api/conversations/{id}/quotes/{quoteId}/accept', {
        Status: 'Success',
        Message: 'Quote accepted',
        Payload: {
          OrderId: 'OD1',
          BookingId: 9,
          State: 'pending_payment',
          AmountToPay: 39825,
          TotalAmount: 159550,
          HoldExpiresAt: null,
        },
      });
    renderThread();
    const accept = await screen.findByRole('button', { name: 'Accept and pay' });
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    expect(await screen.findByText('Payment page')).toBeInTheDocument();
    const call = server.calls('POST', '/api/conversations/{id}/quotes/{quoteId}/accept')[0]!;
    expect(call.params).toEqual({ id: '7', quoteId: '11' });
    expect(call.body).toMatchObject({ bookingAddressId: 5, PaymentType: 'advance' });
  });

  it('shows the refusal of an expired quote and stays', async () => {
    mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] })
      .fail('POST', '/api/conversations/{id}/quotes/{quoteId}/accept', 409, {
        Status: 'Failed',
        Message: 'This quote has expired. Ask the vendor for a new quote.',
      });
    renderThread();
    const accept = await screen.findByRole('button', { name: 'Accept and pay' });
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has expired');
  });

  it('sends a message; a blocked conversation has no composer', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] })
      .on('POST', '/api/conversations/{id}/messages', {
        Status: 'Success',
        Message: 'Message sent',
        Payload: { MessageId: 4, CreatedAt: '2026-11-29T03:01:00.000Z' },
      });
    renderThread();
    await userEvent.type(await screen.findByLabelText('Write to the vendor'), 'Is Jain food possible?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls('POST', '/api/conversations/{id}/messages')).toHaveLength(1));
    expect(server.calls('POST', '/api/conversations/{id}/messages')[0]!.body).toEqual({
      body: 'Is Jain food possible?',
    });
  });

  it('a blocked conversation says so instead of the composer', async () => {
    const blocked = thread();
    blocked.Conversation = { ...blocked.Conversation, CanWrite: false, BlockedBy: 'vendor' };
    mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: blocked })
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] });
    renderThread();
    expect(await screen.findByText('You can no longer write in this conversation.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Write to the vendor')).not.toBeInTheDocument();
  });
});

describe('reporting', () => {
  it('reports the conversation with a reason and the block choice', async () => {
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() })
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] })
      .on('POST', '/api/conversations/{id}/report', {
        Status: 'Success',
        Message: 'Thank you: the conversation was reported to Utsav',
        Payload: null,
      });
    renderThread();
    await userEvent.click(await screen.findByText('Report this conversation'));
    await userEvent.type(screen.getByLabelText('What happened?'), 'Asked me to pay outside');
    await userEvent.click(screen.getByLabelText('Also block the vendor from writing to me'));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('reported to Utsav');
    expect(server.calls('POST', '/api/conversations/{id}/report')[0]!.body).toEqual({
      reason: 'Asked me to pay outside',
      block: true,
    });
  });
});

describe('older messages', () => {
  it('loads older messages a page at a time with Page.next; a failed page is told and the others stay', async () => {
    const first = thread({ Page: { next: 'c1' } });
    const older = thread({
      Messages: [
        {
          MessageId: 0,
          From: 'customer',
          Body: 'Are you free in December?',
          Masked: false,
          Photo: null,
          QuoteId: null,
          CreatedAt: '2026-11-28T02:58:00.000Z',
          Read: true,
        },
      ],
      Page: { next: null },
    });
    const server = mockApi()
      .on('GET', '/api/conversations/{id}', (req) =>
        req.query.get('after') === 'c1'
          ? { Status: 'Success' as const, Message: '', Payload: older }
          : { Status: 'Success' as const, Message: '', Payload: first },
      )
      .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [address] });
    renderThread();
    const more = await screen.findByRole('button', { name: 'Load older messages' });
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    server.failOnce('GET', '/api/conversations/{id}', 500, { Status: 'Failed', Message: 'Server error' });
    await userEvent.click(more);
    expect(await screen.findByText('Could not load older messages')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Are you free in December?')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(4);
    expect(screen.queryByText('Could not load older messages')).not.toBeInTheDocument();
    // The last page: nothing older to load; the quote card is still the first page's.
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('quote-total')).toHaveLength(1);
    const asked = server.calls('GET', '/api/conversations/{id}').map((c) => c.query.get('after'));
    expect(asked).toContain('c1');
    expect(asked[0]).toBeNull();
  });
});
