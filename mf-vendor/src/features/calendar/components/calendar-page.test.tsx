import type { VendorCalendar, VendorCalendarDay, VendorCalendarServices } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { notify } from '@utsav/shared/toast';
import { addIsoDays, istToday, monthRange } from '@utsav/domain/vendor-calendar';
import CalendarPage from './calendar-page';
import { renderAt } from '../../../test/render';

afterEach(() => jest.restoreAllMocks());

const today = istToday();
const { from, to } = monthRange(today);
const last = to;
const booked = last; // the month's last date: never before today

const SERVICES: VendorCalendarServices['Services'] = [
  {
    Id: 4,
    Title: 'Marigold Mandap',
    Capacity: 1,
    Listed: true,
    Rules: { LeadDays: 2, WindowDays: 180, WorkingDays: 127 },
  },
  {
    Id: 5,
    Title: 'Haldi Setup',
    Capacity: 2,
    Listed: true,
    Rules: { LeadDays: 0, WindowDays: null, WorkingDays: 126 },
  },
];

/** The vendor's services for the picker (GET /vendor/calendar/services), read once by the page. */
const services = (): VendorCalendarServices => ({ Today: today, Services: SERVICES });

/** One service's month (GET /vendor/calendar): its days and the blocks, not the service list. */
function month(serviceId = 4): VendorCalendar {
  const days: VendorCalendarDay[] = [];
  for (let d = from; d <= to; d = addIsoDays(d, 1)) {
    const isBooked = d === booked;
    days.push({
      Date: d,
      Taken: isBooked ? 1 : 0,
      Capacity: 1,
      OwnCapacity: null,
      Blocked: false,
      Reason: d < today ? 'past' : isBooked ? 'booked_out' : '',
      Bookings: isBooked ? ['BK000123'] : [],
    });
  }
  return {
    Today: today,
    Service: SERVICES.find((s) => s.Id === serviceId) ?? null,
    ServiceId: serviceId,
    Days: days,
    Blocks: [{ Id: 9, ProductId: null, Title: '', From: booked, To: booked, Note: 'Family wedding', By: 'vendor' }],
  };
}

/** The API answering the calendar's two reads. */
const calendarApi = (data: VendorCalendar = month()) =>
  mockApi()
    .on('GET', '/api/vendor/calendar/services', { Status: 'Success', Message: '', Payload: services() })
    .on('GET', '/api/vendor/calendar', { Status: 'Success', Message: '', Payload: data });

test("the month shows each date's bookings, picking a booked date names the booking, and a block is sent for the range", async () => {
  const server = calendarApi().on('POST', '/api/vendor/calendar/blocks', {
    Status: 'Success',
    Message: 'Dates closed to new bookings. These bookings stand: BK000123',
    Payload: { Id: 10, StandingBookings: ['BK000123'] },
  });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<CalendarPage />);
  expect(await screen.findByTestId('calendar-service')).toBeInTheDocument();
  // The vendor's own calendar (owner 'vendor'), this month, the first service (no productId: the API's default).
  expect(server.calls('GET', '/api/vendor/calendar').map((c) => Object.fromEntries(c.query))).toEqual([{ from, to }]);
  // The service list is its own read, once; the month carries only the chosen service.
  expect(server.calls('GET', '/api/vendor/calendar/services')).toHaveLength(1);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Marigold Mandap', 'Haldi Setup']);
  expect(screen.getByText(/2 days' notice/)).toBeInTheDocument();
  expect(screen.getByText(/up to 180 days ahead/)).toBeInTheDocument();
  const blocks = screen.getAllByTestId('calendar-block');
  expect(within(blocks[0]!).getByText('Family wedding')).toBeInTheDocument();
  expect(within(blocks[0]!).getByText(/All services/)).toBeInTheDocument();

  const cell = document.querySelector(`button[data-date="${booked}"]`) as HTMLButtonElement;
  expect(cell.textContent).toContain('1/1');
  expect(cell.title).toMatch(/Booked out/);
  fireEvent.click(cell);
  expect(await screen.findByText(/Booked: BK000123/)).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('calendar-note'), { target: { value: 'Offline booking' } });
  fireEvent.click(screen.getByRole('radio', { name: 'All my services' }));
  fireEvent.click(screen.getByRole('button', { name: 'Block date' }));
  await waitFor(() =>
    expect(server.calls('POST', '/api/vendor/calendar/blocks')[0]?.body).toEqual({
      productId: 0,
      from: booked,
      to: booked,
      note: 'Offline booking',
    }),
  );
  expect(notify.success).toHaveBeenCalledWith('Dates closed to new bookings. These bookings stand: BK000123');
});

test('booking rules are checked by the shared schema before they are sent', async () => {
  const server = calendarApi().on('POST', '/api/vendor/calendar/rules', {
    Status: 'Success',
    Message: 'Booking rules saved',
    Payload: { Id: null, StandingBookings: [] },
  });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<CalendarPage />);
  const lead = await screen.findByLabelText(/Notice needed/);
  fireEvent.change(lead, { target: { value: '400' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  expect(await screen.findByText('Lead time must be a whole number of days from 0 to 365')).toBeInTheDocument();
  expect(server.calls('POST')).toHaveLength(0);
  fireEvent.change(lead, { target: { value: '5' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  await waitFor(() =>
    expect(server.calls('POST', '/api/vendor/calendar/rules')[0]?.body).toEqual({
      productId: 4,
      leadDays: '5',
      windowDays: '180',
      workingDays: 126,
    }),
  );
});

test("in Hindi: a date's reason, the working days and the rules line come from the catalogue ", async () => {
  await act(async () => {
    await setLang('hi', { remember: false, notify: false });
    await loadNamespaces(['vendor', 'ui', 'ui-more']);
  });
  try {
    calendarApi(month(5));
    renderAt(<CalendarPage />);
    expect(await screen.findByTestId('calendar-service')).toBeInTheDocument();
    // Haldi Setup works Monday to Saturday.
    expect(screen.getByText(/सोम, मंगल, बुध, गुरु, शुक्र, शनि/)).toBeInTheDocument();
    const cell = document.querySelector(`button[data-date="${booked}"]`) as HTMLButtonElement;
    expect(cell.title).toMatch(/पूरी बुक/);
    expect(cell.title).not.toMatch(/Booked out/);
    expect(screen.getByRole('checkbox', { name: 'रवि' })).toBeInTheDocument();
  } finally {
    await act(() => setLang('en', { remember: false, notify: false }));
  }
});

test("a date's own capacity: checked by the shared schema, set, or back to the service's own (the typed number stays)", async () => {
  const server = calendarApi()
    .on('POST', '/api/vendor/calendar/capacity', {
      Status: 'Success',
      Message: 'Capacity saved',
      Payload: { Id: null, StandingBookings: [] },
    })
    .failOnce('POST', '/api/vendor/calendar/capacity', 409, { Status: 'Failed', Message: 'Capacity refused' });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<CalendarPage />);
  await screen.findByTestId('calendar-service');
  fireEvent.click(document.querySelector(`button[data-date="${booked}"]`) as HTMLButtonElement);
  const capacity = await screen.findByLabelText('Bookings a day on this date');
  const set = screen.getByRole('button', { name: 'Set capacity' });
  expect(set).toBeDisabled();
  fireEvent.change(capacity, { target: { value: '101' } });
  fireEvent.click(set);
  expect(await screen.findByRole('alert')).toHaveTextContent('Capacity must be a whole number from 0 to 100');
  expect(capacity).not.toHaveFocus();
  expect(server.calls('POST')).toHaveLength(0);
  // The service's own: sent with no capacity, the typed number kept; the server's refusal is the panel's message.
  fireEvent.click(screen.getByRole('button', { name: "Use the service's own" }));
  expect(await screen.findByText('Capacity refused')).toBeInTheDocument();
  expect(screen.queryByText('Capacity must be a whole number from 0 to 100')).toBeNull();
  expect(capacity).toHaveValue(101);
  expect(server.calls('POST', '/api/vendor/calendar/capacity')[0]?.body).toEqual({
    productId: 4,
    from: booked,
    to: booked,
    capacity: '',
  });
  fireEvent.change(capacity, { target: { value: '3' } });
  fireEvent.click(set);
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Capacity saved'));
  expect(server.calls('POST', '/api/vendor/calendar/capacity')[1]?.body).toEqual({
    productId: 4,
    from: booked,
    to: booked,
    capacity: 3,
  });
});

test("booking rules for all services; the server's refusal shows in the form", async () => {
  const server = calendarApi().fail('POST', '/api/vendor/calendar/rules', 409, {
    Status: 'Failed',
    Message: 'Rules refused',
  });
  renderAt(<CalendarPage />);
  await screen.findByLabelText(/Notice needed/);
  fireEvent.click(screen.getByRole('checkbox', { name: /Apply to all/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  expect(await screen.findByText('Rules refused')).toBeInTheDocument();
  expect(server.calls('POST', '/api/vendor/calendar/rules')[0]?.body).toEqual({
    productId: 0,
    leadDays: '2',
    windowDays: '180',
    workingDays: 62,
  });
  for (const name of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) fireEvent.click(screen.getByRole('checkbox', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  expect(await screen.findByText('Choose at least one working day')).toBeInTheDocument();
  expect(screen.queryByText('Rules refused')).toBeNull();
  expect(server.calls('POST', '/api/vendor/calendar/rules')).toHaveLength(1);
});
