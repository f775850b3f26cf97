import { act, screen, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { bookingRow } from '../../../lib/test-fixtures';
import { renderAt } from '../../../lib/test-utils';
import BookingsSection from './bookings-section';

const declined = (over: Parameters<typeof bookingRow>[0]) =>
  bookingRow({ BookingState: 'declined', StatusLabel: 'Declined', RefundedAmt: 50445, ...over });

function list(...rows: ReturnType<typeof bookingRow>[]) {
  mockApi().on('GET', '/api/GetMyBookings', { Status: 'Success', Message: '', Payload: rows, Page: { next: null } });
  renderAt(<BookingsSection tab="booking" />);
}

describe("My Booking: the vendor's reason for a decline", () => {
  it('a fixed reason in words, "other" as the vendor typed it, nothing for other states or old declines', async () => {
    list(
      declined({ BookingId: 1, BookingNo: 'BK1', DeclineReason: 'outside_area' }),
      declined({
        BookingId: 2,
        BookingNo: 'BK2',
        DeclineReason: 'other',
        DeclineNote: 'Our hall is <b>under</b> repair',
      }),
      declined({ BookingId: 3, BookingNo: 'BK3' }),
      bookingRow({ BookingId: 4, BookingNo: 'BK4', DeclineReason: 'event_type' }),
    );
    const rows = await screen.findAllByTestId('booking-row');
    expect(within(rows[0]!).getByTestId('decline-reason')).toHaveTextContent(
      "Vendor's reason: the venue is outside their service area",
    );
    expect(within(rows[1]!).getByTestId('decline-reason')).toHaveTextContent(
      "Vendor's reason: Our hall is <b>under</b> repair",
    );
    expect(within(rows[2]!).queryByTestId('decline-reason')).toBeNull();
    expect(within(rows[3]!).queryByTestId('decline-reason')).toBeNull();
  });

  it('in Hindi for a Hindi page', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['account']);
    });
    try {
      list(declined({ DeclineReason: 'date_unavailable' }));
      expect(await screen.findByTestId('decline-reason')).toHaveTextContent('वेंडर का कारण: यह तारीख़ उपलब्ध नहीं है');
    } finally {
      await act(() => setLang('en', { remember: false, notify: false }));
    }
  });
});
