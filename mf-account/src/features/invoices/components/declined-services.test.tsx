import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageBookingDetail } from '@utsav/domain/contract';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt } from '../../../lib/test-utils';
import { DeclinedServices } from './declined-services';

// Only what the declined-services panel reads of the package order (the whole detail is the invoice page's).
const order = {
  BookingId: 11,
  OrderId: 'PK000011',
  Declined: [
    { ItemId: 5, ServiceName: 'Decoration', Title: 'Balloon Arch', PayableAmt: 4000, ReplacedBy: null, CanSwap: true },
  ],
} as unknown as PackageBookingDetail;

afterEach(() => jest.restoreAllMocks());

describe('DeclinedServices', () => {
  it('swaps in the chosen service: the button waits for a choice, then posts the item and the service', async () => {
    const server = mockApi()
      .on('GET', '/api/package-orders/{id}/swap-options', {
        Status: 'Success',
        Message: '',
        Payload: [
          { ProductId: 21, Title: 'Flower Arch', Vendor: 'Phool Wala', Rate: 3500 },
          { ProductId: 22, Title: 'Ribbon Arch', Vendor: 'Sajawat', Rate: 3000 },
        ],
      })
      .fail('POST', '/api/package-orders/{id}/swap', 409, { Status: 'Failed', Message: 'That service is taken' });
    const error = jest.spyOn(notify, 'error');
    renderAt(<DeclinedServices order={order} />);
    const choice = await screen.findByLabelText('Swap in instead');
    const submit = screen.getByRole('button', { name: 'Swap in and pay' });
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(choice, '22');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(error).toHaveBeenCalledWith('That service is taken'));
    expect(server.calls('POST', '/api/package-orders/{id}/swap').map((c) => c.body)).toEqual([
      { itemId: 5, productId: 22 },
    ]);
  });
});
