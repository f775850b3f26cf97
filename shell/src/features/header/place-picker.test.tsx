import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCustomerPlace } from '@utsav/shared/customer-place';
import { sessionStore } from '@utsav/shared/session';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { PlacePicker } from './place-picker';

const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const customerToken = `${enc({ alg: 'HS256' })}.${enc({ UserType: 'customer', name: 'Aarav', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const pincodeReply = (pincode: string, city: string) => ({
  Status: 'Success' as const,
  Message: '',
  Payload: {
    lat: 12.97,
    lon: 77.59,
    name: 'GPO',
    display_name: `GPO, ${city}, Karnataka, India`,
    boundingbox: [],
    city,
    state: 'Karnataka',
    country: 'India',
    pincode,
  },
});

afterEach(() => {
  act(() => {
    setCustomerPlace(null);
    sessionStore.getState().logout();
  });
});

test('asks a pincode once, keeps it in the cookie and shows it: "Delivering to 560001 · Bengaluru"', async () => {
  mockApi().on('GET', '/api/geo/pincode/{pin}', pincodeReply('560001', 'Bengaluru'));
  render(<PlacePicker />);
  expect(screen.getByTestId('place-button')).toHaveTextContent('Set your pincode');
  await userEvent.click(screen.getByTestId('place-button'));
  const input = await screen.findByLabelText("Your event's pincode");
  await userEvent.type(input, '5600');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/6 digits/);
  await userEvent.type(input, '01');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByTestId('place-button')).toHaveTextContent('Delivering toPIN 560001 · Bengaluru'),
  );
  expect(document.cookie).toMatch(/utsav_place=560001~Bengaluru/);
});

test('an unknown pincode is refused with a clear message', async () => {
  mockApi().fail('GET', '/api/geo/pincode/{pin}', 404, { Status: 'Fail', Message: 'Pincode not found' });
  render(<PlacePicker />);
  await userEvent.click(screen.getByTestId('place-button'));
  await userEvent.type(await screen.findByLabelText("Your event's pincode"), '999999');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Pincode not found: enter a valid Indian pincode');
});

test('"use my location": the coordinates go to the API, which answers the nearest pincode', async () => {
  const api = mockApi().on('POST', '/api/geo/locate', pincodeReply('560002', 'Bengaluru'));
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) =>
        ok({ coords: { latitude: 12.96, longitude: 77.58 } }),
    },
  });
  render(<PlacePicker />);
  await userEvent.click(screen.getByTestId('place-button'));
  await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
  await waitFor(() => expect(screen.getByTestId('place-button')).toHaveTextContent('560002 · Bengaluru'));
  expect(api.calls('POST', '/api/geo/locate')[0]?.body).toEqual({ lat: 12.96, lon: 77.58 });
});

test('signed in with no place: the first saved address gives it', async () => {
  mockApi().on('GET', '/api/GetBookingAddressList', {
    Status: 'Success',
    Message: '',
    Payload: [
      {
        Id: 1,
        Name: 'A',
        Mobile: '9876543210',
        Email: 'a@b.in',
        Address: 'Carter Road',
        City: 'Mumbai',
        State: 'Maharashtra',
        zipcode: '400050',
        Country: 'India',
        location: '',
        lat: null,
        lon: null,
        regno: '',
      },
    ],
  });
  act(() => sessionStore.getState().signIn(customerToken));
  render(<PlacePicker />);
  await waitFor(() => expect(screen.getByTestId('place-button')).toHaveTextContent('400050 · Mumbai'));
});
