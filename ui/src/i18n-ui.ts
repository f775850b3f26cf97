/**
 * The shared UI library's catalogues. `ui`: the texts of the components on every first screen (logo, stars,
 * loading, sign-in, not found), fetched with the page. `ui-more`: those of the components no first screen shows
 * (address form, calendars, one-time code, credit notes, reach, standalone frame), fetched when one of them renders,
 * so they cost the home page nothing (its JS budget).
 */
import { registerCatalogue, useT } from '@utsav/shared/i18n';

registerCatalogue('ui', {
  en: () => import(/* webpackChunkName: "locale-ui-en" */ './locales/ui/en.json'),
  hi: () => import(/* webpackChunkName: "locale-ui-hi" */ './locales/ui/hi.json'),
});
registerCatalogue('ui-more', {
  en: () => import(/* webpackChunkName: "locale-ui-more-en" */ './locales/ui-more/en.json'),
  hi: () => import(/* webpackChunkName: "locale-ui-more-hi" */ './locales/ui-more/hi.json'),
});

export const useUiT = (options?: { suspend?: boolean }) => useT('ui', options);
export const useUiMoreT = (options?: { suspend?: boolean }) => useT('ui-more', options);
