/** What other modules may use of users: finding a customer and the customer's own view (§3). */
export { branchIdsOf, findUserByEmail } from './queries.ts';
export { serializeOwnUser, type UserRow } from './serialize.ts';
export { hashConfirmationToken, newConfirmationToken } from './email-confirmation.ts';
