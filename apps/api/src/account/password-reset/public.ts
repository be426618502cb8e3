/** What other modules may use of password reset: its routes, the body reader and the link check. */
export { readTextFields } from './body.ts';
export { leadsToStudio } from './routes.ts';
