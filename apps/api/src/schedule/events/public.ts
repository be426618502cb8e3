/**
 * What other modules use of events (CONTRACT §4, §6, §7): the routes, a customer's event signups
 * for the profile (`GET /users/{id}?populate[]=event_signups`), and paid events through the cart
 * and orders: the cart's view of events (`eventsForCart`), the event row lock (`lockEvent`) and
 * the signup a paid order line creates (`createPaidSignup`).
 */
export { profileEventSignups } from './signup-list.ts';
export { lockEvent } from './queries.ts';
export { createPaidSignup, eventsForCart, type EventForCart } from './purchase.ts';
