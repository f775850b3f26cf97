/**
 * Moved to bookings/place-order (the domain module that routes, the seed and the worker call; its SQL in
 * data/priced-products, architecture §4). This re-export stays only for bookings/reschedule, other work in
 * progress, until it imports the domain module.
 */
export * from '../../bookings/place-order';
