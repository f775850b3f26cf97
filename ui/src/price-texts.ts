/**
 * The words of a price statement from the ui catalogue (`priceTag.*`), for @utsav/domain/price-statement: pages
 * state prices with their catalogue's words (translators and the pseudo-locale see them), the server with the
 * domain's own (PRICE_TEXTS); price-texts.test.ts keeps the two the same in every language.
 */
import { useMemo } from 'react';
import type { PriceTexts } from '@utsav/domain/price-statement';
import type { TFunction } from '@utsav/shared/i18n';
import { useUiT } from './i18n-ui';

export function priceTextsOf(t: TFunction): PriceTexts {
  return {
    withGst: (amount, rate) => t('priceTag.withGst', { amount, rate }),
    noGst: (amount) => t('priceTag.noGst', { amount }),
    travel: (fare, pin) => (pin ? t('priceTag.travel', { fare, pin }) : t('priceTag.travelAnywhere', { fare })),
  };
}

/** The price words of the page's language, from the ui catalogue. */
export function usePriceTexts(): PriceTexts {
  const { t } = useUiT();
  return useMemo(() => priceTextsOf(t), [t]);
}
