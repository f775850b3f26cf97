import { useId, useState } from 'react';
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
  // The tab pattern: each tab names the panel it controls and the panel is labelled by the selected tab.
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id || 'all'}`;
  const panelId = `${baseId}-panel`;
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
            id={tabId(t.id)}
            aria-selected={selected === t.id}
            aria-controls={panelId}
            className={`${styles.tab} ${selected === t.id ? styles.tabActive : ''}`}
            onClick={() => setSelected(t.id)}
          >
            {t.name}
          </button>
        ))}
      </div>
      <div
        className={styles.grid}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        aria-busy={isPending}
        data-testid="trending-grid"
      >
        {isPending
          ? Array.from({ length: TRENDING_PLACEHOLDERS }, (_, i) => <ProductCardPlaceholder key={i} />)
          : (data ?? []).slice(0, 8).map((p) => <ProductCard key={p.id} product={p} />)}
      </div>
      {!isPending && (data ?? []).length === 0 ? <p className={styles.muted}>{t('home.noneInCategory')}</p> : null}
    </>
  );
}
