/** This app's catalogue (docs/i18n.md): namespace `packages`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'packages';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-packages-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-packages-hi" */ './locales/hi.json'),
});

/** This app's translate function. */
export const useAppT = () => useT(NS);
