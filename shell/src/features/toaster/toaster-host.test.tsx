import { act, render, screen } from '@testing-library/react';
import { notify, TOAST_MS } from '@utsav/shared/toast';
import { ToasterHost } from './toaster-host';

describe('ToasterHost', () => {
  it('mounts nothing until the first toast, then shows it (700 ms, top centre) and later ones', async () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => notify.success('Added to cart'));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    act(() => notify.error('Date not available'));
    expect(await screen.findByText('Date not available')).toBeInTheDocument();
    expect(TOAST_MS).toBe(700);
  });
});
