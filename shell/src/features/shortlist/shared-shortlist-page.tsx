/**
 * /wishlist/shared/:token — a shortlist opened by its share link (docs/shortlist.md): read-only, no sign-in, never
 * indexed (shell/server/shell-pages.ts sends noindex). Rendered on the server with its data, so a family member's
 * phone shows the services before the JavaScript arrives.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { statusOf } from '@utsav/shared/api-client';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { compareHref } from '@utsav/ui/compare-toggle';
import { COMPARE_MAX, COMPARE_MIN } from '@utsav/domain/shortlist-rules';
import { PageBanner } from './page-banner';
import { useShortlistT } from './i18n';
import { ServiceRow } from './service-row';
import { sharedShortlistQuery } from './shortlist-api';
import styles from './shortlist.module.css';

export default function SharedShortlistPage() {
  const { t } = useShortlistT();
  const { token = '' } = useParams();
  const shared = useQuery(sharedShortlistQuery(token));
  const gone = shared.isError && statusOf(shared.error) === 404;
  return (
    <>
      <PageBanner title={t('shortlist.sharedTitle')} subtitle={t('shortlist.sharedSubtitle')} />
      <div className={styles.page}>
        {gone ? (
          <EmptyState title={t('shortlist.sharedGone')}>
            <Link to="/services/all">{t('shortlist.explore')}</Link>
          </EmptyState>
        ) : shared.isError ? (
          <EmptyState title={t('shortlist.failed')} />
        ) : !shared.data ? (
          <Loading />
        ) : shared.data.Items.length === 0 ? (
          <EmptyState title={t('shortlist.sharedEmpty')} />
        ) : (
          <div className={styles.card}>
            <ul className={styles.list} aria-label={t('shortlist.sharedTitle')}>
              {shared.data.Items.map((s) => (
                <ServiceRow key={s.id} service={s} />
              ))}
            </ul>
            {shared.data.Items.length >= COMPARE_MIN ? (
              <Link
                className={styles.secondary}
                to={compareHref(shared.data.Items.slice(0, COMPARE_MAX).map((s) => s.id))}
              >
                {t('shortlist.compareFirst', { count: Math.min(COMPARE_MAX, shared.data.Items.length) })}
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
