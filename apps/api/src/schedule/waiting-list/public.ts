/**
 * What other modules use of the waiting list (CONTRACT §5; README.md beside this file): promotion
 * into freed seats, run by class-signup cancels under their class lock; the routes; the sweep
 * that `src/jobs/` runs every minute. Other modules import from this file only.
 */
export { promoteWaitingList } from './promote.ts';
export { sweepExpiredWaitingLists } from './sweep.ts';
/** Joining the waiting list for a customer (orders book `use_immediately_after_purchase`). */
export { joinWaitingList } from './service.ts';
