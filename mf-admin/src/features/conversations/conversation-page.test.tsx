import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import type { ThreadReply } from '@utsav/shared/thread-pages';
import { renderAt } from '../../test/render';
import ConversationPage from './conversation-page';

type Message = ThreadReply['Messages'][number];

const message = (id: number, body: string, at: string): Message => ({
  MessageId: id,
  From: 'customer',
  Body: body,
  Masked: false,
  Photo: null,
  QuoteId: null,
  CreatedAt: at,
  Read: true,
});

/** One page of the thread as the API answers it (`overrides` replace whole fields). */
const thread = (overrides: Partial<ThreadReply> = {}): ThreadReply => ({
  Conversation: {
    ConversationId: 7,
    ProductId: 3,
    ServiceTitle: 'Royal Caterers',
    CustomerName: 'Aarav Sharma',
    VendorName: 'Shree Events',
    EventDate: null,
    Guests: 0,
    Pincode: '',
    LastMessageAt: '2026-11-29T03:00:00.000Z',
    LastMessage: 'rude words',
    Unread: 0,
    BlockedBy: 'vendor',
    CanWrite: false,
    ContactsShown: false,
    Reported: true,
  },
  Messages: [message(1, 'rude words', '2026-11-29T03:00:00.000Z')],
  Page: { next: null },
  Quotes: [],
  MaskingNotice: null,
  Reports: [
    {
      ReportId: 1,
      Reporter: 'vendor',
      Reason: 'Abusive language',
      Blocked: true,
      CreatedAt: '2026-11-29T03:01:00.000Z',
    },
  ],
  ...overrides,
});

const renderThread = () =>
  renderAt(
    <Routes>
      <Route path="/admin/conversations/:id" element={<ConversationPage />} />
    </Routes>,
    '/admin/conversations/7',
  );

describe('operator ConversationPage', () => {
  it('shows the reports, quotes and messages read-only (no composer)', async () => {
    mockApi().on('GET', '/api/conversations/{id}', { Status: 'Success', Message: '', Payload: thread() });
    renderThread();
    expect(await screen.findByTestId('report')).toHaveTextContent('Abusive language');
    expect(screen.getByTestId('report')).toHaveTextContent('(blocked)');
    expect(screen.getByTestId('message')).toHaveTextContent('rude words');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // One page only: nothing older to load.
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('loads older messages a page at a time with Page.next; a failed page is told and the loaded ones stay', async () => {
    const first = thread({
      Messages: [
        message(3, 'rude words', '2026-11-29T03:00:00.000Z'),
        message(2, 'When can you come?', '2026-11-29T02:59:00.000Z'),
      ],
      Page: { next: 'c1' },
    });
    const older = thread({ Messages: [message(1, 'Are you free in December?', '2026-11-28T02:58:00.000Z')] });
    const server = mockApi().on('GET', '/api/conversations/{id}', (req) =>
      req.query.get('after') === 'c1'
        ? { Status: 'Success' as const, Message: '', Payload: older }
        : { Status: 'Success' as const, Message: '', Payload: first },
    );
    renderThread();
    const more = await screen.findByRole('button', { name: 'Load older messages' });
    expect(screen.getAllByTestId('message')).toHaveLength(2);
    server.failOnce('GET', '/api/conversations/{id}', 500, { Status: 'Failed', Message: 'Server error' });
    await userEvent.click(more);
    expect(await screen.findByText('Could not load older messages')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText(/Are you free in December\?/)).toBeInTheDocument();
    expect(screen.getAllByTestId('message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('rude words'),
      expect.stringContaining('When can you come?'),
      expect.stringContaining('Are you free in December?'),
    ]);
    expect(screen.queryByText('Could not load older messages')).not.toBeInTheDocument();
    // The last page: nothing older to load; the reports are still the first page's, shown once.
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('report')).toHaveLength(1);
    const asked = server.calls('GET', '/api/conversations/{id}').map((c) => c.query.get('after'));
    expect(asked[0]).toBeNull();
    expect(asked).toContain('c1');
  });
});
