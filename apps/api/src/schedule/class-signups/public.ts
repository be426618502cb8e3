/**
 * What other modules use of class signups (CONTRACT §5). Other modules import from this file only;
 * today only `modules/index.ts` registers the routes.
 */
/** Booking a class for a customer (orders book `use_immediately_after_purchase` with it). */
export { createSignup } from './service.ts';
/** Cancelling a stopped membership's later classes (the memberships module's stop). */
export { cancelMembershipSignupsFrom } from './cancel.ts';
