/** This app's catalogue (docs/i18n.md): namespace `account`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'account';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-account-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-account-hi" */ './locales/hi.json'),
});

/** This app's translate function. */
export const useAppT = () => useT(NS);
