import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@utsav/domain/schemas/fields';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { bookingRow } from '../../../lib/test-fixtures';
import { renderAt } from '../../../lib/test-utils';
import { RescheduleDialog } from './booking-change-dialogs';

const booking = bookingRow({ BookingId: 7, BookingNo: 'BK000007', CanReschedule: true });

/** A date `days` after today in India time, as the date field takes it. */
function daysAhead(days: number): string {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

afterEach(() => jest.restoreAllMocks());

describe('RescheduleDialog', () => {
  it('refuses an empty date on the field, takes focus there and sends nothing', async () => {
    const server = mockApi();
    renderAt(<RescheduleDialog booking={booking} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByText('Please choose the new date')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New date')).toHaveFocus());
    expect(server.calls()).toHaveLength(0);
  });

  it('posts the new date, toasts the server message and closes', async () => {
    const to = daysAhead(20);
    const server = mockApi().on('POST', '/api/bookings/{id}/reschedule', {
      Status: 'Success',
      Message: 'Booking moved to the new date',
      Payload: {
        BookingId: 7,
        FromDate: '2026-12-02',
        BookingOnDate: to,
        Fee: 0,
        BillingAmt: 0,
        RefundAmount: 0,
        DueAmount: 0,
      },
    });
    const success = jest.spyOn(notify, 'success');
    const onClose = jest.fn();
    renderAt(<RescheduleDialog booking={booking} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('New date'), to);
    await userEvent.click(screen.getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('POST', '/api/bookings/{id}/reschedule').map((c) => c.body)).toEqual([{ bookingDate: to }]);
    expect(success).toHaveBeenCalledWith('Booking moved to the new date');
  });

  it("shows the server's refusal on the date field and stays open", async () => {
    mockApi().fail('POST', '/api/bookings/{id}/reschedule', 409, {
      Status: 'Failed',
      Message: 'The service is not free on that date',
    });
    const onClose = jest.fn();
    renderAt(<RescheduleDialog booking={booking} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('New date'), daysAhead(20));
    await userEvent.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByText('The service is not free on that date')).toBeInTheDocument();
    expect(screen.getByLabelText('New date')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
