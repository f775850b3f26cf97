/** This app's catalogue (docs/i18n.md): namespace `catalog`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'catalog';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-catalog-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-catalog-hi" */ './locales/hi.json'),
});

/** This app's translate function. */
export const useAppT = () => useT(NS);
