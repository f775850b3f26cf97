import { render, screen } from '@testing-library/react';
import { MonthlyChart } from './monthly-chart';
import { wholeAxisMax } from './monthly-series';

test('axis maxima have four whole steps, at least 0–4', () => {
  expect([0, 0.3, 1, 3, 4, 5, 10, 17, 250, 48_333.5].map(wholeAxisMax)).toEqual([
    4, 4, 4, 8, 8, 8, 12, 20, 252, 50_000,
  ]);
});

test('the axes read whole bookings and round rupees, even for a quiet vendor', () => {
  render(
    <MonthlyChart
      points={[
        { key: '2026-10', label: 'Oct', count: 1, amount: 0.5 },
        { key: '2026-11', label: 'Nov', count: 0, amount: 0 },
      ]}
    />,
  );
  const labels = [...screen.getByTestId('monthly-chart').querySelectorAll('text')].map((t) => t.textContent ?? '');
  expect(labels).toEqual(expect.arrayContaining(['0', '1', '2', '3', '4', '₹0', '₹1', '₹2', '₹3', '₹4']));
  expect(labels.some((l) => /\d\.\d/.test(l))).toBe(false);
});

test('with no booking in any month the axes carry no invented scale (no ₹1…₹4), and the chart says so', () => {
  render(
    <MonthlyChart
      points={[
        { key: '2026-10', label: 'Oct', count: 0, amount: 0 },
        { key: '2026-11', label: 'Nov', count: 0, amount: 0 },
      ]}
    />,
  );
  const labels = [...screen.getByTestId('monthly-chart').querySelectorAll('text')].map((t) => t.textContent ?? '');
  expect(labels).toEqual(expect.arrayContaining(['0', '₹0', 'Oct', 'Nov']));
  expect(labels.filter((l) => /^₹?[1-9]/.test(l))).toEqual([]);
  expect(screen.getByTestId('chart-empty')).toHaveTextContent('No bookings in these months yet');
});
