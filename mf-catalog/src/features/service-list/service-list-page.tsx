import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { twoDigits } from '@utsav/domain/format';
import { NotFound } from '@utsav/ui/not-found';
import { EmptyState } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import { CategorySuggestions } from '../../components/category-suggestions';
import { PageBanner } from '../../components/page-banner';
import { isListPath, listBoundsQuery, productPagesQuery, type ListFilters } from '../../api/products-api';
import { usePincode } from '@utsav/shared/customer-place';
import { ProductCard, ProductCardPlaceholder } from '../../components/product-card';
import { PriceRange } from './components/price-range';
import { SearchUnderstoodBar } from './components/search-understood';
import {
  RATING_OPTIONS,
  filtersQuery,
  rangeFilters,
  rangeOf,
  readFilters,
  sliderBounds,
  type PriceRange as Range,
} from './filters';
import styles from './service-list.module.css';
import { useAppT } from '../../i18n';

/** Typing and dragging settle this long before the list is asked again. */
export const FILTER_DELAY_MS = 300;

/**
 * /services/{id}/{offer?}: product list with price, category, rating and title filters (product §2.5). The filters live
 * in the URL (`?q&min&max&rating`) and the API filters and pages the list: one page at a time, "Show more"
 * asks for the next.
 */
export default function ServiceListPage() {
  const { t, lang } = useAppT();
  const { id = 'all', offer } = useParams();
  const isOffer = offer === 'offer';
  // Only 'all' or a category id with an optional '/offer' can exist; anything else is not asked for.
  const wellFormed = isListPath(id, offer);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const pincode = usePincode();
  const { data: categories } = useCategories(lang);
  const bounds = useQuery({ ...listBoundsQuery(id, isOffer), enabled: wellFormed });
  const pages = useInfiniteQuery({
    ...productPagesQuery(id, isOffer, filters, pincode),
    enabled: wellFormed,
    placeholderData: keepPreviousData,
  });
  const unknownCategory =
    wellFormed &&
    id.toLowerCase() !== 'all' &&
    categories !== undefined &&
    !categories.some((c) => String(c.serviceid) === id);

  const setFilters = (next: Partial<ListFilters>) =>
    setParams(filtersQuery({ ...filters, ...next }), { replace: true, preventScrollReset: true });

  // The search box and the slider show what is typed or dragged at once; the URL (and the list) follow once it settles.
  const [search, setSearch] = useState(filters.q);
  const [searchFor, setSearchFor] = useState(filters.q);
  if (filters.q !== searchFor) {
    setSearchFor(filters.q);
    // Back/forward or a link changed the search: show it (what is being typed stays as typed, spaces included).
    if (search.trim() !== filters.q) setSearch(filters.q);
  }
  // The radio shows a choice at once (the URL update is a navigation, applied in a transition).
  const [rating, setRating] = useState({ shown: filters.rating, from: filters.rating });
  if (rating.from !== filters.rating) setRating({ shown: filters.rating, from: filters.rating });
  const chooseRating = (value: number) => {
    setRating({ shown: value, from: filters.rating });
    setFilters({ rating: value });
  };
  const ends = sliderBounds(bounds.data);
  const committedRange = rangeOf(filters, ends);
  const [dragged, setDragged] = useState<{ from: string; range: Range } | null>(null);
  const rangeKey = `${id}/${isOffer}/${ends.join('-')}/${committedRange.join('-')}`;
  const range = dragged && dragged.from === rangeKey ? dragged.range : committedRange;

  useEffect(() => {
    if (search.trim() === filters.q) return undefined;
    const t = setTimeout(() => setFilters({ q: search.trim().slice(0, 100) }), FILTER_DELAY_MS);
    return () => clearTimeout(t);
  });
  useEffect(() => {
    if (!dragged || dragged.from !== rangeKey) return undefined;
    const t = setTimeout(() => setFilters(rangeFilters(dragged.range, ends)), FILTER_DELAY_MS);
    return () => clearTimeout(t);
  });

  if (!wellFormed || unknownCategory) return <NotFound />;

  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const understood = pages.data?.pages[0]?.search;
  const searchInstead = (q: string) => {
    setSearch(q);
    setFilters({ q });
  };
  const matching = pages.data?.pages[0]?.total ?? rows.length;
  const isAll = id.toLowerCase() === 'all';
  const firstRow = rows[0] ?? bounds.data?.firstRow;
  const title = isAll
    ? t('list.services')
    : (categories?.find((c) => String(c.serviceid) === id)?.servicename ??
      firstRow?.service_name ??
      t('list.services'));
  const suffix = isOffer ? '/offer' : '';
  // A category link keeps the search and the rating; its prices start again from that list's own bounds.
  const keep = filtersQuery({ ...filters, min: null, max: null });
  const total = (categories ?? []).reduce((sum, c) => sum + (Number(c.totalservice) || 0), 0);
  const loading = pages.isPending || bounds.isPending;
  const busy = pages.isFetching && !pages.isFetchingNextPage;

  return (
    <>
      <PageBanner
        title={title}
        crumbs={[
          { label: t('common.home'), to: '/' },
          { label: t('common.ourServices'), to: '/services' },
          { label: isOffer ? t('list.offersOf', { title }) : title },
        ]}
      />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('list.filters')}>
          <section className={styles.box}>
            <h2 className={styles.boxTitle}>{t('list.search')}</h2>
            <input
              className={styles.search}
              type="search"
              placeholder={t('list.searchPlaceholder')}
              aria-label={t('list.searchLabel')}
              maxLength={100}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </section>
          <section className={styles.box}>
            <h2 className={styles.boxTitle}>{t('list.price')}</h2>
            <PriceRange bounds={ends} value={range} onChange={(next) => setDragged({ from: rangeKey, range: next })} />
          </section>
          <section className={styles.box}>
            <h2 className={styles.boxTitle}>{t('list.categories')}</h2>
            <ul className={styles.categories}>
              <li>
                <Link
                  to={`/services/all${suffix}${keep}`}
                  className={isAll ? styles.active : undefined}
                  aria-current={isAll ? 'page' : undefined}
                >
                  <span>{t('home.all')}</span>
                  <span className={styles.count}>{twoDigits(total)}</span>
                </Link>
              </li>
              {(categories ?? []).map((c) => {
                const active = String(c.serviceid) === id;
                return (
                  <li key={c.serviceid}>
                    <Link
                      to={`/services/${c.serviceid}${suffix}${keep}`}
                      className={active ? styles.active : undefined}
                      aria-current={active ? 'page' : undefined}
                    >
                      <span>{c.servicename}</span>
                      <span className={styles.count}>{twoDigits(c.totalservice)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <section className={styles.box}>
            <h2 className={styles.boxTitle} id="rating-filter">
              {t('list.rating')}
            </h2>
            <div role="radiogroup" aria-labelledby="rating-filter" className={styles.ratings}>
              {RATING_OPTIONS.map((o) => (
                <label key={o.value} className={styles.rating}>
                  <input
                    type="radio"
                    name="rating"
                    value={o.value}
                    checked={rating.shown === o.value}
                    onChange={() => chooseRating(o.value)}
                  />
                  <span>{t(o.label, { count: o.value })}</span>
                </label>
              ))}
            </div>
          </section>
          {pincode ? (
            // Local first (docs/payments.md): with a place, the list can keep only the vendors who come there.
            <section className={styles.box}>
              <label className={styles.rating}>
                <input
                  type="checkbox"
                  checked={filters.serves}
                  onChange={(e) => setFilters({ serves: e.target.checked })}
                  data-testid="serves-filter"
                />
                <span>{t('list.servesMyArea', { pincode })}</span>
              </label>
            </section>
          ) : null}
        </aside>
        <section
          className={styles.results}
          aria-label={t('list.services')}
          aria-busy={loading || busy}
          data-testid="service-results"
          data-shown-for={loading || pages.isPlaceholderData ? 'pending' : filtersQuery(filters)}
        >
          <p className={styles.summary} aria-live="polite">
            {loading ? t('list.loading') : t('list.showing', { count: bounds.data?.total ?? matching, matching })}
          </p>
          <SearchUnderstoodBar search={understood} onRemovePlace={searchInstead} />
          {loading ? (
            <div className={styles.grid}>
              {Array.from({ length: 6 }, (_, i) => (
                <ProductCardPlaceholder key={i} />
              ))}
            </div>
          ) : pages.isError && rows.length === 0 ? (
            <EmptyState title={t('list.loadFailed')}>
              <p className={styles.muted}>{t('common.checkConnection')}</p>
              <button type="button" className={styles.retry} onClick={() => void pages.refetch()}>
                {t('common.tryAgain')}
              </button>
            </EmptyState>
          ) : rows.length === 0 ? (
            // a search that found nothing says so, in the searched words, and offers the categories.
            <EmptyState title={filters.q ? t('list.noMatchFor', { q: filters.q }) : t('list.noMatch')}>
              {understood?.didYouMean ? (
                <p data-testid="did-you-mean">
                  {t('list.didYouMean')}
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => searchInstead(understood.didYouMean!)}
                  >
                    {understood.didYouMean}
                  </button>
                  {t('list.didYouMeanEnd')}
                </p>
              ) : null}
              <p className={styles.muted}>
                {filters.q ? t('list.checkSpelling') : t('list.widen')}
                {filters.q ? (
                  <>
                    {t('list.or')}
                    <Link to={`/services/${id}${suffix}${filtersQuery({ ...filters, q: '' })}`}>
                      {t('list.clearSearch')}
                    </Link>
                    {t('list.stop')}
                  </>
                ) : (
                  t('list.stop')
                )}
              </p>
              <CategorySuggestions />
            </EmptyState>
          ) : (
            <>
              <div className={styles.grid}>
                {rows.map((p, i) => (
                  <ProductCard key={p.id} product={p} eager={i < 3} />
                ))}
              </div>
              <ShowMore
                what={t('list.servicesNoun')}
                shown={rows.length}
                total={matching}
                hasMore={pages.hasNextPage}
                loading={pages.isFetchingNextPage}
                failed={pages.isFetchNextPageError}
                onMore={() => void pages.fetchNextPage()}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
