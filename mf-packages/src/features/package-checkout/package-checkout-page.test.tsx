import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BookingAddress, PackageCart } from '@utsav/domain/contract';
import { mockApi, type ApiMock } from '@utsav/shared/testing/api-mock';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { notify } from '@utsav/shared/toast';
import { renderAt, signInCustomer } from '../../test/render';
import PackageCheckoutPage from './package-checkout-page';

const cart: PackageCart = {
  PackageID: 2,
  PackageName: 'Birthday Bash Package',
  PackageDesc: 'Party',
  InPackage: 'All',
  PackageTotal: 37000,
  ListTotal: 41000,
  Package_image: 'p.svg',
  BookingDate: '2099-01-01',
  advance_booking_amount: 7400,
  ServiceDetailsJson: [
    {
      ServiceID: 1,
      ServiceName: 'Decoration',
      amount: 1,
      maxitem: 1,
      Auto: false,
      ProductDetailsJson: [
        { Product_ID: 2, Title: 'Balloons', images: 'b.svg', avl: 1, vid: 1, payableAmt: 11000, packageRate: 10000 },
      ],
    },
    {
      ServiceID: 5,
      ServiceName: 'DJ & Music',
      amount: 1,
      maxitem: 1,
      // Picked for the customer in the cart: not sent, the order picks again for the event's address.
      Auto: true,
      ProductDetailsJson: [
        { Product_ID: 11, Title: 'DJ One', images: 'd.svg', avl: 1, vid: 2, payableAmt: 30000, packageRate: 27000 },
      ],
    },
  ],
};
const addresses: BookingAddress[] = [
  {
    Id: 7,
    Name: 'Aarav Sharma',
    Mobile: '9876543210',
    Email: 'a@x.in',
    Address: '1 Hill Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    zipcode: '400050',
    Country: 'India',
    regno: '123456',
    location: '',
    lat: 19.05,
    lon: 72.83,
  },
];

let warning: jest.SpyInstance;
let server: ApiMock;
beforeEach(() => {
  signInCustomer();
  warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  server = mockApi()
    .on('GET', '/api/getPackageTocart', { Status: 1, Message: 'Success', Payload: [cart] })
    .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: 'Success', Payload: addresses })
    .on('POST', '/api/account/consents', { Status: 'Success', Message: 'Consent recorded', Payload: consentState });
});

/** The consent recorded by the checkout's privacy notice (POST /account/consents). */
const consentState = { NoticeVersion: PRIVACY_NOTICE_VERSION, Whatsapp: false, Newsletter: false, Records: [] };
/** The calls placing orders (the consent recorded before each is checked on its own). */
const orders = (s: ApiMock) => s.calls('POST').filter((c) => c.url.pathname === '/api/packageBooking');
afterEach(() => jest.restoreAllMocks());

const renderPage = () => renderAt(<PackageCheckoutPage />, { path: '/package/checkout' });

describe('package checkout', () => {
  it('shows event info, saved addresses as radios and the package summary', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Package Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Aarav Sharma/ })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Package summary' });
    expect(summary).toHaveTextContent('Decoration');
    expect(summary).toHaveTextContent('DJ One');
    expect(summary).toHaveTextContent('₹37,000.00');
    // The price of the selection: each product's package rate, their sum, the saving on their own prices.
    expect(screen.getAllByTestId('package-rate').map((x) => x.textContent)).toEqual(['₹10,000.00', '₹27,000.00']);
    expect(screen.getByTestId('package-total')).toHaveTextContent('₹37,000.00');
    expect(summary).toHaveTextContent('You save₹4,000.00');
    expect(screen.getByTestId('checkout-event-date')).toHaveTextContent('01 Jan 2099');
    expect(screen.getByRole('switch', { name: 'Event to a different address' })).not.toBeChecked();
  });

  it("for the chosen address: each service's travel fare there, the travel total, and the total with it (what the order charges)", async () => {
    const there: PackageCart = {
      ...cart,
      PackageTotal: 37650.5,
      TravelTotal: 650.5,
      Pincode: '400050',
      ServiceDetailsJson: cart.ServiceDetailsJson.map((s, i) => ({
        ...s,
        ProductDetailsJson: s.ProductDetailsJson.map((p) => ({
          ...p,
          DistanceInKm: i === 0 ? 12.4 : 0,
          TravelFare: i === 0 ? 650.5 : 0,
        })),
      })),
    };
    server.on('GET', '/api/getPackageTocart', (req) => ({
      Status: 1 as const,
      Message: 'Success',
      Payload: [req.url.searchParams.get('pincode') === '400050' ? there : cart],
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Aarav Sharma/ }));
    expect(await screen.findByTestId('package-travel-total')).toHaveTextContent('₹650.50');
    expect(screen.getByTestId('package-total')).toHaveTextContent('₹37,650.50');
    expect(screen.getAllByTestId('package-travel').map((x) => x.textContent)).toEqual(['12.4 km · travel ₹650.50']);
    const summary = screen.getByRole('complementary', { name: 'Package summary' });
    expect(summary).toHaveTextContent('Travel to 400050₹650.50');
    // the saving is against the rates: travel is charged either way
    expect(summary).toHaveTextContent('You save₹4,000.00');
  });

  it('warns: Booking For required and an address selected; GST optional, alphanumeric', async () => {
    renderPage();
    await screen.findByRole('radio', { name: /Aarav Sharma/ });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter event booking purpose')).toBeInTheDocument();
    expect(screen.getByText('Select booking address')).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith('Enter event booking purpose');
    fireEvent.change(screen.getByLabelText('GST Number (optional)'), { target: { value: '27ab-cd!' } });
    expect(screen.getByLabelText('GST Number (optional)')).toHaveValue('27ABCD');
    // After a refused submit the fields are checked again as they change: a GST number that is not one says so.
    expect(await screen.findByText('Enter a valid GST number')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Booking For')).toHaveFocus());
    expect(server.calls('POST')).toEqual([]);
  });

  it("places the order with the address and package, then goes to the order's page to pay (a URL that survives a reload)", async () => {
    server.on('POST', '/api/packageBooking', {
      Status: 1,
      Message: 'Package booked successfully',
      Payload: { BookingId: 3, OrderId: 'PK000003' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Aarav Sharma/ }));
    fireEvent.change(screen.getByLabelText('Booking For'), { target: { value: 'Birthday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking/PK000003'));
    // Placing the order records the consent against the notice's version first.
    expect(server.calls('POST').map((c) => c.url.pathname)).toEqual(['/api/account/consents', '/api/packageBooking']);
    expect(server.calls('POST')[0]!.body).toEqual({ purpose: 'checkout', noticeVersion: PRIVACY_NOTICE_VERSION });
    const [booking, ...more] = orders(server);
    expect(more).toEqual([]);
    const body = booking!.body;
    expect(body).toMatchObject({
      Bookingfor: 'Birthday',
      bookingAddressId: 7,
      gst_no: '',
      lat: 19.05,
      lon: 72.83,
      package: { packageID: 2, BookingDate: '2099-01-01' },
    });
    expect(['full', 'advance']).toContain((body as { PaymentType: string }).PaymentType);
    // The group picked for the customer goes marked: the order picks it again for the event's address.
    const sent = (body as { package: { packageItems: { serviceID: number; auto?: boolean }[] } }).package.packageItems;
    expect(sent.map((i) => [i.serviceID, i.auto ?? false])).toEqual([
      [1, false],
      [5, true],
    ]);
  });

  it('a missing address is the one warned about and focused; choosing one clears it; the advance chosen is sent', async () => {
    server.on('POST', '/api/packageBooking', {
      Status: 1,
      Message: 'Package booked successfully',
      Payload: { BookingId: 3, OrderId: 'PK000003' },
    });
    renderPage();
    const address = await screen.findByRole('radio', { name: /Aarav Sharma/ });
    expect(screen.getByRole('radio', { name: /^Full payment/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Booking For'), { target: { value: 'Birthday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Select booking address')).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith('Select booking address');
    await waitFor(() => expect(address).toHaveFocus());
    fireEvent.click(address);
    await waitFor(() => expect(screen.queryByText('Select booking address')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('radio', { name: /^Advance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking/PK000003'));
    expect(orders(server).map((c) => c.body)).toEqual([
      expect.objectContaining({ Bookingfor: 'Birthday', bookingAddressId: 7, PaymentType: 'advance' }),
    ]);
  });

  it('a refused consent (the notice changed since the page loaded) places no order and says why', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    server
      .fail('POST', '/api/account/consents', 409, {
        Status: 'Failure',
        Message: 'The privacy notice has changed. Reload the page to read it.',
      })
      .on('POST', '/api/packageBooking', {
        Status: 1,
        Message: 'Booked',
        Payload: { BookingId: 3, OrderId: 'PK000003' },
      });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Aarav Sharma/ }, { timeout: 10_000 }));
    fireEvent.change(screen.getByLabelText('Booking For'), { target: { value: 'Birthday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The privacy notice has changed. Reload the page to read it.'),
    );
    expect(orders(server)).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/package/checkout');
  });

  it('an empty package cart links back to the packages', async () => {
    server.on('GET', '/api/getPackageTocart', { Status: 1, Message: 'Success', Payload: [] });
    renderPage();
    expect(await screen.findByText('Your package cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse packages' })).toHaveAttribute('href', '/packages/all');
  });
});
