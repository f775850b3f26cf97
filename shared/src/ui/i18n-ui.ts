/** The shared UI library's catalogue (issue 37): namespace `ui`, fetched with the first component that needs it. */
import { registerCatalogue, useT } from '../i18n';

registerCatalogue('ui', {
  en: () => import(/* webpackChunkName: "locale-ui-en" */ '../locales/ui/en.json'),
  hi: () => import(/* webpackChunkName: "locale-ui-hi" */ '../locales/ui/hi.json'),
});

export const useUiT = (options?: { suspend?: boolean }) => useT('ui', options);
