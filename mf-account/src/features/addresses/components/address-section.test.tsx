import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import AddressSection from './address-section';

const list = [
  {
    Id: 1,
    Name: 'Aarav Sharma',
    Mobile: '9876543210',
    Email: 'a@example.in',
    Address: 'Flat 12B, Carter Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    zipcode: '400050',
    lat: 19,
    lon: 72,
  },
  {
    Id: 2,
    Name: 'Meera Sharma',
    Mobile: '9876500001',
    Email: 'm@example.in',
    Address: '45 Prabhat Road',
    City: 'Pune',
    State: 'Maharashtra',
    zipcode: '411004',
    lat: 18,
    lon: 73,
  },
];

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('AddressSection', () => {
  it('lists addresses and deletes one after the confirm dialog, with an info toast', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/deleteAddress')
        return {
          data: { Status: 'Success', Message: 'Address deleted successfully', message: 'Address deleted successfully' },
        };
      return { data: { Status: 'Success', Payload: list } };
    });
    const info = jest.spyOn(notify, 'info');
    renderAt(<AddressSection />);
    expect(await screen.findAllByTestId('address-card')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete address of Meera Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure? You want to delete this address..!!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Address deleted successfully'));
    expect(get).toHaveBeenCalledWith('/deleteAddress', { params: { id: 2 } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling the confirm deletes nothing', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { Status: 'Success', Payload: list } });
    renderAt(<AddressSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete address of Aarav Sharma' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(get).not.toHaveBeenCalledWith('/deleteAddress', expect.anything());
  });

  it('opens the shared address form for add and for edit', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { Status: 'Success', Payload: list } });
    renderAt(<AddressSection />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Add New Address' }));
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit address of Meera Sharma' }));
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zipcode')).toHaveValue('411004');
  });
});
