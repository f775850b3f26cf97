/**
 * Sharing the shortlist with family (docs/shortlist.md): a read-only link (made on first press, the same after) to
 * copy, a WhatsApp message with it (https://wa.me/?text=, which opens WhatsApp's own "send to" on a phone or the
 * web), and a way to withdraw the link.
 */
import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { shareShortlist, useShortlist, withdrawShortlistShare } from '@utsav/shared/shortlist';
import { notify } from '@utsav/shared/toast';
import { useShortlistT } from './i18n';
import styles from './shortlist.module.css';

export const sharedPath = (token: string) => `/wishlist/shared/${token}`;

export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function SharePanel() {
  const { t } = useShortlistT();
  const token = useShortlist((s) => s.shareToken);
  const [busy, setBusy] = useState(false);
  const url = token ? `${window.location.origin}${sharedPath(token)}` : '';
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => notify.error(errorMessage(error)))
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading">{t('shortlist.shareTitle')}</h2>
      {token ? (
        <>
          <p className={styles.muted}>{t('shortlist.shareNote')}</p>
          <label className={styles.field}>
            <span>{t('shortlist.link')}</span>
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          </label>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(url)
                  .then(() => notify.success(t('shortlist.copied')))
                  .catch(() => undefined);
              }}
            >
              {t('shortlist.copy')}
            </button>
            <a
              className={styles.whatsapp}
              href={whatsappHref(t('shortlist.whatsappText', { url }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('shortlist.whatsapp')}
            </a>
            <button type="button" className={styles.link} disabled={busy} onClick={() => run(withdrawShortlistShare)}>
              {t('shortlist.unshare')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => run(shareShortlist)}>
          {t('shortlist.share')}
        </button>
      )}
    </section>
  );
}
