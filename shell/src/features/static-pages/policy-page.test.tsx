import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import uiEn from '@utsav/ui/locales/ui/en.json';
import PolicyPage from './policy-page';

test('the refund policy puts each rule under its own heading: the tiers and moved bookings, the decline, the balance, the method', async () => {
  render(
    <MemoryRouter>
      <PolicyPage kind="refund" />
    </MemoryRouter>,
  );
  const sectionOf = async (heading: string) =>
    (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')?.textContent ?? '';
  expect(await sectionOf('Cancellations')).toContain(uiEn.policy.moved);
  expect(await sectionOf('Vendor cancellations')).toContain('If the vendor declines');
  expect(await sectionOf('Advance and balance')).toMatch(/balance/i);
  expect(await sectionOf('How refunds are made')).toBe(`How refunds are made${uiEn.policy.method}`);
});
