import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt } from '../../../lib/test-utils';
import { ReviewModal, type ReviewedBooking } from './review-modal';

const booking: ReviewedBooking = {
  BookingId: 7,
  BookingNo: 'BK000007',
  Title: 'Birthday Balloon Decor',
  ProductId: 3,
  ServiceId: 1,
};

afterEach(() => jest.restoreAllMocks());

describe('ReviewModal', () => {
  it("shows the booking's Title and BookingNo", () => {
    renderAt(<ReviewModal booking={booking} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toHaveTextContent('Birthday Balloon Decor');
    expect(screen.getByRole('dialog')).toHaveTextContent('BK000007');
  });

  it('requires a rating ("Don\'t forget to select a rating!") and a message', async () => {
    const server = mockApi();
    renderAt(<ReviewModal booking={booking} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText("Don't forget to select a rating!")).toBeInTheDocument();
    expect(screen.getByText('Please write your review')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });

  it('posts pid, serviceId, bookingId, rating and reviewDes to /add-review', async () => {
    const server = mockApi().on('POST', '/api/add-review', {
      status: 'Success',
      Status: 'Success',
      message: 'Thank you for your review',
      Message: 'Thank you for your review',
      Payload: { BookingId: 7 },
    });
    const success = jest.spyOn(notify, 'success');
    const onClose = jest.fn();
    renderAt(<ReviewModal booking={booking} onClose={onClose} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Message'), 'Lovely balloons');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('POST', '/api/add-review').map((c) => c.body)).toEqual([
      {
        pid: 3,
        serviceId: 1,
        bookingId: 7,
        rating: 4,
        reviewDes: 'Lovely balloons',
      },
    ]);
    expect(success).toHaveBeenCalledWith('Thank you for your review');
  });

  it('shows the server message when the review is refused', async () => {
    mockApi().fail('POST', '/api/add-review', 409, {
      status: 'Failed',
      message: 'You have already reviewed this booking',
    });
    const warning = jest.spyOn(notify, 'warning');
    renderAt(<ReviewModal booking={booking} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Message'), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('You have already reviewed this booking'));
  });
});
