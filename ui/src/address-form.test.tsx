import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
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

/** GET /api/geo/pincode/{pin}'s reply for a place. */
const place = (p: { lat: number; lon: number; display_name: string; city: string; state: string }) => ({
  Status: 'Success' as const,
  Message: '',
  Payload: { ...p, country: 'India', boundingbox: [], name: p.city, pincode: '' },
});
const added = (Id: number) => ({
  Status: 'Success' as const,
  Message: 'Address added successfully',
  message: '',
  Payload: { Id },
});
const updated = (Id: number) => ({
  Status: 'Success' as const,
  Message: 'Address updated successfully',
  message: '',
  Payload: { Id },
});

describe('AddressForm', () => {
  it('fills city, state and country from a six-digit pincode on blur; state is read-only', async () => {
    const server = mockApi().on(
      'GET',
      '/api/geo/pincode/{pin}',
      place({
        lat: 19.07,
        lon: 72.87,
        display_name: 'Bandra, Mumbai, Maharashtra, India',
        city: 'Mumbai',
        state: 'Maharashtra',
      }),
    );
    setup();
    await userEvent.type(screen.getByLabelText('Zipcode'), '40a0050');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('400050');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Mumbai'));
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
    expect(server.calls('GET', '/api/geo/pincode/{pin}').map((r) => r.params.pin)).toEqual(['400050']);
  });

  it('does not look up fewer than six digits', async () => {
    const server = mockApi();
    setup();
    await userEvent.type(screen.getByLabelText('Zipcode'), '4000');
    await userEvent.tab();
    expect(server.calls()).toHaveLength(0);
  });

  it('shows the schema messages and sends nothing when fields are missing', async () => {
    const server = mockApi();
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });

  it('adds when there is no id, then closes and reports the new id', async () => {
    const server = mockApi()
      .on(
        'GET',
        '/api/geo/pincode/{pin}',
        place({
          lat: 12.97,
          lon: 77.59,
          display_name: 'Bengaluru, Karnataka, India',
          city: 'Bengaluru',
          state: 'Karnataka',
        }),
      )
      .on('POST', '/api/AddBookingAddress', added(42));
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
    expect(server.calls('POST', '/api/AddBookingAddress')[0]!.body).toEqual(
      expect.objectContaining({ name: 'Aarav Sharma', zipcode: '560001', lat: 12.97, regno: '123456' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('updates when editing an address with an id', async () => {
    const server = mockApi().on('POST', '/api/UpdateBookingAddress', updated(7));
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
      expect(server.calls('POST', '/api/UpdateBookingAddress')[0]?.body).toEqual(
        expect.objectContaining({ id: 7, name: 'Priya' }),
      ),
    );
  });

  it('works inside a page form (checkout): its submit never reaches the outer form', async () => {
    const server = mockApi().on('POST', '/api/UpdateBookingAddress', updated(7));
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
    await waitFor(() =>
      expect(server.calls('POST', '/api/UpdateBookingAddress')[0]?.body).toEqual(expect.objectContaining({ id: 7 })),
    );
    expect(outer).not.toHaveBeenCalled();
  });

  it('keeps the form open and warns with the server message on a non-success reply', async () => {
    mockApi().fail('POST', '/api/UpdateBookingAddress', 404, { Status: 'Failed', Message: 'Address not found' });
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

  describe('city and state come from the pincode', () => {
    const bandra = place({
      lat: 18.98,
      lon: 72.83,
      display_name: 'Bandra West, Mumbai, Maharashtra, India',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
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
      const server = mockApi()
        .on('GET', '/api/geo/pincode/{pin}', bandra)
        .on('POST', '/api/AddBookingAddress', added(3));
      setup();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '400050{Enter}');
      await waitFor(() =>
        expect(server.calls('POST', '/api/AddBookingAddress')[0]?.body).toEqual(
          expect.objectContaining({ zipcode: '400050', city: 'Mumbai', state: 'Maharashtra' }),
        ),
      );
      expect(server.calls('GET', '/api/geo/pincode/{pin}')[0]!.params.pin).toBe('400050');
    });

    it('editing: a new pincode replaces the old city and state before saving', async () => {
      const server = mockApi()
        .on('GET', '/api/geo/pincode/{pin}', bandra)
        .on('POST', '/api/UpdateBookingAddress', updated(7));
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
        expect(server.calls('POST', '/api/UpdateBookingAddress')[0]?.body).toEqual(
          expect.objectContaining({ id: 7, zipcode: '400050', city: 'Mumbai', state: 'Maharashtra' }),
        ),
      );
    });

    it("the API's pincode refusal shows on the pincode field and the form stays open", async () => {
      const refusal = 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state';
      mockApi()
        .on('GET', '/api/geo/pincode/{pin}', bandra)
        .fail('POST', '/api/AddBookingAddress', 400, { Status: 'Failed', Message: refusal });
      const { onClose } = setup();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '400050');
      await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(screen.getByLabelText('Zipcode')).toHaveAttribute('aria-invalid', 'true');
      expect(onClose).not.toHaveBeenCalled();
    });

    it('an address saved before the rule (state not its pincode’s): refused once, then the next submit takes the pincode’s state', async () => {
      const refusal = 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state';
      // The refusal answers the first submit only; the second gets the success.
      const server = mockApi()
        .on('GET', '/api/geo/pincode/{pin}', bandra)
        .on('POST', '/api/UpdateBookingAddress', updated(8))
        .failOnce('POST', '/api/UpdateBookingAddress', 400, { Status: 'Failed', Message: refusal });
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
      await waitFor(() => expect(server.calls('POST', '/api/UpdateBookingAddress')).toHaveLength(2));
      expect(server.calls('POST', '/api/UpdateBookingAddress')[1]!.body).toEqual(
        expect.objectContaining({ id: 8, city: 'Mumbai', state: 'Maharashtra' }),
      );
    });

    it('an unknown pincode says so once, never "City is required / State is required" (even after an empty submit)', async () => {
      const server = mockApi().fail('GET', '/api/geo/pincode/{pin}', 404, { Status: 'Failed', Message: 'Not found' });
      setup();
      await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(await screen.findByText('Zipcode is required')).toBeInTheDocument();
      expect(screen.queryByText('City is required')).toBeNull();
      expect(screen.queryByText('State is required')).toBeNull();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '999999');
      await userEvent.tab();
      expect(
        await screen.findByText("We don't know this pincode: check its six digits, or enter a nearby one"),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
      await waitFor(() => expect(server.calls('GET', '/api/geo/pincode/{pin}').length).toBeGreaterThanOrEqual(2));
      expect(
        screen.getAllByText("We don't know this pincode: check its six digits, or enter a nearby one"),
      ).toHaveLength(1);
      expect(screen.queryByText('City is required')).toBeNull();
      expect(screen.queryByText('State is required')).toBeNull();
      expect(server.calls('POST')).toHaveLength(0);
    });

    it('in Hindi the unknown pincode is said in Hindi', async () => {
      mockApi().fail('GET', '/api/geo/pincode/{pin}', 404, { Status: 'Failed', Message: 'Not found' });
      document.documentElement.lang = 'hi';
      try {
        setup();
        await userEvent.type(screen.getByLabelText('Zipcode'), '999999');
        await userEvent.tab();
        expect(await screen.findByText(/हम इस पिनकोड को नहीं जानते/)).toBeInTheDocument();
      } finally {
        document.documentElement.lang = 'en';
      }
    });

    it('an unknown pincode stops the submit with its message', async () => {
      const server = mockApi().fail('GET', '/api/geo/pincode/{pin}', 404, { Status: 'Failed', Message: 'Not found' });
      setup();
      await fillPerson();
      await userEvent.type(screen.getByLabelText('Zipcode'), '999999');
      await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
      expect(
        await screen.findByText("We don't know this pincode: check its six digits, or enter a nearby one"),
      ).toBeInTheDocument();
      expect(server.calls('POST')).toHaveLength(0);
    });
  });
});
