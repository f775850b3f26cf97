import styles from './stars.module.css';
import { useUiT } from './i18n-ui';

/** Five stars, filled up to the rounded-down rating (product §9). */
export function Stars({ rating, label }: { rating: number | string | null | undefined; label?: string }) {
  const { t } = useUiT();
  const filled = Math.max(0, Math.min(5, Math.floor(Number(rating) || 0)));
  return (
    <span className={styles.stars} role="img" aria-label={label ?? t('stars', { count: filled })} data-rating={filled}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= filled ? undefined : styles.empty} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** Star rating input 1–5. */
export function StarPicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useUiT();
  return (
    <div className={styles.picker} role="radiogroup" aria-label={t('rating')}>
      {[1, 2, 3, 4, 5].map((i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={i <= value}
          aria-label={t('star', { count: i })}
          onClick={() => onChange(i)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
