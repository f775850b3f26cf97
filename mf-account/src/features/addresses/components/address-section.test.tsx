import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { bookingAddress } from '../../../lib/test-fixtures';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import AddressSection from './address-section';

const list = [
  bookingAddress(),
  bookingAddress({
    Id: 2,
    Name: 'Meera Sharma',
    Mobile: '9876500001',
    Email: 'm@example.in',
    Address: '45 Prabhat Road',
    City: 'Pune',
    zipcode: '411004',
    lat: 18,
    lon: 73,
  }),
];

const listed = () =>
  mockApi().on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: list });

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('AddressSection', () => {
  it('lists addresses and deletes one after the confirm dialog, with an info toast', async () => {
    const server = listed().on('GET', '/api/deleteAddress', {
      Status: 'Success',
      Message: 'Address deleted successfully',
      message: 'Address deleted successfully',
      Payload: { Id: 2 },
    });
    const info = jest.spyOn(notify, 'info');
    renderAt(<AddressSection />);
    expect(await screen.findAllByTestId('address-card')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete address of Meera Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure? You want to delete this address..!!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Address deleted successfully'));
    expect(server.calls('GET', '/api/deleteAddress').map((c) => c.query.get('id'))).toEqual(['2']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling the confirm deletes nothing', async () => {
    const server = listed();
    renderAt(<AddressSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete address of Aarav Sharma' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/deleteAddress')).toHaveLength(0);
  });

  it('opens the shared address form for add and for edit', async () => {
    listed();
    renderAt(<AddressSection />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Add New Address' }));
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit address of Meera Sharma' }));
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zipcode')).toHaveValue('411004');
  });
});
