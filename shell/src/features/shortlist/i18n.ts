/**
 * The shortlist and compare pages' texts (docs/shortlist.md): namespace `shell-shortlist`, fetched with these pages
 * only (not on every page's first load).
 */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'shell-shortlist';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-shell-shortlist-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-shell-shortlist-hi" */ './locales/hi.json'),
});

export const useShortlistT = () => useT(NS);
