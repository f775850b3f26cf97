import { useState } from 'react';
import { formatDate } from '@utsav/domain/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { ShowMore } from '@utsav/ui/show-more';
import { Stars } from '@utsav/ui/stars';
import { useReviews, type ServiceDetail } from '../api/detail-api';
import styles from '../service-detail.module.css';
import { CancellationPolicy } from './cancellation-policy';
import { useAppT } from '../../../i18n';

const TABS = ['Description', 'Vendor', 'Reviews'] as const;
type Tab = (typeof TABS)[number];

/** Tabs Description, Vendor (operator, address, city, state, pin) and Reviews (name, stars, date, text). */
export function DetailTabs({ service }: { service: ServiceDetail }) {
  const { t, lang } = useAppT();
  const [tab, setTab] = useState<Tab>('Description');
  const pages = useReviews(String(service.id));
  const reviews = rowsOf(pages.data);
  return (
    <section className={styles.tabsBox}>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabList}>
        {TABS.map((tab_) => (
          <button
            key={tab_}
            type="button"
            role="tab"
            id={`tab-${tab_}`}
            aria-selected={tab === tab_}
            aria-controls={`panel-${tab_}`}
            className={`${styles.tabButton} ${tab === tab_ ? styles.tabActive : ''}`}
            onClick={() => setTab(tab_)}
          >
            {tab_ === 'Reviews'
              ? t('tabs.reviewsCount', { n: `${reviews.length}${pages.hasNextPage ? '+' : ''}` })
              : t(`tabs.${tab_}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.tabPanel}>
        {tab === 'Description' ? (
          <>
            <p className={styles.longText}>{service.longdes || service.shortdes}</p>
            <CancellationPolicy />
          </>
        ) : null}
        {tab === 'Vendor' ? (
          <dl className={styles.vendor}>
            <dt>{t('tabs.operator')}</dt>
            <dd>{service.operator_name}</dd>
            <dt>{t('tabs.address')}</dt>
            <dd>{service.address}</dd>
            <dt>{t('tabs.city')}</dt>
            <dd>{service.city}</dd>
            <dt>{t('tabs.state')}</dt>
            <dd>{service.state}</dd>
            <dt>{t('tabs.pin')}</dt>
            <dd>{service.pin}</dd>
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
                      <span className={styles.reviewDate}>{formatDate(r.CreateDate, lang)}</span>
                    </div>
                    <p>{r.ReviewDes}</p>
                  </li>
                ))}
              </ul>
              <ShowMore
                what={t('tabs.reviewsNoun')}
                shown={reviews.length}
                hasMore={pages.hasNextPage}
                loading={pages.isFetchingNextPage}
                failed={pages.isFetchNextPageError}
                onMore={() => void pages.fetchNextPage()}
              />
            </>
          ) : (
            <p className={styles.muted}>{t('tabs.noReviews')}</p>
          )
        ) : null}
      </div>
    </section>
  );
}
