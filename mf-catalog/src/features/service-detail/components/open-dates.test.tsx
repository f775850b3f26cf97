import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ServiceCalendar } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { addIsoDays, monthRange } from '@utsav/domain/vendor-calendar';
import { todayIso } from '@utsav/domain/schemas/fields';
import { OpenDates } from './open-dates';

type Day = ServiceCalendar['Days'][number];
type Closed = Record<string, [Day['Reason'], string]>;

/** A month of days: every date open except the ones named. */
function monthOf(from: string, to: string, closed: Closed) {
  const days: Day[] = [];
  for (let d = from; d <= to; d = addIsoDays(d, 1)) {
    const c = closed[d];
    days.push({ Date: d, Open: !c, Reason: c ? c[0] : '', Text: c ? c[1] : 'Available' });
  }
  return days;
}

function setup(closed: Closed) {
  const server = mockApi().on('GET', '/api/ServiceCalendar', (req) => ({
    Status: 'Success' as const,
    Message: '',
    Payload: {
      ProductId: 7,
      Today: todayIso(),
      Rules: { LeadDays: 0, WindowDays: null, WorkingDays: 127 },
      Days: monthOf(req.query.get('from')!, req.query.get('to')!, closed),
    },
  }));
  /** The months asked for, as their query strings. */
  const asked = () => server.calls('GET', '/api/ServiceCalendar').map((c) => Object.fromEntries(c.query));
  const onSelect = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OpenDates productId={7} selected="" onSelect={onSelect} />
    </QueryClientProvider>,
  );
  return { asked, onSelect };
}

// A date well inside next month, so "today" never makes it past.
const next = monthRange(addIsoDays(monthRange(todayIso()).to, 1));
const blocked = addIsoDays(next.from, 9);
const booked = addIsoDays(next.from, 10);
const open = addIsoDays(next.from, 11);
const dayButton = (iso: string) => document.querySelector(`button[data-date="${iso}"]`) as HTMLButtonElement;

it('disables closed dates with the reason, one call per month, cached when coming back', async () => {
  const { asked, onSelect } = setup({
    [blocked]: ['unavailable', 'The vendor is not available on this date'],
    [booked]: ['booked_out', 'Booked out on this date'],
  });
  await waitFor(() => expect(asked()).toHaveLength(1));
  expect(asked()[0]).toEqual({ productId: '7', ...monthRange(todayIso()) });
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  await waitFor(() => expect(dayButton(blocked).disabled).toBe(true));
  expect(asked().at(-1)).toEqual({ productId: '7', ...next });
  expect(dayButton(blocked).textContent).toMatch(/Vendor unavailable: The vendor is not available on this date/);
  expect(dayButton(booked).disabled).toBe(true);
  expect(dayButton(booked).title).toBe('Booked out: Booked out on this date');
  expect(dayButton(open).disabled).toBe(false);
  fireEvent.click(dayButton(open));
  expect(onSelect).toHaveBeenCalledWith(open);
  // Back and forth: both months are cached (a minute), no new request.
  fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(asked()).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Previous month' })).not.toBeDisabled();
});

it('cannot go back before this month', async () => {
  setup({});
  expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
});

it('is one tab stop; arrows move between open dates, over closed ones', async () => {
  setup({ [blocked]: ['unavailable', 'The vendor is not available on this date'] });
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  await waitFor(() => expect(dayButton(blocked).disabled).toBe(true));
  const stops = [...document.querySelectorAll('button[data-date]')].filter(
    (b) => (b as HTMLButtonElement).tabIndex === 0,
  );
  expect(stops.map((b) => b.getAttribute('data-date'))).toEqual([next.from]);
  const before = addIsoDays(blocked, -1);
  dayButton(before).focus();
  fireEvent.keyDown(dayButton(before), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(dayButton(addIsoDays(blocked, 1)));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(dayButton(addIsoDays(blocked, -6)));
});
