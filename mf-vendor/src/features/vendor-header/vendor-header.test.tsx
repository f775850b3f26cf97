import { act, fireEvent, screen } from '@testing-library/react';
import { setLang } from '@utsav/shared/i18n';
import { renderAt } from '../../test/render';
import VendorHeader from './vendor-header';

afterEach(async () => {
  await act(() => setLang('en', { remember: false, notify: false }));
}, 30_000);

test('the vendor header switches the vendor area to Hindi and back', async () => {
  renderAt(<VendorHeader />);
  const hindi = screen.getByRole('button', { name: 'हिन्दी' });
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/vendor/dashboard');
  await act(async () => fireEvent.click(hindi));
  expect(await screen.findByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute('href', '/vendor/dashboard');
  expect(screen.getByRole('navigation', { name: 'वेंडर मेन्यू' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  expect(document.cookie).toContain('utsav_lang=hi');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
  expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
}, 30_000);
