import styles from './verified-mark.module.css';
import { useAppT } from '../i18n';

/** whether an account's mobile number or email was proven by a one-time code. */
export function VerifiedMark({ verified, channel }: { verified: boolean; channel: 'Mobile' | 'Email' }) {
  const { t } = useAppT();
  return (
    <span
      className={`${styles.mark} ${verified ? styles.yes : styles.no}`}
      data-testid={`${channel.toLowerCase()}-verified`}
      data-verified={verified}
    >
      {t(`verified.${channel}${verified ? 'Yes' : 'No'}`)}
    </span>
  );
}
