import { act, screen } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { renderAt } from '../test/render';
import { BookingTabs } from './booking-tabs';

// the vendor area's words come from its catalogue (namespace `vendor`), in English and in Hindi.
describe('vendor catalogue', () => {
  afterEach(async () => {
    await act(() => setLang('en', { remember: false, notify: false }));
  });

  it('shows the booking tabs in English', () => {
    renderAt(<BookingTabs />);
    expect(screen.getByRole('navigation', { name: 'Booking type' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Package Booking' })).toHaveAttribute('href', '/vendor/booking-package');
  });

  it('shows the booking tabs in Hindi', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['vendor']);
    });
    renderAt(<BookingTabs />);
    expect(await screen.findByRole('navigation', { name: 'बुकिंग का प्रकार' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पैकेज बुकिंग' })).toHaveAttribute('href', '/vendor/booking-package');
  });
});
