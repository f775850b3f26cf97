import { monthlySeries } from './monthly-series';

test("the chart's six months (3 back, this one, 2 ahead) take the API's per-month totals; other months are zero", () => {
  const now = new Date(2026, 10, 24); // 24 Nov 2026
  const points = monthlySeries(
    [
      { Month: '2026-08', Count: 2, Amount: 1000.5 },
      { Month: '2026-12', Count: 1, Amount: 50445 },
      { Month: '2027-05', Count: 9, Amount: 9 },
    ],
    now,
  );
  expect(points.map((p) => p.key)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
  expect(points.map((p) => [p.count, p.amount])).toEqual([
    [2, 1000.5],
    [0, 0],
    [0, 0],
    [0, 0],
    [1, 50445],
    [0, 0],
  ]);
  expect(points[0]!.label).toBe('Aug 26');
  // Hindi labels through Intl's hi-IN.
  expect(monthlySeries([], now, 3, 2, 'hi').map((p) => p.label)).toEqual([
    'अग॰ 26',
    'सित॰ 26',
    'अक्टू॰ 26',
    'नव॰ 26',
    'दिस॰ 26',
    'जन॰ 27',
  ]);
});
