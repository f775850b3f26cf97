import { LANGS, setLang } from '@utsav/shared/i18n';
import { LanguageName } from '@utsav/ui/language-name';
import { useShellT } from '../../i18n';
import styles from './header.module.css';

/**
 * English / हिन्दी: each language named in itself, the shown one pressed. On a page not in Hindi, हिन्दी is its
 * outline in the site's font (LanguageName). The choice is kept in a cookie
 * (the server renderer reads it) and, for a signed-in customer, in the profile (saved by the shell, layout.tsx).
 */
export function LanguageSwitch() {
  const { t, lang } = useShellT();
  return (
    <div className={styles.languages} role="group" aria-label={t('header.language')} data-testid="language-switch">
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === lang}
          className={styles.languageButton}
          onClick={() => void setLang(l)}
        >
          <LanguageName lang={l} pageLang={lang} />
        </button>
      ))}
    </div>
  );
}
