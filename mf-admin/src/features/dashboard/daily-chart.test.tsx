import { render, screen } from '@testing-library/react';
import { DailyChart } from './daily-chart';

test('30 days on the axis, a bar for each day with bookings, scaled to the highest', () => {
  const today = new Date('2026-11-24T12:00:00+05:30');
  const { container } = render(
    <DailyChart
      today={today}
      days={[
        { Date: '2026-11-24', Bookings: 2, Gmv: 1000 },
        { Date: '2026-11-10', Bookings: 1, Gmv: 250 },
      ]}
    />,
  );
  expect(container.querySelectorAll('[title]')).toHaveLength(30);
  const bars = screen.getAllByTestId('chart-bar');
  expect(bars.map((b) => b.style.height)).toEqual(['25%', '100%']);
  expect(screen.getByText('2026-10-26')).toBeInTheDocument();
  expect(screen.getByText('2026-11-24')).toBeInTheDocument();
});
