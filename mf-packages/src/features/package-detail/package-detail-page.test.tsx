import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@utsav/shared/bus';
import { mockApi, type ApiMock } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { packagePath } from '../../lib/package-id';
import type { PackageDetail, PackageProduct } from '../../lib/package-types';
import { renderAt, signInCustomer, signOut } from '../../test/render';
import PackageDetailPage from './package-detail-page';

const product = (id: number, serviceId: number, title: string, avl: 0 | 1 | 2 = 1): PackageProduct => ({
  id,
  service_id: serviceId,
  title,
  images: 'x.svg',
  discount: 0,
  bookingAmt: 100,
  offerAmt: 100,
  gstwithmrp: 118,
  payableAmt: 118,
  packageRate: 100,
  gst: 18,
  gst_include_exclude: 0,
  amount_hide_show: 0,
  rating: 4,
  vid: 1,
  vendor_name: `Vendor ${id}`,
  city: 'Mumbai',
  avl,
  selected: 0,
  BookingDate: '',
  DistanceInKm: 0,
  TravelFare: 0,
});

const pkg: PackageDetail = {
  PackageID: 2,
  PackageName: 'Birthday Bash Package',
  PackageDesc: 'Party',
  PackageTotal: 37000,
  Package_image: 'p.svg',
  InPackage: 'All',
  amount_hide_show: 0,
  advance_booking_per: 20,
  EventDate: '',
  EventType: 'birthday',
  Pincode: '',
  totalSelected: 0,
  PackageItems: [
    {
      id: 1,
      ServiceID: 1,
      Service: 'Decoration',
      maxitem: 1,
      amount: 1,
      selected: 0,
      ProductDetails: [product(1, 1, 'Marigold', 2), product(2, 1, 'Balloons'), product(3, 1, 'Backdrop')],
      Unavailable: '',
    },
    {
      id: 2,
      ServiceID: 5,
      Service: 'DJ & Music',
      maxitem: 1,
      amount: 1,
      selected: 0,
      ProductDetails: [product(11, 5, 'DJ One')],
      Unavailable: '',
    },
  ],
};

const DATE = '2099-01-01';
const path = packagePath({ PackageID: 2, eventDate: DATE, pincode: '' });

let warning: jest.SpyInstance;
let error: jest.SpyInstance;
let server: ApiMock;
beforeEach(() => {
  warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  error = jest.spyOn(notify, 'error').mockImplementation(() => '');
  server = mockApi().on('GET', '/api/PackagesDetails', { Status: 1, Message: 'Success', Payload: pkg });
  signOut();
});
afterEach(() => jest.restoreAllMocks());

const renderPage = (at = path) => renderAt(<PackageDetailPage />, { path: at, route: '/packages/:id' });
const select = (title: string) => fireEvent.click(screen.getByRole('button', { name: `Select ${title}` }));
const count = () => screen.getByTestId('total-items').textContent;

describe('package page', () => {
  it('shows a clear message for a malformed id, without calling the API', () => {
    renderPage('/packages/%%%garbage');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid package link' })).toBeInTheDocument();
    expect(server.calls()).toEqual([]);
  });

  it('loads the package for the event date and renders groups with their limits', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' })).toBeInTheDocument();
    const asked = server.calls('GET', '/api/PackagesDetails').map((r) => Object.fromEntries(r.query));
    expect(asked).toEqual([{ id: '2', eventDate: DATE }]);
    expect(screen.getByRole('region', { name: 'Decoration' })).toHaveTextContent('Choose up to 1');
    expect(screen.getByText('Not available on this date')).toBeInTheDocument();
    expect(count()).toBe('00');
  });

  it('each product card says whose and where it is, so two items with one title can be told apart', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    const balloons = screen.getByRole('article', { name: 'Balloons' });
    expect(within(balloons).getByTestId('package-product-vendor')).toHaveTextContent('Vendor 2 · Mumbai');
  });

  it('refuses unavailable products and the limit with the SPEC messages; the remove mark frees a place', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    select('Marigold');
    expect(warning).toHaveBeenLastCalledWith('Not available on this date');
    expect(count()).toBe('00');
    select('Balloons');
    expect(count()).toBe('01');
    select('Backdrop');
    expect(warning).toHaveBeenLastCalledWith('Selected products exceed the allowed limit for this service');
    expect(count()).toBe('01');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Balloons' }));
    expect(count()).toBe('00');
    select('Backdrop');
    expect(count()).toBe('01');
  });

  it('the price follows the selection: each product at its package rate, the bar sums what is chosen', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    const balloons = screen.getByRole('article', { name: 'Balloons' });
    expect(balloons).toHaveTextContent('₹100.00');
    expect(balloons.querySelector('del')).toHaveTextContent('₹118.00');
    expect(screen.getByTestId('selection-total')).toHaveTextContent('₹0.00');
    select('Balloons');
    expect(screen.getByTestId('selection-total')).toHaveTextContent('₹100.00');
    expect(screen.getByTestId('selection-saving')).toHaveTextContent('save ₹18.00');
    expect(screen.getByText('+ 1 service picked at checkout')).toBeInTheDocument();
    select('DJ One');
    expect(screen.getByTestId('selection-total')).toHaveTextContent('₹200.00');
    expect(screen.getByTestId('selection-saving')).toHaveTextContent('save ₹36.00');
    expect(screen.queryByText(/picked at checkout/)).not.toBeInTheDocument();
  });

  it('Checkout: nothing chosen → warning; visitor → sign-in dialog', async () => {
    const auth = jest.fn();
    const off = bus.on('auth:required', auth);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(warning).toHaveBeenLastCalledWith('Please select at least one product from the package');
    select('Balloons');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(auth).toHaveBeenCalledTimes(1);
    off();
  });

  it('customer Checkout fills empty groups, posts /addPackageTocart and goes to /package/checkout on Status 1', async () => {
    signInCustomer();
    server.on('POST', '/api/addPackageTocart', {
      Status: 1,
      Message: 'Package added to cart',
      Payload: { PackageID: 2, BookingDate: DATE },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    select('Balloons');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/package/checkout'));
    const [added, ...more] = server.calls('POST');
    expect(more).toEqual([]);
    expect(added!.url.pathname).toBe('/api/addPackageTocart');
    const body = added!.body;
    expect(body).toMatchObject({ packageID: 2, BookingDate: DATE });
    const items = (
      body as {
        packageItems: Array<{ serviceID: number; productDetails: Array<{ Product_ID: number; BookingDate: string }> }>;
      }
    ).packageItems;
    expect(items.map((i) => [i.serviceID, i.productDetails.map((p) => p.Product_ID)])).toEqual([
      [1, [2]],
      [5, [11]],
    ]);
    expect(items[0]!.productDetails[0]!.BookingDate).toBe(DATE);
  });

  it("with the event's pincode: asks for it, shows each vendor's distance and travel fare and a group with none, and the cart gets it", async () => {
    signInCustomer();
    const fitted: PackageDetail = {
      ...pkg,
      Pincode: '400050',
      PackageItems: [
        {
          ...pkg.PackageItems[0]!,
          ProductDetails: [{ ...product(2, 1, 'Balloons'), DistanceInKm: 12.34, TravelFare: 246.8 }],
        },
        {
          ...pkg.PackageItems[1]!,
          ProductDetails: [],
          Unavailable: 'No DJ & Music service for a birthday comes to 400050: this part is not included',
        },
      ],
    };
    server.on('GET', '/api/PackagesDetails', { Status: 1, Message: 'Success', Payload: fitted });
    server.on('POST', '/api/addPackageTocart', {
      Status: 1,
      Message: 'Package added to cart',
      Payload: { PackageID: 2, BookingDate: DATE },
    });
    renderPage(packagePath({ PackageID: 2, eventDate: DATE, pincode: '400050' }));
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    const asked = server.calls('GET', '/api/PackagesDetails').map((r) => Object.fromEntries(r.query));
    expect(asked).toEqual([{ id: '2', eventDate: DATE, pincode: '400050' }]);
    const balloons = screen.getByRole('article', { name: 'Balloons' });
    expect(within(balloons).getByTestId('package-product-travel')).toHaveTextContent(
      '12.3 km from 400050 · travel ₹246.80',
    );
    expect(screen.getByTestId('unavailable-5')).toHaveTextContent(
      'No DJ & Music service for a birthday comes to 400050',
    );
    // The group with no service is not "picked at checkout" and does not block it.
    select('Balloons');
    expect(screen.queryByText(/picked at checkout/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/package/checkout'));
    const body = server.calls('POST', '/api/addPackageTocart')[0]!.body as {
      pincode: string;
      packageItems: Array<{ serviceID: number; productDetails: Array<{ Product_ID: number }> }>;
    };
    expect(body.pincode).toBe('400050');
    expect(body.packageItems.map((i) => [i.serviceID, i.productDetails.map((p) => p.Product_ID)])).toEqual([
      [1, [2]],
      [5, []],
    ]);
  });

  it('shows the server Message when the cart is refused, and the SPEC text when the call fails', async () => {
    signInCustomer();
    server.fail('POST', '/api/addPackageTocart', 400, { Status: 0, Message: 'Not available on this date' });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Birthday Bash Package' });
    select('Balloons');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Not available on this date'));
    server.offline('POST', '/api/addPackageTocart');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Unable to proceed to checkout'));
    expect(server.calls('POST', '/api/addPackageTocart')).toHaveLength(2);
    expect(screen.getByTestId('location')).not.toHaveTextContent('/package/checkout');
  });
});
