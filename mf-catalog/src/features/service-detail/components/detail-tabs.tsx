import { useState } from 'react';
import { formatDate } from '@utsav/shared/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { ShowMore } from '@utsav/shared/ui/show-more';
import { Stars } from '@utsav/shared/ui/stars';
import { useReviews, type ServiceDetail } from '../api/detail-api';
import styles from '../service-detail.module.css';

const TABS = ['Description', 'Vendor', 'Reviews'] as const;
type Tab = (typeof TABS)[number];

/** Tabs Description, Vendor (operator, address, city, state, pin) and Reviews (name, stars, date, text). */
export function DetailTabs({ service }: { service: ServiceDetail }) {
  const [tab, setTab] = useState<Tab>('Description');
  const pages = useReviews(String(service.id));
  const reviews = rowsOf(pages.data);
  return (
    <section className={styles.tabsBox}>
      <div role="tablist" aria-label="Service information" className={styles.tabList}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            className={`${styles.tabButton} ${tab === t ? styles.tabActive : ''}`}
            onClick={() => setTab(t)}
          >
            {t === 'Reviews' ? `Reviews (${reviews.length}${pages.hasNextPage ? '+' : ''})` : t}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.tabPanel}>
        {tab === 'Description' ? <p className={styles.longText}>{service.longdes || service.shortdes}</p> : null}
        {tab === 'Vendor' ? (
          <dl className={styles.vendor}>
            <dt>Operator</dt><dd>{service.operator_name}</dd>
            <dt>Address</dt><dd>{service.address}</dd>
            <dt>City</dt><dd>{service.city}</dd>
            <dt>State</dt><dd>{service.state}</dd>
            <dt>Pin</dt><dd>{service.pin}</dd>
          </dl>
        ) : null}
        {tab === 'Reviews' ? (
          reviews.length ? (
            <>
              <ul className={styles.reviews}>
                {reviews.map((r, i) => (
                  <li key={r.id ?? i} className={styles.review}>
                    <div className={styles.reviewHead}>
                      <strong>{r.reviewer_name}</strong>
                      <Stars rating={r.Rating} />
                      <span className={styles.reviewDate}>{formatDate(r.CreateDate)}</span>
                    </div>
                    <p>{r.ReviewDes}</p>
                  </li>
                ))}
              </ul>
              <ShowMore what="reviews" shown={reviews.length} hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage}
                failed={pages.isFetchNextPageError} onMore={() => void pages.fetchNextPage()} />
            </>
          ) : (
            <p className={styles.muted}>No reviews yet.</p>
          )
        ) : null}
      </div>
    </section>
  );
}
