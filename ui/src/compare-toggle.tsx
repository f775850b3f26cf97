/**
 * "Compare" on a service card, the service page and the shortlist (docs/shortlist.md "Compare"): a checkbox that
 * adds the service to the services to compare (@utsav/shared/compare-selection); with two or more chosen, a link
 * opens the compare page with them.
 */
import { Link } from 'react-router';
import { COMPARE_MIN } from '@utsav/domain/shortlist-rules';
import { toggleCompare, useCompareIds } from '@utsav/shared/compare-selection';
import { useUiT } from './i18n-ui';
import styles from './compare-toggle.module.css';

export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

export function CompareToggle({ productId, title }: { productId: number; title: string }) {
  const { t } = useUiT();
  const ids = useCompareIds();
  const on = ids.includes(productId);
  return (
    <span className={styles.row}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={on}
          onChange={() => toggleCompare(productId)}
          aria-label={t('compare.label', { title })}
        />
        <span aria-hidden="true">{t('compare.box')}</span>
      </label>
      {on && ids.length >= COMPARE_MIN ? (
        <Link className={styles.go} to={compareHref(ids)}>
          {t('compare.go', { count: ids.length })}
        </Link>
      ) : null}
    </span>
  );
}
