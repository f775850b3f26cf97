import { render, screen } from '@testing-library/react';
import { getConfig, setConfig } from '@utsav/shared/runtime-config';
import { TestModeBanner } from './test-mode-banner';

const initial = getConfig().paymentsMode;
afterEach(() => setConfig({ paymentsMode: initial }));

describe('TestModeBanner (issue 32.1)', () => {
  it('says test mode when app-config says paymentsMode test', () => {
    setConfig({ paymentsMode: 'test' });
    render(<TestModeBanner />);
    expect(screen.getByRole('note')).toHaveTextContent(
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
