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
      data: {
        Status: 'Success',
        Payload: {
          lat: 19.07,
          lon: 72.87,
          display_name: 'Bandra, Mumbai, Maharashtra, India',
          city: 'Mumbai',
          state: 'Maharashtra',
          country: 'India',
        },
      },
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
    jest.spyOn(api, 'get').mockResolvedValue({
      data: {
        Status: 'Success',
        Payload: {
          lat: 12.97,
          lon: 77.59,
          display_name: 'Bengaluru, Karnataka, India',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
        },
      },
    });
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { Status: 'Success', Message: 'Address added successfully', Payload: { Id: 42 } } });
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
    expect(post).toHaveBeenCalledWith(
      '/AddBookingAddress',
      expect.objectContaining({ name: 'Aarav Sharma', zipcode: '560001', lat: 12.97, regno: '123456' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('updates when editing an address with an id', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { Status: 'Success', Message: 'Address updated successfully', Payload: { Id: 7 } } });
    setup({
      address: {
        Id: 7,
        Name: 'Priya',
        Mobile: '9123456780',
        Email: 'p@x.in',
        Address: 'Lane 2',
        City: 'Pune',
        State: 'Maharashtra',
        zipcode: '411001',
        lat: 18.5,
        lon: 73.8,
        Country: 'India',
        location: '',
        regno: '',
      },
    });
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/UpdateBookingAddress', expect.objectContaining({ id: 7, name: 'Priya' })),
    );
  });

  it('works inside a page form (checkout): its submit never reaches the outer form', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { Status: 'Success', Message: 'Address updated successfully', Payload: { Id: 7 } } });
    const outer = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <form onSubmit={outer} aria-label="Checkout">
          <AddressForm
            open
            onClose={() => undefined}
            address={{
              Id: 7,
              Name: 'Priya',
              Mobile: '9123456780',
              Email: 'p@x.in',
              Address: 'Lane 2',
              City: 'Pune',
              State: 'Maharashtra',
              zipcode: '411001',
              lat: 18.5,
              lon: 73.8,
              Country: 'India',
              location: '',
              regno: '',
            }}
          />
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
      address: {
        Id: 9,
        Name: 'Priya',
        Mobile: '9123456780',
        Email: 'p@x.in',
        Address: 'Lane 2',
        City: 'Pune',
        State: 'Maharashtra',
        zipcode: '411001',
        lat: 18.5,
        lon: 73.8,
        Country: 'India',
        location: '',
        regno: '',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('issue 32.2: city and state come from the pincode', () => {
    const bandra = {
      data: {
        Status: 'Success',
        Payload: {
          lat: 18.98,
          lon: 72.83,
          display_name: 'Bandra West, Mumbai, Maharashtra, India',
          city: 'Mumbai',
          state: 'Maharashtra',
          country: 'India',
        },
      },
    };
    const fillPerson = async () => {
      await userEvent.type(screen.getByLabelText('Name'), 'Aarav Sharma');
      await userEvent.type(screen.getByLabelText('Email'), 'aarav@example.in');
      await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
      await userEvent.type(screen.getByLabelText('Address'), '5 Carter Road');
    };

    it('city is read-only like state, and the form says where they come from', () => {
      setup();
      expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
      expect(screen.getByText('City and state come from the pincode.')).toBeInTheDocument();
    });

    it('a pincode submitted without leaving the field is looked up first; its city and state are sent', async () => {
      const get = jest.spyOn(api, 'get').mockResolvedValue(bandra);
      const post = jest
        .spyOn(api, 'post')
        .mockResolvedValue({ data: { Status: 'Success', Message: 'Address added successfully', Payload: { Id: 3 } } });
      setup();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '400050{Enter}');
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          '/AddBookingAddress',
          expect.objectContaining({ zipcode: '400050', city: 'Mumbai', state: 'Maharashtra' }),
        ),
      );
      expect(get).toHaveBeenCalledWith('/geo/pincode/400050');
    });

    it('editing: a new pincode replaces the old city and state before saving', async () => {
      jest.spyOn(api, 'get').mockResolvedValue(bandra);
      const post = jest.spyOn(api, 'post').mockResolvedValue({
        data: { Status: 'Success', Message: 'Address updated successfully', Payload: { Id: 7 } },
      });
      setup({
        address: {
          Id: 7,
          Name: 'Priya',
          Mobile: '9123456780',
          Email: 'p@x.in',
          Address: 'Lane 2',
          City: 'New Delhi',
          State: 'Delhi',
          zipcode: '110001',
          lat: 28.6,
          lon: 77.2,
          Country: 'India',
          location: '',
          regno: '',
        },
      });
      await userEvent.clear(screen.getByLabelText('Zipcode'));
      await userEvent.type(screen.getByLabelText('Zipcode'), '400050');
      await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          '/UpdateBookingAddress',
          expect.objectContaining({ id: 7, zipcode: '400050', city: 'Mumbai', state: 'Maharashtra' }),
        ),
      );
    });

    it("the API's pincode refusal shows on the pincode field and the form stays open", async () => {
      jest.spyOn(api, 'get').mockResolvedValue(bandra);
      const refusal = 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state';
      jest.spyOn(api, 'post').mockResolvedValue({ data: { Status: 'Failed', Message: refusal } });
      const { onClose } = setup();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '400050');
      await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(screen.getByLabelText('Zipcode')).toHaveAttribute('aria-invalid', 'true');
      expect(onClose).not.toHaveBeenCalled();
    });

    it('an address saved before the rule (state not its pincode’s): refused once, then the next submit takes the pincode’s state', async () => {
      jest.spyOn(api, 'get').mockResolvedValue(bandra);
      const refusal = 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state';
      const post = jest
        .spyOn(api, 'post')
        .mockResolvedValueOnce({ data: { Status: 'Failed', Message: refusal } })
        .mockResolvedValueOnce({
          data: { Status: 'Success', Message: 'Address updated successfully', Payload: { Id: 8 } },
        });
      setup({
        address: {
          Id: 8,
          Name: 'Priya',
          Mobile: '9123456780',
          Email: 'p@x.in',
          Address: 'Lane 2',
          City: 'New Delhi',
          State: 'Delhi',
          zipcode: '400050',
          lat: 28.6,
          lon: 77.2,
          Country: 'India',
          location: '',
          regno: '',
        },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
      await waitFor(() =>
        expect(post).toHaveBeenLastCalledWith(
          '/UpdateBookingAddress',
          expect.objectContaining({ id: 8, city: 'Mumbai', state: 'Maharashtra' }),
        ),
      );
    });

    it('an unknown pincode stops the submit with its message', async () => {
      jest.spyOn(api, 'get').mockRejectedValue(new Error('404'));
      const post = jest.spyOn(api, 'post');
      setup();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '999999');
      await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText('Pincode not found: enter a valid Indian pincode')).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
    });
  });
});
