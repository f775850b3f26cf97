import type { SearchUnderstood } from '../../../api/products-api';
import styles from '../service-list.module.css';
import { useAppT } from '../../../i18n';

/**
 * What the search engine understood of the query (docs/search.md): the place it read, with a button that searches
 * the rest without it, and the spellings it corrected. Nothing when it understood the words as typed.
 */
export function SearchUnderstoodBar({
  search,
  onRemovePlace,
}: {
  search: SearchUnderstood | undefined;
  onRemovePlace: (text: string) => void;
}) {
  const { t } = useAppT();
  if (!search || (!search.place && search.corrected.length === 0)) return null;
  return (
    <div className={styles.understood} data-testid="search-understood">
      {search.place ? (
        <span className={styles.placeChip}>
          {search.placeDropped
            ? t('list.placeDropped', { place: search.place })
            : t('list.inPlace', { place: search.place })}
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t('list.removePlace', { place: search.place })}
            onClick={() => onRemovePlace(search.text)}
          >
            ×
          </button>
        </span>
      ) : null}
      {search.corrected.map((c) => (
        <span key={c.from} className={styles.corrected}>
          {t('list.correctedTo', { from: c.from, to: c.to })}
        </span>
      ))}
    </div>
  );
}
