import styles from './admin-ui.module.css';
import { useAppT } from '../i18n';

const TONE: Record<string, 'good' | 'warn' | 'bad' | undefined> = {
  approved: 'good',
  confirmed: 'good',
  completed: 'good',
  captured: 'good',
  processed: 'good',
  pending: 'warn',
  pending_payment: 'warn',
  suspended: 'bad',
  cancelled: 'bad',
  declined: 'bad',
  expired: 'bad',
  failed: 'bad',
};

/** A status as a coloured badge (vendor, booking, payment and refund states); a state the catalogue lacks is shown capitalised. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useAppT();
  const label = t(`state.${state}`, {
    defaultValue: state.charAt(0).toUpperCase() + state.slice(1).replace(/_/g, ' '),
  });
  return (
    <span className={styles.badge} data-tone={TONE[state]}>
      {label}
    </span>
  );
}
