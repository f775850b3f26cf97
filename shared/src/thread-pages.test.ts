import { setLang } from './i18n';
import { messageTime, threadOfPages, type ThreadReply } from './thread-pages';

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

describe('messageTime', () => {
  afterEach(() => setLang('en'));

  it("shows a message's time in India's time zone and the page's language", async () => {
    await setLang('en');
    // 10:24 UTC is 3:54 pm in India, whatever the machine's zone.
    expect(messageTime('2026-11-29T10:24:00.000Z')).toMatch(/29 Nov 2026.*3:54\s?pm/i);
    await setLang('hi');
    const hindi = messageTime('2026-11-29T10:24:00.000Z');
    expect(hindi).toContain('2026');
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });
});
