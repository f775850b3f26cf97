import { formatRupees } from '@utsav/domain/format';
import type { PriceRange as Range } from '../filters';
import styles from '../service-list.module.css';
import { useAppT } from '../../../i18n';

/** Two-thumb price slider over [bounds]; the thumbs cannot cross. */
export function PriceRange({
  bounds,
  value,
  onChange,
}: {
  bounds: Range;
  value: Range;
  onChange: (next: Range) => void;
}) {
  const { t } = useAppT();
  const [min, max] = bounds;
  const span = Math.max(1, max - min);
  const step = span > 20000 ? 500 : span > 2000 ? 100 : 10;
  const left = ((value[0] - min) / span) * 100;
  const right = ((value[1] - min) / span) * 100;
  // A thumb dragged to the end lands on the last step, which can fall short of an unaligned bound: snap it.
  const snap = (n: number) => (n + step > max ? max : n - step < min ? min : n);
  return (
    <div className={styles.range}>
      <div className={styles.rangeTrack}>
        <span className={styles.rangeFill} style={{ left: `${left}%`, width: `${Math.max(0, right - left)}%` }} />
        <input
          type="range"
          aria-label={t('list.minPrice')}
          min={min}
          max={max}
          step={step}
          value={value[0]}
          onChange={(e) => onChange([Math.min(snap(Number(e.target.value)), value[1]), value[1]])}
        />
        <input
          type="range"
          aria-label={t('list.maxPrice')}
          min={min}
          max={max}
          step={step}
          value={value[1]}
          onChange={(e) => onChange([value[0], Math.max(snap(Number(e.target.value)), value[0])])}
        />
      </div>
      <p className={styles.rangeValues} data-testid="price-values">
        {formatRupees(value[0])} — {formatRupees(value[1])}
      </p>
    </div>
  );
}
