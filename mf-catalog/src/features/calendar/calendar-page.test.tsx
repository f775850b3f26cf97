import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import AES from 'crypto-js/aes';
import type { GetReply } from '@utsav/domain/contract';
import { getConfig } from '@utsav/shared/runtime-config';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import CalendarPage from './calendar-page';
import { NO_CALENDAR_DATA, decryptCalendar } from './api/calendar-api';

const months = {
  Months: [
    {
      Month: 'November 2026',
      Events: [{ Event: 'Dev Deepawali', Date: '2026-11-24', Type: 'Festival', Extras: 'Varanasi ghats' }],
    },
    { Month: 'December 2026', Events: [{ Event: 'Wedding muhurat', Date: '2026-12-02', Type: 'Muhurat', Extras: '' }] },
  ],
};
const encrypt = (value: unknown, key = getConfig().calendarKey) => AES.encrypt(JSON.stringify(value), key).toString();

function setup(reply: GetReply<'/api/Calendar/getCalendar'>) {
  mockApi().on('GET', '/api/Calendar/getCalendar', reply);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CalendarPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('calendar decryption', () => {
  it('decrypts the crypto-js passphrase ciphertext into months', () => {
    expect(decryptCalendar(encrypt(months, 'k1'), 'k1')).toEqual(months.Months);
  });
  it("fails with 'No data received from calendar endpoint' for missing data, a wrong key or no months", () => {
    expect(() => decryptCalendar(undefined, 'k1')).toThrow(NO_CALENDAR_DATA);
    expect(() => decryptCalendar('', 'k1')).toThrow(NO_CALENDAR_DATA);
    expect(() => decryptCalendar(encrypt({ Months: [] }, 'k1'), 'k1')).toThrow(NO_CALENDAR_DATA);
    expect(() => decryptCalendar(encrypt(months, 'k1'), 'other-key')).toThrow();
  });
});

describe('CalendarPage', () => {
  it('renders each month with its events: Event, Date, Type, Extras', async () => {
    setup({ Status: 'Success', Message: '', data: encrypt(months) });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = await screen.findAllByTestId('calendar-month');
    expect(sections).toHaveLength(2);
    expect(within(sections[0]!).getByRole('heading', { name: /November 2026/ })).toBeInTheDocument();
    const row = within(sections[0]!).getByRole('row', { name: /Dev Deepawali/ });
    expect(within(row).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Festival')).toBeInTheDocument();
    expect(within(row).getByText('Varanasi ghats')).toBeInTheDocument();
  });

  it('in Hindi: the month through hi-IN, the Hindi name and note where the feed has them, the type from the catalogue', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['catalog', 'ui']);
    });
    try {
      setup({
        Status: 'Success',
        Message: '',
        data: encrypt({
          Months: [
            {
              Month: 'Nov 2026',
              Events: [
                {
                  Event: 'Diwali',
                  Date: '2026-11-08',
                  Type: 'Festival',
                  Extras: 'High demand for decoration, catering and music',
                  EventHi: 'दिवाली',
                  ExtrasHi: 'सजावट, कैटरिंग और संगीत की भारी माँग',
                },
                { Event: 'Dev Deepawali', Date: '2026-11-24', Type: 'Wedding Muhurat', Extras: '', EventHi: null },
              ],
            },
          ],
        }),
      });
      const [section] = await screen.findAllByTestId('calendar-month');
      expect(within(section!).getByRole('heading', { name: /नवंबर 2026/ })).toBeInTheDocument();
      const row = within(section!).getByRole('row', { name: /दिवाली/ });
      expect(within(row).getByText('त्योहार')).toBeInTheDocument();
      expect(within(row).getByText('सजावट, कैटरिंग और संगीत की भारी माँग')).toBeInTheDocument();
      // No Hindi given: the name as entered, the type still translated.
      const other = within(section!).getByRole('row', { name: /Dev Deepawali/ });
      expect(within(other).getByText('विवाह मुहूर्त')).toBeInTheDocument();
    } finally {
      await act(() => setLang('en', { remember: false, notify: false }));
    }
  });

  it("shows 'No data received from calendar endpoint' when the feed is empty", async () => {
    setup({ Status: 'Success', Message: '', data: '' });
    expect(await screen.findByText(NO_CALENDAR_DATA)).toBeInTheDocument();
  });
});
