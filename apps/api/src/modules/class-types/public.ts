/** What other modules use of class types (CONTRACT §4 GET /class-types): the routes. */
export { classTypeRoutes } from './routes.ts';
