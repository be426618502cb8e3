/**
 * The one face of the schedule (classes, bookings, waiting lists, livestream, events) for code outside it: the services other domains and the app use.
 * Its routes are registered apart (routes.ts). Inside the domain, modules use each other's public.ts.
 */
export * from './access/public.ts';
export * from './appointment-conflicts/public.ts';
export * from './cancelled-classes/public.ts';
export * from './class-signups/public.ts';
export * from './classes/public.ts';
export * from './events/public.ts';
export * from './livestream/public.ts';
export * from './reminders/public.ts';
export * from './signups/public.ts';
export * from './waiting-list/public.ts';
