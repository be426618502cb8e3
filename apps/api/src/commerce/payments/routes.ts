/**
 * Every payments route (CONTRACT §7, §11; the test provider's own pages: README.md): Stripe and
 * the test provider share the hosted-checkout routes, Reepay has its own, the membership card
 * change has its routes (card-routes.ts) and the test provider's save-card page, the webhooks
 * read raw bodies in their own scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardRoutes } from './card-routes.ts';
import { hostedRoutes } from './hosted-routes.ts';
import { reepayRoutes } from './reepay-routes.ts';
import { testCardPageRoutes } from './test-provider/card-page-routes.ts';
import { testPageRoutes } from './test-provider/page-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(hostedRoutes('stripe'));
  await app.register(hostedRoutes('test'));
  await app.register(reepayRoutes);
  await app.register(testPageRoutes);
  await app.register(cardRoutes);
  await app.register(testCardPageRoutes);
  await app.register(webhookRoutes);
};
