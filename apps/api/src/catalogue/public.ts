/**
 * The one face of the catalogue (what a studio sells) for code outside it: the services other domains and the app use.
 * Its routes are registered apart (routes.ts). Inside the domain, modules use each other's public.ts.
 */
export * from './class-pass-types/public.ts';
export * from './class-series-types/public.ts';
export * from './membership-types/public.ts';
export * from './products/public.ts';
export * from './appointment-timeslots/public.ts';
export * from './appointment-types/public.ts';
