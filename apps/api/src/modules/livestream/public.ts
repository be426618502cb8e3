/** What other modules use of livestream signups (CONTRACT §5): the routes. Import from here only. */
export { livestreamRoutes } from './routes.ts';
