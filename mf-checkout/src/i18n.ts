/** This app's catalogue (docs/i18n.md): namespace `checkout`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'checkout';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-checkout-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-checkout-hi" */ './locales/hi.json'),
});

/** This app's translate function. */
export const useAppT = () => useT(NS);
