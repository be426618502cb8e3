/** What other modules may use of e-mail confirmation: its routes (CONTRACT §3). */
export { emailConfirmationRoutes } from './routes.ts';
