/** What other modules use of livestream signups (CONTRACT §5): the routes. Import from here only. */
/** Joining a livestream for a customer (orders book `use_immediately_after_purchase` with it). */
export { joinLivestream } from './service.ts';
/** Writes a livestream signup without the join rules (a bought class series books what it lists). */
export { insertLivestream } from './queries.ts';
