/** What other modules use of price groups (CONTRACT §9): the route. */
export { priceGroupRoutes } from './routes.ts';
