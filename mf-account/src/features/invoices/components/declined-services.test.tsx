import { act, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
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
    {
      ItemId: 5,
      ServiceName: 'Decoration',
      Title: 'Balloon Arch',
      PayableAmt: 4000,
      ReplacedBy: null,
      CanSwap: true,
      DeclineReason: null,
      DeclineNote: null,
    },
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

describe("DeclinedServices: the vendor's reason, worded as on My Booking", () => {
  const withReasons = {
    ...order,
    Declined: [
      { ItemId: 6, ServiceName: 'Decoration', Title: 'Balloon Arch', PayableAmt: 4000, ReplacedBy: 'Flower Arch' },
      { ItemId: 7, ServiceName: 'Catering', Title: 'Thali', PayableAmt: 9000, ReplacedBy: 'Buffet' },
      { ItemId: 8, ServiceName: 'Music', Title: 'DJ Night', PayableAmt: 5000, ReplacedBy: 'Band' },
    ].map((d, i) => ({
      ...d,
      CanSwap: false,
      DeclineReason: ['outside_area', 'other', null][i],
      DeclineNote: [null, 'Our cooks are at <b>another</b> wedding', null][i],
    })),
  } as unknown as PackageBookingDetail;

  it('a fixed reason in words, "other" as the vendor typed it, nothing for a part declined without one', () => {
    renderAt(<DeclinedServices order={withReasons} />);
    const items = screen.getAllByTestId('declined-service');
    expect(within(items[0]!).getByTestId('decline-reason')).toHaveTextContent(
      "Vendor's reason: the venue is outside their service area",
    );
    expect(within(items[1]!).getByTestId('decline-reason')).toHaveTextContent(
      "Vendor's reason: Our cooks are at <b>another</b> wedding",
    );
    expect(within(items[2]!).queryByTestId('decline-reason')).toBeNull();
  });

  it('in Hindi for a Hindi page', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['account']);
    });
    try {
      renderAt(<DeclinedServices order={withReasons} />);
      expect((await screen.findAllByTestId('decline-reason'))[0]).toHaveTextContent(
        'वेंडर का कारण: आयोजन स्थल उनके सेवा क्षेत्र से बाहर है',
      );
    } finally {
      await act(() => setLang('en', { remember: false, notify: false }));
    }
  });
});
