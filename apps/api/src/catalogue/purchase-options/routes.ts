/**
 * POST /class-types/{id}/purchase-options (CONTRACT §9): customers only; `user` must be the
 * caller (403); another studio's or an unknown class type → 404 `Not Found`; a malformed body →
 * 400 `E_MISSING_OR_INVALID_PARAMS`. A waiting list counts as `class`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueIdParams, PurchaseOptionsBody } from '@studio/contract/catalogue-requests';
import { PurchaseOptions } from '@studio/contract/catalogue';
import { answers } from '../../platform/http/answers.ts';
import { viewerOf } from '../membership-types/public.ts';
import { purchaseOptions } from './service.ts';

export const purchaseOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/class-types/:id/purchase-options',
    {
      preValidation: app.requireCustomer,
      schema: {
        params: CatalogueIdParams,
        body: PurchaseOptionsBody,
        response: answers({ json: PurchaseOptions, forbidden: true, notFound: true }),
      },
    },
    async (request, reply) => {
      const { user, attendanceType, requiredNumberOfSeats = 1 } = request.body;
      if (user !== request.user!.id) return reply.forbidden();
      const options = await purchaseOptions(
        app.db,
        request.client,
        { ...viewerOf(request), userId: user },
        {
          classTypeId: request.params.id,
          livestream: attendanceType === 'class_livestream',
          seats: requiredNumberOfSeats,
        },
      );
      return options ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );
};
