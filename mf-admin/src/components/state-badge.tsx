import styles from './admin-ui.module.css';

const TONE: Record<string, 'good' | 'warn' | 'bad' | undefined> = {
  approved: 'good', confirmed: 'good', completed: 'good', captured: 'good', processed: 'good',
  pending: 'warn', pending_payment: 'warn',
  suspended: 'bad', cancelled: 'bad', declined: 'bad', expired: 'bad', failed: 'bad',
};
const LABEL: Record<string, string> = { pending_payment: 'Awaiting payment' };

/** A status as a coloured badge (vendor, booking, payment and refund states). */
export function StateBadge({ state }: { state: string }) {
  const label = LABEL[state] ?? state.charAt(0).toUpperCase() + state.slice(1).replace(/_/g, ' ');
  return <span className={styles.badge} data-tone={TONE[state]}>{label}</span>;
}
