import styles from './verified-mark.module.css';

/** Issue 33.4: whether an account's mobile number or email was proven by a one-time code. */
export function VerifiedMark({ verified, what }: { verified: boolean; what: 'Mobile' | 'Email' }) {
  return (
    <span className={`${styles.mark} ${verified ? styles.yes : styles.no}`} data-testid={`${what.toLowerCase()}-verified`} data-verified={verified}>
      {verified ? `✓ ${what} verified` : `${what} not verified`}
    </span>
  );
}
