import { useState } from 'react';
import type { Category as ServiceCategory } from '@utsav/domain/contract';
import { ProductCard, ProductCardPlaceholder } from '../../../components/product-card';
import { useTrending } from '../api/trending-api';
import styles from '../home.module.css';
import { useAppT } from '../../../i18n';

export const TRENDING_PLACEHOLDERS = 4;

/** Trending Services: tabs (All + one per category) reload the grid; 4 placeholders while loading; empty on failure. */
export function TrendingServices({ categories }: { categories: ServiceCategory[] }) {
  const { t } = useAppT();
  const [selected, setSelected] = useState('');
  const { data, isPending } = useTrending(selected);
  const tabs = [
    { id: '', name: t('home.all') },
    ...categories.map((c) => ({ id: String(c.serviceid), name: c.servicename })),
  ];
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('home.trendingTabs')}>
        {tabs.map((t) => (
          <button
            key={t.id || 'all'}
            type="button"
            role="tab"
            aria-selected={selected === t.id}
            className={`${styles.tab} ${selected === t.id ? styles.tabActive : ''}`}
            onClick={() => setSelected(t.id)}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div className={styles.grid} role="tabpanel" aria-busy={isPending} data-testid="trending-grid">
        {isPending
          ? Array.from({ length: TRENDING_PLACEHOLDERS }, (_, i) => <ProductCardPlaceholder key={i} />)
          : (data ?? []).slice(0, 8).map((p) => <ProductCard key={p.id} product={p} />)}
      </div>
      {!isPending && (data ?? []).length === 0 ? <p className={styles.muted}>{t('home.noneInCategory')}</p> : null}
    </>
  );
}
