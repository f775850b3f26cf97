import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { twoDigits } from '@utsav/shared/format';
import { NotFound } from '@utsav/shared/ui/not-found';
import { EmptyState } from '@utsav/shared/ui/page-state';
import { PageBanner } from '../../components/page-banner';
import { isListPath, useProducts } from '../products/api/products-api';
import { ProductCard, ProductCardPlaceholder } from '../products/components/product-card';
import { PriceRange } from './components/price-range';
import { RATING_OPTIONS, applyFilters, priceBounds, type PriceRange as Range } from './filters';
import styles from './service-list.module.css';

/** /services/{id}/{offer?}: product list with price, category, rating and title filters (SPEC §2.5). */
export default function ServiceListPage() {
  const { id = 'all', offer } = useParams();
  const isOffer = offer === 'offer';
  // Only 'all' or a category id with an optional '/offer' can exist; anything else is not asked for (issue #17 item 11).
  const wellFormed = isListPath(id, offer);
  const { data: products, isPending } = useProducts(id, isOffer, wellFormed);
  const { data: categories } = useCategories();
  const unknownCategory = wellFormed && id.toLowerCase() !== 'all' && categories !== undefined && !categories.some((c) => String(c.serviceid) === id);
  const bounds = priceBounds(isPending ? undefined : (products ?? []));
  // The chosen range belongs to one list: a new list (other category) starts again from its own bounds.
  const listKey = `${id}/${isOffer}/${bounds[0]}-${bounds[1]}`;
  const [chosen, setChosen] = useState<{ key: string; range: Range } | null>(null);
  const range = chosen && chosen.key === listKey ? chosen.range : bounds;
  const [minRating, setMinRating] = useState(0);
  const [search, setSearch] = useState('');

  const visible = useMemo(() => applyFilters(products ?? [], { range, minRating, search }), [products, range, minRating, search]);
  const isAll = id.toLowerCase() === 'all';
  const title = isAll ? 'Services' : (products?.[0]?.service_name ?? categories?.find((c) => String(c.serviceid) === id)?.servicename ?? 'Services');
  const suffix = isOffer ? '/offer' : '';
  const total = (categories ?? []).reduce((sum, c) => sum + (Number(c.totalservice) || 0), 0);

  if (!wellFormed || unknownCategory) return <NotFound />;

  return (
    <>
      <PageBanner title={title} crumbs={[{ label: 'Home', to: '/' }, { label: 'Our Services', to: '/services' }, { label: isOffer ? `${title} · Offers` : title }]} />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <section className={styles.box}>
            <h2 className={styles.boxTitle}>Search</h2>
            <input
              className={styles.search}
              type="search"
              placeholder="Search..."
              aria-label="Search services by title"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </section>
          <section className={styles.box}>
            <h2 className={styles.boxTitle}>Price</h2>
            <PriceRange bounds={bounds} value={range} onChange={(next) => setChosen({ key: listKey, range: next })} />
          </section>
          <section className={styles.box}>
            <h2 className={styles.boxTitle}>Categories</h2>
            <ul className={styles.categories}>
              <li>
                <Link to={`/services/all${suffix}`} className={isAll ? styles.active : undefined} aria-current={isAll ? 'page' : undefined}>
                  <span>All</span>
                  <span className={styles.count}>{twoDigits(total)}</span>
                </Link>
              </li>
              {(categories ?? []).map((c) => {
                const active = String(c.serviceid) === id;
                return (
                  <li key={c.serviceid}>
                    <Link to={`/services/${c.serviceid}${suffix}`} className={active ? styles.active : undefined} aria-current={active ? 'page' : undefined}>
                      <span>{c.servicename}</span>
                      <span className={styles.count}>{twoDigits(c.totalservice)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <section className={styles.box}>
            <h2 className={styles.boxTitle} id="rating-filter">Rating</h2>
            <div role="radiogroup" aria-labelledby="rating-filter" className={styles.ratings}>
              {RATING_OPTIONS.map((o) => (
                <label key={o.value} className={styles.rating}>
                  <input type="radio" name="rating" value={o.value} checked={minRating === o.value} onChange={() => setMinRating(o.value)} />
                  <span>{o.label}</span>
                </label>
              ))}
            </div>
          </section>
        </aside>
        <section className={styles.results} aria-label="Services">
          <p className={styles.summary} aria-live="polite">
            {isPending ? 'Loading services…' : `Showing ${visible.length} of ${products?.length ?? 0} services`}
          </p>
          {isPending ? (
            <div className={styles.grid}>
              {Array.from({ length: 6 }, (_, i) => <ProductCardPlaceholder key={i} />)}
            </div>
          ) : visible.length === 0 ? (
            <EmptyState title="No services match your filters">
              <p className={styles.muted}>Try a wider price range, another rating or a different search.</p>
            </EmptyState>
          ) : (
            <div className={styles.grid}>
              {visible.map((p, i) => <ProductCard key={p.id} product={p} eager={i < 3} />)}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
