import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api-client';
import { AddressForm } from './address-form';

function setup(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <AddressForm open onClose={onClose} onSaved={onSaved} {...props} />
    </QueryClientProvider>,
  );
  return { onClose, onSaved };
}

afterEach(() => jest.restoreAllMocks());

describe('AddressForm', () => {
  it('fills city, state and country from a six-digit pincode on blur; state is read-only', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      data: { Status: 'Success', Payload: { lat: 19.07, lon: 72.87, display_name: 'Bandra, Mumbai, Maharashtra, India', city: 'Mumbai', state: 'Maharashtra', country: 'India' } },
    });
    setup();
    await userEvent.type(screen.getByLabelText('Zipcode'), '40a0050');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('400050');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Mumbai'));
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
    expect(get).toHaveBeenCalledWith('/geo/pincode/400050');
  });

  it('does not look up fewer than six digits', async () => {
    const get = jest.spyOn(api, 'get');
    setup();
    await userEvent.type(screen.getByLabelText('Zipcode'), '4000');
    await userEvent.tab();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the schema messages and sends nothing when fields are missing', async () => {
    const post = jest.spyOn(api, 'post');
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds when there is no id, then closes and reports the new id', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { Status: 'Success', Payload: { lat: 12.97, lon: 77.59, display_name: 'Bengaluru, Karnataka, India', city: 'Bengaluru', state: 'Karnataka', country: 'India' } } });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { Status: 'Success', Message: 'Address added successfully', Payload: { Id: 42 } } });
    const { onClose, onSaved } = setup();
    await userEvent.type(screen.getByLabelText('Name'), 'Aarav Sharma');
    await userEvent.type(screen.getByLabelText('Email'), 'aarav@example.in');
    await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
    await userEvent.type(screen.getByLabelText('Zipcode'), '560001');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'));
    await userEvent.type(screen.getByLabelText('Address'), '12 MG Road');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(42));
    expect(post).toHaveBeenCalledWith('/AddBookingAddress', expect.objectContaining({ name: 'Aarav Sharma', zipcode: '560001', lat: 12.97, regno: '123456' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('updates when editing an address with an id', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { Status: 'Success', Message: 'Address updated successfully', Payload: { Id: 7 } } });
    setup({
      address: { Id: 7, Name: 'Priya', Mobile: '9123456780', Email: 'p@x.in', Address: 'Lane 2', City: 'Pune', State: 'Maharashtra', zipcode: '411001', lat: 18.5, lon: 73.8, Country: 'India', location: '', regno: '' },
    });
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/UpdateBookingAddress', expect.objectContaining({ id: 7, name: 'Priya' })));
  });

  it('works inside a page form (checkout): its submit never reaches the outer form', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { Status: 'Success', Message: 'Address updated successfully', Payload: { Id: 7 } } });
    const outer = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <form onSubmit={outer} aria-label="Checkout">
          <AddressForm open onClose={() => undefined}
            address={{ Id: 7, Name: 'Priya', Mobile: '9123456780', Email: 'p@x.in', Address: 'Lane 2', City: 'Pune', State: 'Maharashtra', zipcode: '411001', lat: 18.5, lon: 73.8, Country: 'India', location: '', regno: '' }} />
        </form>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('form', { name: 'Checkout' })).not.toContainElement(screen.getByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/UpdateBookingAddress', expect.objectContaining({ id: 7 })));
    expect(outer).not.toHaveBeenCalled();
  });

  it('keeps the form open and warns with the server message on a non-success reply', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ data: { Status: 'Failed', Message: 'Address not found' } });
    const { onClose } = setup({
      address: { Id: 9, Name: 'Priya', Mobile: '9123456780', Email: 'p@x.in', Address: 'Lane 2', City: 'Pune', State: 'Maharashtra', zipcode: '411001', lat: 18.5, lon: 73.8, Country: 'India', location: '', regno: '' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
