/**
 * GET /products/{id} (CONTRACT §9): public, style A (`client`, `image` the id or, with
 * `populate[]=image`, the object); `price` kroner including 25 % VAT. Archived, not for sale or
 * another studio's → 404 `Not Found`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueIdParams, PopulateOnlyQuery } from '@studio/contract/catalogue-requests';
import { Product } from '@studio/contract/catalogue';
import { toOre } from '@studio/contract/money';
import { answers } from '../../platform/http/answers.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { findImage } from '../../studio/public.ts';
import { productForSale } from './queries.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id',
    {
      schema: {
        params: CatalogueIdParams,
        querystring: PopulateOnlyQuery,
        response: answers({ json: Product, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('id must be a positive integer');
      const clientId = request.client.row.id;
      const row = await productForSale(app.db, clientId, request.params.id);
      if (!row) return reply.code(404).type('text/plain').send('Not Found');
      const { client_id, image_id, price, ...rest } = row;
      const image =
        image_id && readPopulate(request.query.populate).includes('image')
          ? ((await findImage(app.db, clientId, image_id)) ?? null)
          : image_id;
      return { ...rest, client: client_id, price: toOre(price) / 100, image };
    },
  );
};
