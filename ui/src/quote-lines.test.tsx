import { act, render, screen } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { formatRupees } from '@utsav/domain/format';
import { QuoteLines } from './quote-lines';

const quote = {
  QuoteId: 7,
  GstIncluded: false,
  Lines: [
    { Description: 'Veg thali, 300 plates', Quantity: 300, UnitAmt: 450, Amount: 135000 },
    { Description: 'Live counter', Quantity: 1, UnitAmt: 5000, Amount: 5000 },
  ],
};

describe('QuoteLines (docs/conversations.md)', () => {
  it('lists each quoted line as description, quantity × unit = amount', async () => {
    render(<QuoteLines quote={quote} />);
    const lines = await screen.findAllByTestId('quote-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(
      `Veg thali, 300 plates, 300 × ${formatRupees(450)} = ${formatRupees(135000)} (quoted)`,
    );
    expect(lines[1]).toHaveTextContent(`Live counter, 1 × ${formatRupees(5000)} = ${formatRupees(5000)} (quoted)`);
  });

  it('nothing for a booking not made from a quote', () => {
    const { container } = render(<QuoteLines quote={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('in Hindi, the same figures', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['ui-more']);
    });
    try {
      render(<QuoteLines quote={quote} />);
      const [first] = await screen.findAllByTestId('quote-line');
      expect(first).toHaveTextContent(`300 × ${formatRupees(450)} = ${formatRupees(135000)} (कोटेशन)`);
    } finally {
      await act(() => setLang('en', { remember: false, notify: false }));
    }
  });
});
