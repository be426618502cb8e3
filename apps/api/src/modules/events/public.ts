/**
 * What other modules use of events (CONTRACT §4, §6): the routes, and a customer's event signups
 * for the profile (`GET /users/{id}?populate[]=event_signups`).
 */
export { eventRoutes } from './routes.ts';
export { profileEventSignups } from './signup-list.ts';
