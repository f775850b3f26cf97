/**
 * The packages list's search (docs/search.md "Packages"): the field, and what the search understood — the place it
 * read (or that nothing of it is there) and the spellings it corrected. The field shows what is typed at once; the
 * page searches once typing settles (`SEARCH_DELAY_MS`) or on Enter.
 */
import type { PackageSearchAnswer } from '../../../lib/packages-api';
import { useAppT } from '../../../i18n';
import styles from '../package-list-page.module.css';

export function PackageSearchField({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useAppT();
  return (
    <form
      role="search"
      aria-label={t('list.searchLabel')}
      className={styles.searchForm}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input
        className={styles.search}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        autoComplete="off"
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </form>
  );
}

/** "3 packages for “shaadi”", with the place read and the spellings corrected. */
export function PackageSearchSummary({
  q,
  count,
  search,
}: {
  q: string;
  count: number;
  search: PackageSearchAnswer | null;
}) {
  const { t } = useAppT();
  return (
    <div className={styles.understood} role="status" data-testid="package-search-summary">
      <p className={styles.found}>{t('list.found', { count, q })}</p>
      {search?.place ? (
        <p className={styles.note}>
          {search.placeDropped
            ? t('list.placeDropped', { place: search.place })
            : t('list.inPlace', { place: search.place })}
        </p>
      ) : null}
      {search?.corrected.map((c) => (
        <p key={c.from} className={styles.note}>
          {t('list.correctedTo', { from: c.from, to: c.to })}
        </p>
      ))}
    </div>
  );
}
