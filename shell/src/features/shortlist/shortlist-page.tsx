/**
 * /wishlist — the shortlist (docs/shortlist.md): the services hearted on this device (a visitor) or on any device
 * (a signed-in customer), each with its heart (to remove it) and a Compare box; two or more boxed open compare. A
 * customer shares the list with family; a visitor is invited to sign in to keep and share it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { useSession } from '@utsav/shared/session';
import { useShortlist } from '@utsav/shared/shortlist';
import { useCompareIds } from '@utsav/shared/compare-selection';
import { COMPARE_MIN } from '@utsav/domain/shortlist-rules';
import { CompareToggle, compareHref } from '@utsav/ui/compare-toggle';
import { Loading } from '@utsav/ui/page-state';
import { ShortlistHeart } from '@utsav/ui/shortlist-heart';
import { PageBanner } from './page-banner';
import { useShortlistT } from './i18n';
import { ServiceRow } from './service-row';
import { SharePanel } from './share-panel';
import { shortlistServicesQuery } from './shortlist-api';
import styles from './shortlist.module.css';

export default function ShortlistPage() {
  const { t } = useShortlistT();
  const role = useSession((s) => s.role);
  const ids = useShortlist((s) => s.ids);
  const chosen = useCompareIds();
  const services = useQuery(shortlistServicesQuery(ids));
  // Removing a heart drops the row at once; the services already read stay (no reload per removal).
  const rows = (services.data?.Items ?? []).filter((s) => ids.includes(s.id));
  return (
    <>
      <PageBanner title={t('shortlist.title')} subtitle={t('shortlist.subtitle')} />
      <div className={styles.page}>
        {ids.length === 0 ? (
          <div className={styles.card}>
            <p>{t('shortlist.empty')}</p>
            <Link className={styles.primary} to="/services/all">
              {t('shortlist.explore')}
            </Link>
          </div>
        ) : services.isPending && !services.data ? (
          <Loading />
        ) : (
          <div className={styles.card}>
            <p className={styles.muted}>{t('shortlist.count', { count: rows.length })}</p>
            <ul className={styles.list} aria-label={t('shortlist.title')}>
              {rows.map((s) => (
                <ServiceRow
                  key={s.id}
                  service={s}
                  actions={
                    <>
                      <ShortlistHeart productId={s.id} title={s.title} variant="inline" />
                      <CompareToggle productId={s.id} title={s.title} />
                    </>
                  }
                />
              ))}
            </ul>
            {chosen.length >= COMPARE_MIN ? (
              <Link className={styles.primary} to={compareHref(chosen)}>
                {t('shortlist.compareChosen', { count: chosen.length })}
              </Link>
            ) : (
              <p className={styles.muted}>{t('shortlist.compareHint')}</p>
            )}
          </div>
        )}
        {role === 1 ? (
          ids.length > 0 ? (
            <div className={styles.card}>
              <SharePanel />
            </div>
          ) : null
        ) : (
          <div className={styles.card}>
            <p>{t('shortlist.signInNote')}</p>
            <button type="button" className={styles.secondary} onClick={() => bus.emit('auth:required', {})}>
              {t('shortlist.signIn')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
