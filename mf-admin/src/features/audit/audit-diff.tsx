import { auditChanges, fieldLabel } from './audit-changes';
import styles from './audit-diff.module.css';
import { useAppT } from '../../i18n';

/** One audit entry's changes: "field: before → after" per changed field, or "no field changed". */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAppT();
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className={styles.none}>{t('audit.noChange')}</span>;
  return (
    <ul className={styles.list} aria-label={t('audit.changes')}>
      {changes.map((c) => (
        <li key={c.field} className={styles.item} data-kind={c.kind}>
          <span className={styles.field}>{fieldLabel(c.field)}:</span>{' '}
          {c.kind === 'added' ? (
            <ins className={styles.after}>{c.after}</ins>
          ) : c.kind === 'removed' ? (
            <del className={styles.before}>{c.before}</del>
          ) : (
            <>
              <del className={styles.before}>{c.before}</del>{' '}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
              <span className={styles.visuallyHidden}>{` ${t('audit.changedTo')} `}</span>{' '}
              <ins className={styles.after}>{c.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
