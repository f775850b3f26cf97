import { render, screen } from '@testing-library/react';
import { getConfig, setConfig } from '@utsav/shared/runtime-config';
import { TestModeBanner } from './test-mode-banner';

const initial = getConfig().paymentsMode;
afterEach(() => setConfig({ paymentsMode: initial }));

describe('TestModeBanner', () => {
  it('says test mode when app-config says paymentsMode test', () => {
    setConfig({ paymentsMode: 'test' });
    render(<TestModeBanner />);
    // Inside a named landmark of its own (axe "region"), not loose text before the header.
    expect(screen.getByRole('complementary', { name: 'Test mode' })).toHaveTextContent(
      'Test mode: payments go through a test gateway and no money moves.',
    );
  });
  it('says nothing with live payments, or when app-config does not say', () => {
    setConfig({ paymentsMode: 'live' });
    const { container, rerender } = render(<TestModeBanner />);
    expect(container).toBeEmptyDOMElement();
    setConfig({ paymentsMode: undefined });
    rerender(<TestModeBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
