/** This app's catalogue (docs/i18n.md): namespace `admin`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'admin';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-admin-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-admin-hi" */ './locales/hi.json'),
});

/** This app's translate function. */
export const useAppT = () => useT(NS);
