import styles from './show-more.module.css';

/** "Show more" under a paged list (issue 19): asks for the next page; says so when that fails. */
export function ShowMore({ what, shown, total, hasMore, loading, failed, onMore }: {
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
  if (!hasMore) return null;
  return (
    <div className={styles.row}>
      <button type="button" className={styles.more} disabled={loading} onClick={onMore}>
        {loading ? 'Loading more…' : `Show more ${what} (${total === undefined ? shown : `${shown} of ${total}`} shown)`}
      </button>
      {failed && !loading ? <p className={styles.error} role="alert">More {what} could not be loaded. Try again.</p> : null}
    </div>
  );
}
