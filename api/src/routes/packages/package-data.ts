/**
 * Moved to bookings/package-selection (domain; its SQL in data/package-contents, architecture §4). This re-export
 * stays only for bookings/package-lifecycle, other work in progress, until it imports the domain module.
 */
export * from '../../bookings/package-selection';
