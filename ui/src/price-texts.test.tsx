import { act, render, screen } from '@testing-library/react';
import { setLang } from '@utsav/shared/i18n';
import { PRICE_TEXTS, priceStatement, type PriceLang } from '@utsav/domain/price-statement';
import { usePriceTexts } from './price-texts';

const CASES = [
  { payablePaise: 7_965_000, gstPercent: 18, travelPaise: 45_000, pincode: '560001' },
  { payablePaise: 510_000, gstPercent: 0, travelPaise: null, pincode: null },
  { payablePaise: 100_000, gstPercent: 12.5, travelPaise: 1_066_680, pincode: '' },
];

function Statements() {
  const texts = usePriceTexts();
  return (
    <ul>
      {CASES.map((c, i) => {
        const s = priceStatement(c, texts);
        return <li key={i} data-testid="statement">{`${s.priceText}|${s.travelText ?? ''}`}</li>;
      })}
    </ul>
  );
}

afterEach(async () => {
  await act(() => setLang('en', { remember: false, notify: false }));
});

test.each<PriceLang>(['en', 'hi'])(
  'the ui catalogue states a price in the words of the domain (%s): pages and the server say the same',
  async (lang) => {
    await act(() => setLang(lang, { remember: false, notify: false }));
    render(<Statements />);
    const shown = (await screen.findAllByTestId('statement')).map((li) => li.textContent);
    expect(shown).toEqual(
      CASES.map((c) => {
        const s = priceStatement(c, PRICE_TEXTS[lang]);
        return `${s.priceText}|${s.travelText ?? ''}`;
      }),
    );
    expect(shown[0]).toMatch(lang === 'en' ? /incl\. 18 % GST/ : /18 % GST सहित/);
  },
);
