/**
 * GET /price-groups (CONTRACT §9): public; an array ordered by `sort`, or one object for a single
 * `id` (404 `Not Found` when it is not the studio's). `populate[]` of `membership_types`,
 * `class_pass_types`, `class_series_types` gives style B types, each with `sort_in_price_group`,
 * in that order; dotted keys (`membership_types.payment_options`) populate inside them.
 * `desiredItem` keeps the groups that can sell access to the item (malformed → 400).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PriceGroupsQuery } from '@studio/contract/catalogue-requests';
import { PriceGroup, PriceGroupList } from '@studio/contract/catalogue';
import * as z from 'zod/mini';
import { answers } from '../../platform/http/answers.ts';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { viewerOf } from '../membership-types/public.ts';
import { buildPriceGroups } from './build.ts';
import { groupIdsForDesiredItem, parseDesiredItem } from './desired-item.ts';
import { findPriceGroups } from './queries.ts';

export const priceGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-groups',
    {
      schema: {
        querystring: PriceGroupsQuery,
        // One `id` answers the one group, else a list.
        response: answers({ json: z.union([PriceGroupList, PriceGroup]), notFound: true }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const single = typeof query.id === 'string';
      let ids = readIds(query.id);
      if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
      const viewer = viewerOf(request);
      if (query.desiredItem !== undefined) {
        const item = parseDesiredItem(query.desiredItem);
        if (!item) return reply.badRequest('desiredItem must be <type>_<id>');
        const wanted = await groupIdsForDesiredItem(app.db, viewer.clientId, item);
        ids = ids ? ids.filter((id) => wanted.includes(id)) : wanted;
      }
      const rows = await findPriceGroups(app.db, viewer.clientId, ids);
      const list = await buildPriceGroups(app.db, viewer, rows, readPopulate(query.populate));
      if (!single) return list;
      return list[0] ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );
};
