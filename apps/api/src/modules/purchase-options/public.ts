/** What other modules use of purchase options (CONTRACT §9): the route. */
export { purchaseOptionRoutes } from './routes.ts';
