/** One service of a shortlist: image, title (to its page), category and city, price, stars; `actions` beside it. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '@utsav/shared/runtime-config';
import { Price } from '@utsav/ui/price';
import { Stars } from '@utsav/ui/stars';
import type { ShortlistService } from './shortlist-api';
import { useShortlistT } from './i18n';
import styles from './shortlist.module.css';

export function ServiceRow({ service, actions }: { service: ShortlistService; actions?: ReactNode }) {
  const { t } = useShortlistT();
  const image = service.document.split(',')[0]?.trim();
  return (
    <li className={styles.row} data-testid="shortlist-row">
      {image ? <img className={styles.thumb} src={imageUrl('product', image)} alt="" width={96} height={72} /> : null}
      <div className={styles.info}>
        <Link className={styles.name} to={`/services/details/${service.id}`}>
          {service.title}
        </Link>
        <span className={styles.muted}>{[service.service_name, service.city].filter(Boolean).join(' · ')}</span>
        <Stars rating={service.rating} />
        {service.amount_hide_show === 1 ? (
          <span className={styles.muted}>{t('shortlist.onEnquiry')}</span>
        ) : (
          <Price offerAmt={service.offerAmt} bookingAmt={service.bookingAmt} />
        )}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
