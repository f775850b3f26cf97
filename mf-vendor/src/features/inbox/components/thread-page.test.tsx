import { screen, waitFor } from '@testing-library/react';
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
