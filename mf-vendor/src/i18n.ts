/** This app's catalogue (docs/i18n.md): namespace `vendor`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'vendor';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-vendor-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-vendor-hi" */ './locales/hi.json'),
});

/** This app's translate function. */
export const useAppT = () => useT(NS);
