/**
 * The shortlist heart (docs/shortlist.md): a toggle button on every service card and on the service page. Pressed
 * (aria-pressed) when the service is on the page's shortlist (@utsav/shared/shortlist); its name ("Shortlist <title>")
 * stays the same in either state, in the page's language. A refusal of the server (the list is full) is a toast.
 */
import { toggleShortlist, useShortlisted } from '@utsav/shared/shortlist';
import { notify } from '@utsav/shared/toast';
import { useUiT } from './i18n-ui';
import styles from './shortlist-heart.module.css';

export interface ShortlistHeartProps {
  productId: number;
  title: string;
  /** 'card': a round button over the card's image; 'inline': beside a heading, with its words. */
  variant?: 'card' | 'inline';
}

export function ShortlistHeart({ productId, title, variant = 'card' }: ShortlistHeartProps) {
  const { t } = useUiT();
  const on = useShortlisted(productId);
  // A toggle keeps one name (the state is aria-pressed); the tooltip says what a press does.
  return (
    <button
      type="button"
      className={variant === 'card' ? styles.card : styles.inline}
      aria-pressed={on}
      aria-label={t('shortlist.label', { title })}
      title={on ? t('shortlist.remove') : t('shortlist.add')}
      data-testid="shortlist-heart"
      onClick={() => {
        void toggleShortlist(productId).then((refused) => {
          if (refused) notify.error(refused);
        });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 5.2 3 1.7-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {variant === 'inline' ? <span aria-hidden="true">{t('shortlist.save')}</span> : null}
    </button>
  );
}
