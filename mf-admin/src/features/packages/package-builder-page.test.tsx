import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminPackageCandidate } from '@utsav/domain/contract';
import { mockApi, type ApiMock } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { categoryRow, failure, packageDetail, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import PackageBuilderPage from './package-builder-page';

const categories = [
  categoryRow({ Id: 1, Name: 'Decoration', Image: 'decoration.svg', SortOrder: 0 }),
  categoryRow({ Id: 3, Name: 'Photography', Image: 'photography.svg', SortOrder: 2, ListedServices: 2 }),
];
const suits = (...types: string[]) => ({ EventTypes: types, Serves: null, RadiusKm: 50 });
const candidates: Record<string, AdminPackageCandidate[]> = {
  1: [
    { Id: 11, Title: 'Royal Mandap', Vendor: 'Shubh Decor', PayableAmt: 59000, City: 'Mumbai', ...suits('wedding') },
    { Id: 12, Title: 'Haldi Setup', Vendor: 'Shubh Decor', PayableAmt: 20000, City: 'Mumbai', ...suits('wedding') },
    { Id: 13, Title: 'Balloon Decor', Vendor: 'Shubh Decor', PayableAmt: 6500, City: 'Mumbai', ...suits('birthday') },
  ],
  3: [
    {
      Id: 31,
      Title: 'Candid Photography',
      Vendor: 'Lens Tales',
      PayableAmt: 79650,
      City: 'Bengaluru',
      ...suits('wedding', 'birthday'),
    },
  ],
};
const royalWedding = packageDetail({
  Id: 7,
  Name: 'Royal Wedding',
  EventType: 'wedding',
  Groups: [
    {
      Id: 70,
      ServiceId: 1,
      Category: 'Decoration',
      MaxItems: 1,
      Amount: 100000,
      Products: [
        {
          Id: 11,
          Title: 'Royal Mandap',
          Vendor: 'Shubh Decor',
          Bookable: true,
          PackageRate: 52000,
          ListAmt: 59000,
          EventTypes: ['wedding'],
        },
        {
          Id: 19,
          Title: 'Gone',
          Vendor: 'Suspended',
          Bookable: false,
          PackageRate: 1000,
          ListAmt: 1000,
          EventTypes: ['wedding'],
        },
      ],
    },
  ],
});

let server: ApiMock;
beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  server = mockApi()
    .on('GET', '/api/admin/categories', success(categories))
    .on('GET', '/api/admin/package-candidates', (request) =>
      success(candidates[request.query.get('serviceId') ?? ''] ?? []),
    );
});
afterEach(() => jest.restoreAllMocks());

const renderAtPath = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/admin/packages/:id" element={<PackageBuilderPage />} />
    </Routes>,
    path,
  );

test('a new package: the shared schema checks it; groups offer the category services; it posts and opens the saved package', async () => {
  const created = packageDetail({ Id: 9, Name: 'Small Wedding', Description: 'Decor' });
  server
    .on('POST', '/api/admin/packages', success(created, 'Package created'))
    .on('POST', '/api/admin/images', success({ Name: '0b7c7d9e-1111-4222-8333-944455556666.webp' }))
    // The saved package opens next.
    .on('GET', '/api/admin/packages/{id}', success(created));
  renderAtPath('/admin/packages/new');
  await screen.findByRole('heading', { level: 1, name: 'New package' });
  await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
  expect(screen.getByText('Please enter the package name')).toBeInTheDocument();
  // The image is optional: a package without one shows the designed default.
  expect(screen.queryByText('Please upload a package image')).not.toBeInTheDocument();
  expect(server.calls('POST')).toHaveLength(0);
  // A refused submit takes focus to the first field in error; typing waits for it.
  await waitFor(() => expect(screen.getByLabelText('Package name')).toHaveFocus());

  await userEvent.type(screen.getByLabelText('Package name'), 'Small Wedding');
  await userEvent.type(screen.getByLabelText('Description'), 'Decor');
  await userEvent.selectOptions(screen.getByLabelText('Event type'), 'wedding');
  const group = screen.getByTestId('package-group');
  await userEvent.selectOptions(within(group).getByLabelText('Category'), '1');
  await userEvent.click(await within(group).findByRole('checkbox', { name: /Royal Mandap/ }));
  await userEvent.clear(within(group).getByLabelText('Customer may pick at most'));
  await userEvent.type(within(group).getByLabelText('Customer may pick at most'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
  expect(screen.getByText("A group's limit cannot be more than the services it offers")).toBeInTheDocument();
  await waitFor(() => expect(within(group).getByLabelText('Customer may pick at most')).toHaveFocus());
  await userEvent.click(within(group).getByRole('checkbox', { name: /Haldi Setup/ }));
  // Each chosen service starts at its own price; the operator types the rate its vendor agreed to.
  const mandapRate = within(group).getByLabelText('Package rate of Royal Mandap (₹)');
  expect(mandapRate).toHaveValue('59000');
  await userEvent.clear(mandapRate);
  await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
  expect(screen.getByText('Package rate is required')).toBeInTheDocument();
  await userEvent.type(mandapRate, '50000');
  expect(within(group).getByText('save ₹9,000.00')).toBeInTheDocument();
  expect(screen.getByTestId('package-from-price')).toHaveTextContent('Customers pay from ₹20,000.00');
  // The image name comes from an upload; set through the file input.
  await userEvent.upload(screen.getByLabelText('Package image'), new File(['x'], 'p.png', { type: 'image/png' }));
  await screen.findByTestId('image-preview');
  await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/packages')).toHaveLength(1));
  expect(server.calls('POST', '/api/admin/images')).toHaveLength(1);
  expect(String(server.calls('POST', '/api/admin/images')[0]?.body)).toContain('filename="p.png"');
  expect(server.calls('POST', '/api/admin/packages')[0]?.body).toEqual(
    expect.objectContaining({
      name: 'Small Wedding',
      eventType: 'wedding',
      advancePercent: 20,
      image: '0b7c7d9e-1111-4222-8333-944455556666.webp',
      groups: [{ serviceId: 1, maxItems: 2, amount: 0, productIds: [11, 12], rates: [50000, 20000] }],
    }),
  );
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/packages/9'));
  expect(await screen.findByDisplayValue('Small Wedding')).toBeInTheDocument();
  expect(server.calls('GET', '/api/admin/packages/{id}').map((request) => request.params.id)).toEqual(['9']);
}, 30_000); // many steps on a loaded machine: 5 s was not enough

test('editing: the saved package fills the form; services no longer bookable are left out and counted', async () => {
  server
    .on('GET', '/api/admin/packages/{id}', success(royalWedding))
    .on('POST', '/api/admin/packages/{id}', success(royalWedding, 'Package saved'));
  renderAtPath('/admin/packages/7');
  expect(await screen.findByDisplayValue('Royal Wedding')).toBeInTheDocument();
  expect(screen.getByText(/1 service\(s\) of this package are no longer bookable/)).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: /Royal Mandap/ })).toBeChecked();
  expect(screen.getByLabelText('Package rate of Royal Mandap (₹)')).toHaveValue('52000');
  await userEvent.click(screen.getByRole('button', { name: 'Save package' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/packages/{id}')).toHaveLength(1));
  const [save] = server.calls('POST', '/api/admin/packages/{id}');
  expect(save?.params).toEqual({ id: '7' });
  expect(save?.body).toEqual(
    expect.objectContaining({
      groups: [{ serviceId: 1, maxItems: 1, amount: 100000, productIds: [11], rates: [52000] }],
    }),
  );
  expect(notify.success).toHaveBeenCalledWith('Package saved');
});

test('a service taken out and back keeps its typed rate; groups come and go; the API refusal shows in the form', async () => {
  server
    .on('GET', '/api/admin/packages/{id}', success(royalWedding))
    .fail('POST', '/api/admin/packages/{id}', 400, failure('Royal Mandap is no longer bookable'));
  renderAtPath('/admin/packages/7');
  expect(await screen.findByDisplayValue('Royal Wedding')).toBeInTheDocument();
  const group = screen.getByTestId('package-group');
  const mandap = await within(group).findByRole('checkbox', { name: /Royal Mandap/ });
  const haldi = within(group).getByRole('checkbox', { name: /Haldi Setup/ });
  await userEvent.click(haldi);
  const haldiRate = within(group).getByLabelText('Package rate of Haldi Setup (₹)');
  expect(haldiRate).toHaveValue('20000');
  await userEvent.clear(haldiRate);
  await userEvent.type(haldiRate, '18000');
  // Out and back: the rate typed comes back, and each rate stays with its own service.
  await userEvent.click(mandap);
  expect(within(group).queryByLabelText('Package rate of Royal Mandap (₹)')).not.toBeInTheDocument();
  expect(within(group).getByLabelText('Package rate of Haldi Setup (₹)')).toHaveValue('18000');
  await userEvent.click(mandap);
  expect(within(group).getByLabelText('Package rate of Royal Mandap (₹)')).toHaveValue('52000');
  expect(within(group).getByText('2 chosen')).toBeInTheDocument();

  // A second group, then removed again: the first keeps what was typed.
  await userEvent.click(screen.getByRole('button', { name: 'Add service group' }));
  expect(screen.getAllByTestId('package-group')).toHaveLength(2);
  await userEvent.selectOptions(within(screen.getAllByTestId('package-group')[1]!).getByLabelText('Category'), '3');
  await userEvent.click(
    within(screen.getAllByTestId('package-group')[0]!).getByRole('button', { name: 'Remove group' }),
  );
  expect(screen.getAllByTestId('package-group')).toHaveLength(1);
  const left = screen.getByTestId('package-group');
  expect(within(left).getByLabelText('Category')).toHaveValue('3');
  expect(await within(left).findByRole('checkbox', { name: /Candid Photography/ })).not.toBeChecked();
  await userEvent.click(within(left).getByRole('checkbox', { name: /Candid Photography/ }));

  await userEvent.click(screen.getByRole('button', { name: 'Save package' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/packages/{id}')).toHaveLength(1));
  expect(server.calls('POST', '/api/admin/packages/{id}')[0]?.body).toEqual(
    expect.objectContaining({
      groups: [{ serviceId: 3, maxItems: 1, amount: 0, productIds: [31], rates: [79650] }],
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Royal Mandap is no longer bookable');
  expect(notify.success).not.toHaveBeenCalled();
});

test('the builder warns when no chosen service of a group suits the package event type', async () => {
  server.on('GET', '/api/admin/packages/{id}', success(royalWedding));
  renderAtPath('/admin/packages/7');
  await screen.findByRole('checkbox', { name: /Royal Mandap/ }, { timeout: 3000 });
  const group = screen.getByTestId('package-group');
  expect(within(group).queryByRole('alert')).toBeNull();
  // A birthday: the mandap suits weddings only.
  await userEvent.selectOptions(screen.getByLabelText('Event type'), 'birthday');
  expect(await within(group).findByRole('alert')).toHaveTextContent(
    'No chosen service of this group suits a Birthday: customers will get nothing for it.',
  );
  expect(within(group).getByRole('checkbox', { name: /Royal Mandap.*not for a Birthday/ })).toBeChecked();
  // Taking a service that suits it clears the warning.
  await userEvent.click(within(group).getByRole('checkbox', { name: /Balloon Decor/ }));
  await waitFor(() => expect(within(group).queryByRole('alert')).toBeNull());
});
