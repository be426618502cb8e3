/**
 * What other modules use of memberships (CONTRACT §8; README.md beside this file): the next
 * payment rule (renewals charge it), the membership row lock every change takes first, the
 * serialiser the user's `memberships` populate shares, and the routes. Import from this file only.
 */
export { nextPaymentOf } from './next-payment.ts';
export { lockMembership, type MembershipRow } from './queries.ts';
export { buildMemberships, nextPaymentInput } from './build.ts';
