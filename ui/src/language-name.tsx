import { LANG_NAMES, type Lang } from '@utsav/shared/i18n';
import styles from './language-name.module.css';

/**
 * A language's own name, as the language switches show it (English / हिन्दी). On a page not in Hindi the
 * Devanagari font is not loaded (docs/i18n.md), and a system without one (Debian's Chromium, many Linux desktops)
 * would draw हिन्दी as boxes: there the word is its outline in the site's font (hindi-name.svg, written by
 * tools/fonts/hindi-name-svg.mjs), in the text's colour, and the text stays for screen readers and the button's name.
 */
export function LanguageName({ lang, pageLang }: { lang: Lang; pageLang: Lang }) {
  if (lang !== 'hi' || pageLang === 'hi') return <>{LANG_NAMES[lang]}</>;
  return (
    <>
      <span className="visually-hidden">{LANG_NAMES[lang]}</span>
      <span className={styles.hindiName} aria-hidden="true" />
    </>
  );
}
