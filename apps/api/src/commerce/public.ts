/**
 * The one face of commerce (cart, orders, payments, memberships) for code outside it: the services other domains and the app use.
 * Its routes are registered apart (routes.ts). Inside the domain, modules use each other's public.ts.
 */
export * from './card-expiry/public.ts';
export * from './cart-items/public.ts';
export * from './gift-cards/public.ts';
export * from './installments/public.ts';
export * from './memberships/public.ts';
export * from './orders/public.ts';
export * from './payments/public.ts';
export * from './renewals/public.ts';
