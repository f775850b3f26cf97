import styles from './show-more.module.css';
import { useUiT } from './i18n-ui';

/** "Show more" under a paged list: asks for the next page; says so when that fails. */
export function ShowMore({
  what,
  shown,
  total,
  hasMore,
  loading,
  failed,
  onMore,
}: {
  /** Plural noun of the rows, e.g. 'bookings'. */
  what: string;
  shown: number;
  /** How many there are in all, when the API says. */
  total?: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { t } = useUiT();
  if (!hasMore) return null;
  return (
    <div className={styles.row}>
      <button type="button" className={styles.more} disabled={loading} onClick={onMore}>
        {loading
          ? t('showMore.loading')
          : total === undefined
            ? t('showMore.more', { what, shown })
            : t('showMore.moreOf', { what, shown, total })}
      </button>
      {failed && !loading ? (
        <p className={styles.error} role="alert">
          {t('showMore.failed', { what })}
        </p>
      ) : null}
    </div>
  );
}
