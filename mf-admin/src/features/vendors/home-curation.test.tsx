import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import { HomeCuration } from './home-curation';

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const services = [
  { Id: 11, Title: 'Floral Stage' },
  { Id: 12, Title: 'Balloon Arch' },
];

test('shows each service on the home page, featured or hidden, and sends the operator’s choice', async () => {
  const server = mockApi()
    .on(
      'GET',
      '/api/admin/storefront',
      success({
        Services: [{ Id: 12, Title: 'Balloon Arch', Vendor: 'Shubh Decor', Featured: true, HomeHidden: false }],
        Vendors: [],
      }),
    )
    .on(
      'POST',
      '/api/admin/storefront/services/{id}',
      success({ Id: 11, Title: 'Floral Stage', Featured: false, HomeHidden: true }, 'Home page updated'),
    )
    .on('POST', '/api/admin/storefront/vendors/{id}', success({ Id: 4, Name: 'Shubh Decor', HomeHidden: true }));
  renderAt(<HomeCuration vendorId={4} services={services} />);
  const rows = await screen.findAllByTestId('home-service');
  expect(rows[0]).toHaveTextContent('Floral Stage');
  expect(rows[0]).toHaveTextContent('On the home page');
  expect(rows[1]).toHaveTextContent('Featured');
  expect(rows[1]).toHaveTextContent('Stop featuring');

  await userEvent.click(screen.getAllByRole('button', { name: 'Hide from home' })[0]!);
  await waitFor(() => expect(server.calls('POST', '/api/admin/storefront/services/{id}')).toHaveLength(1));
  const [call] = server.calls('POST', '/api/admin/storefront/services/{id}');
  expect(call?.params).toEqual({ id: '11' });
  expect(call?.body).toEqual({ featured: false, homeHidden: true });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Home page updated'));

  await userEvent.click(screen.getByRole('button', { name: 'Hide this vendor from the home page' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/storefront/vendors/{id}')).toHaveLength(1));
  expect(server.calls('POST', '/api/admin/storefront/vendors/{id}')[0]?.body).toEqual({ homeHidden: true });
});

test('a vendor hidden from home says so and offers to show it again', async () => {
  mockApi().on(
    'GET',
    '/api/admin/storefront',
    success({ Services: [], Vendors: [{ Id: 4, Name: 'Shubh Decor', HomeHidden: true }] }),
  );
  renderAt(<HomeCuration vendorId={4} services={services} />);
  expect(await screen.findByText("This vendor's services are hidden from the home page")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show this vendor on the home page again' })).toBeInTheDocument();
});
