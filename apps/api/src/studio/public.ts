/**
 * The one face of the studio (its settings and images) for code outside it: the services other domains and the app use.
 * Its routes are registered apart (routes.ts). Inside the domain, modules use each other's public.ts.
 */
export * from './clients/public.ts';
export * from './images/public.ts';
export * from './import/public.ts';
export * from './outbox/public.ts';
