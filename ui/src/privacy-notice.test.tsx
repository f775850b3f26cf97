import { act, render, screen, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { PrivacyNotice } from './privacy-notice';

describe('PrivacyNotice (docs/privacy.md#notice)', () => {
  it('names what the sign-up collects and why, the rights, and the version the form sends', async () => {
    render(<PrivacyNotice context="signup" />);
    const notice = await screen.findByTestId('privacy-notice');
    expect(notice).toHaveAttribute('data-notice-version', PRIVACY_NOTICE_VERSION);
    expect(within(notice).getByRole('heading', { name: 'Your personal data' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Name, mobile number, email and password:');
    expect(notice).toHaveTextContent('to sign you in and tell you about your bookings');
    expect(notice).toHaveTextContent('Event address, date, contact on the day');
    expect(notice).toHaveTextContent('72 months');
    expect(notice).toHaveTextContent('by WhatsApp only if you switch it on');
    expect(notice).toHaveTextContent('withdraw a consent, at any time from My data');
    expect(notice).toHaveTextContent(`Privacy notice version ${PRIVACY_NOTICE_VERSION}`);
  });

  it("a vendor's notice names the business data and payouts, not a customer's event", async () => {
    render(<PrivacyNotice context="vendor" />);
    const notice = await screen.findByTestId('privacy-notice');
    expect(notice).toHaveTextContent('Your services, their address and contact, and your GSTIN:');
    expect(notice).toHaveTextContent('What your customers paid, our commission and your payouts:');
    expect(notice).not.toHaveTextContent('Event address');
  });

  it('in Hindi', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['ui-more']);
    });
    try {
      render(<PrivacyNotice context="checkout" />);
      const notice = await screen.findByTestId('privacy-notice');
      expect(within(notice).getByRole('heading', { name: 'आपका निजी डेटा' })).toBeInTheDocument();
      expect(notice).toHaveTextContent('यह ऑर्डर देकर आप सहमति देते हैं');
      expect(notice).toHaveTextContent(`निजता सूचना संस्करण ${PRIVACY_NOTICE_VERSION}`);
    } finally {
      await act(() => setLang('en', { remember: false, notify: false }));
    }
  });
});
