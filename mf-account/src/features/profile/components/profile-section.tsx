import { useState } from 'react';
import { formatDate } from '@utsav/domain/format';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { useProfile } from '../api/profile';
import { WhatsappOptIn } from '../../../lib/whatsapp-opt-in';
import { ProfileModal } from './profile-modal';
import styles from './profile.module.css';
import { useAppT } from '../../../i18n';

/** Personal Info (product §2.8): view name, email, phone; edit in the profile modal; the WhatsApp consent. */
export default function ProfileSection() {
  const { t } = useAppT();
  const { data: profile, isPending, isError, refetch } = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <section className={panel.panel} aria-labelledby="profile-title">
      <div className={panel.head}>
        <div>
          <h1 id="profile-title" className={panel.title}>
            {t('nav.profile')}
          </h1>
          <p className={panel.subtitle}>{t('profile.subtitle')}</p>
        </div>
        {profile ? (
          <button type="button" className={panel.button} onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        ) : null}
      </div>
      {isPending ? <Loading /> : null}
      {isError ? (
        <EmptyState title={t('profile.loadFailed')}>
          <button type="button" className={panel.ghost} onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : null}
      {profile ? (
        <dl className={styles.details}>
          <div className={styles.item}>
            <dt>{t('common.name')}</dt>
            <dd data-testid="profile-name">{profile.Name || '---'}</dd>
          </div>
          <div className={styles.item}>
            <dt>{t('common.emailLabel')}</dt>
            <dd data-testid="profile-email">{profile.Email || '---'}</dd>
          </div>
          <div className={styles.item}>
            <dt>{t('common.phone')}</dt>
            <dd data-testid="profile-phone">{profile.Phone || '---'}</dd>
          </div>
          {typeof profile.CreateDate === 'string' ? (
            <div className={styles.item}>
              <dt>{t('profile.memberSince')}</dt>
              <dd>{formatDate(profile.CreateDate)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {profile ? <WhatsappOptIn /> : null}
      <ProfileModal open={editing} onClose={() => setEditing(false)} profile={profile ?? null} />
    </section>
  );
}
