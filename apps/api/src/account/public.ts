/**
 * The one face of the account (login and the customer's own records) for code outside it: the services other domains and the app use.
 * Its routes are registered apart (routes.ts). Inside the domain, modules use each other's public.ts.
 */
export * from './auth/public.ts';
