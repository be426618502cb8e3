/**
 * What other modules use of payments (CONTRACT §7, §11): today only `modules/index.ts` registers
 * the routes. The provider adapters themselves live in `src/payments/`.
 */
export { paymentRoutes } from './routes.ts';
