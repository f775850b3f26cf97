/** The shell's catalogue (docs/i18n.md): namespace `shell`, one file per language, fetched on first use. */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

export const NS = 'shell';
registerCatalogue(NS, {
  en: () => import(/* webpackChunkName: "locale-shell-en" */ './locales/en.json'),
  hi: () => import(/* webpackChunkName: "locale-shell-hi" */ './locales/hi.json'),
});

/** The shell's translate function. */
export const useShellT = () => useT(NS);
