import styles from './stars.module.css';

/** Five stars, filled up to the rounded-down rating (SPEC §9). */
export function Stars({ rating, label }: { rating: number | string | null | undefined; label?: string }) {
  const filled = Math.max(0, Math.min(5, Math.floor(Number(rating) || 0)));
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `${filled} out of 5 stars`} data-rating={filled}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= filled ? undefined : styles.empty} aria-hidden="true">★</span>
      ))}
    </span>
  );
}

/** Star rating input 1–5. */
export function StarPicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div className={styles.picker} role="radiogroup" aria-label="Rating">
      {[1, 2, 3, 4, 5].map((i) => (
        <button key={i} type="button" role="radio" aria-checked={i <= value} aria-label={`${i} star${i > 1 ? 's' : ''}`} onClick={() => onChange(i)}>★</button>
      ))}
    </div>
  );
}
