/**
 * /packages/all (product §2.1, §2.9): every package with image, name, total and what is in it; 'Book Now' opens the
 * modal. A search (`?q=`, docs/search.md "Packages") narrows the list as the services' search reads a query; a search
 * that found nothing says so, offers the nearest spelling and a way back to every package.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { EmptyState, Skeleton } from '@utsav/ui/page-state';
import { useAppT } from '../../i18n';
import { packageSearchQuery, usePackages } from '../../lib/packages-api';
import { PackageCard } from './components/package-card';
import { PackageSearchField, PackageSearchSummary } from './components/package-search';
import styles from './package-list-page.module.css';

/** Typing settles this long before the list is searched. */
export const SEARCH_DELAY_MS = 300;
/** The longest search kept in the address. */
const MAX_QUERY = 100;

export default function PackageListPage() {
  const { t } = useAppT();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const all = usePackages(q === '');
  const found = useQuery({ ...packageSearchQuery(q), enabled: q !== '', placeholderData: keepPreviousData });

  // The field shows what is typed at once; the address (and the list) follow once it settles.
  const [typed, setTyped] = useState(q);
  const [typedFor, setTypedFor] = useState(q);
  if (q !== typedFor) {
    setTypedFor(q);
    // Back/forward or a link changed the search: show it (what is being typed stays as typed, spaces included).
    if (typed.trim() !== q) setTyped(q);
  }
  const searchFor = (text: string) => {
    const next = new URLSearchParams(params);
    const value = text.trim().slice(0, MAX_QUERY);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const searchInstead = (text: string) => {
    setTyped(text);
    searchFor(text);
  };
  useEffect(() => {
    if (typed.trim().slice(0, MAX_QUERY) === q) return undefined;
    const timer = setTimeout(() => searchFor(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const list = q ? found : all;
  const packages = q ? found.data?.packages : all.data;
  const search = q ? (found.data?.search ?? null) : null;
  return (
    <section className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('list.eyebrow')}</p>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.sub}>{t('list.sub')}</p>
      </header>
      <PackageSearchField value={typed} onChange={setTyped} onSubmit={() => searchFor(typed)} />
      {list.isError ? (
        <EmptyState title={t('list.failed')}>
          <p className={styles.muted}>{errorMessage(list.error)}</p>
          <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : !packages ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : packages.length === 0 && q ? (
        <EmptyState title={t('list.noMatchFor', { q })}>
          {search?.didYouMean ? (
            <p data-testid="package-did-you-mean">
              {t('list.didYouMean')}
              <button type="button" className={styles.linkButton} onClick={() => searchInstead(search.didYouMean!)}>
                {search.didYouMean}
              </button>
              {t('list.didYouMeanEnd')}
            </p>
          ) : null}
          <p className={styles.muted}>
            {t('list.checkSpelling')}
            <button type="button" className={styles.linkButton} onClick={() => searchInstead('')}>
              {t('list.clearSearch')}
            </button>
          </p>
        </EmptyState>
      ) : packages.length === 0 ? (
        <EmptyState title={t('list.none')}>
          <p className={styles.muted}>{t('list.noneHint')}</p>
        </EmptyState>
      ) : (
        <>
          {q ? <PackageSearchSummary q={q} count={packages.length} search={search} /> : null}
          <ul className={styles.grid}>
            {packages.map((pkg, i) => (
              <li key={pkg.PackageID}>
                <PackageCard pkg={pkg} eager={i < 3} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
