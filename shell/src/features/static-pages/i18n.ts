/**
 * The static pages' texts: namespace `shell-pages`, apart from the shell's own catalogue so that they are
 * fetched with these pages, not on every page's first load (the home page's JS budget).
 */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'shell-pages';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-shell-pages-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-shell-pages-hi" */ './locales/hi.json'),
});

/** The static pages' translate function. */
export const usePagesT = () => useT(NS);
