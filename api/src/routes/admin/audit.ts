/**
 * Moved to data/audit (SQL lives in api/src/data, architecture §4). This re-export stays only for the modules of
 * other work in progress that still import it here (bookings/package-lifecycle, routes/messages); import
 * data/audit instead.
 */
export { recordAudit, type AuditEntry } from '../../data/audit';
