import { threadOfPages, type ThreadReply } from './thread-pages';

const message = (id: number): ThreadReply['Messages'][number] => ({
  MessageId: id,
  From: 'customer',
  Body: `m${id}`,
  Masked: false,
  Photo: null,
  QuoteId: null,
  CreatedAt: '2026-11-29T03:00:00.000Z',
  Read: false,
});

const page = (ids: number[], next: string | null, title = 'Royal Caterers'): ThreadReply => ({
  Conversation: {
    ConversationId: 7,
    ProductId: 3,
    ServiceTitle: title,
    CustomerName: 'Aarav Sharma',
    VendorName: 'Shree Events',
    EventDate: null,
    Guests: 0,
    Pincode: '',
    LastMessageAt: '2026-11-29T03:00:00.000Z',
    LastMessage: '',
    Unread: 0,
    BlockedBy: null,
    CanWrite: true,
    ContactsShown: false,
    Reported: false,
  },
  Messages: ids.map(message),
  Page: { next },
  Quotes: [],
  MaskingNotice: null,
  Reports: [],
});

describe('threadOfPages', () => {
  it("is the first page's conversation with every loaded message, newest first, once each, and the last cursor", () => {
    const t = threadOfPages({
      pages: [page([5, 4], '4'), page([4, 3], '3', 'older title'), page([2], null, 'older title')],
      pageParams: ['', '4', '3'],
    });
    expect(t.Conversation.ServiceTitle).toBe('Royal Caterers');
    expect(t.Messages.map((m) => m.MessageId)).toEqual([5, 4, 3, 2]);
    expect(t.Page.next).toBeNull();
  });

  it('one page is that page', () => {
    const only = page([1], 'x');
    expect(threadOfPages({ pages: [only], pageParams: [''] })).toEqual(only);
  });
});
