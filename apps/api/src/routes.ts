/**
 * Every domain's HTTP routes, registered by app.ts. The domains, lowest first (an arrow runs from a
 * domain only to those before it; README "Layout"): studio (the studio's settings, images, embed),
 * schedule (classes, bookings, waiting lists, livestream, events), catalogue (what is for sale),
 * commerce (cart, orders, payments, memberships, renewals, installments), library (the on-demand
 * videos: what customers may watch), account (login, the customer's profile and everything it lists).
 */
import { accountRoutes } from './account/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { commerceRoutes } from './commerce/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { scheduleRoutes } from './schedule/routes.ts';
import { studioRoutes } from './studio/routes.ts';

/** Each domain's routes under its name, the tag of its routes in the OpenAPI document. */
export const domains = [
  { tag: 'studio', routes: studioRoutes },
  { tag: 'account', routes: accountRoutes },
  { tag: 'schedule', routes: scheduleRoutes },
  { tag: 'catalogue', routes: catalogueRoutes },
  { tag: 'commerce', routes: commerceRoutes },
  { tag: 'library', routes: libraryRoutes },
];
