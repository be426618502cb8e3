/**
 * GET /membership-types (style B, always an array) and GET /membership-types/{id} (style A),
 * CONTRACT §8. Public; the user-specific fields use the caller. Another studio's or an archived
 * type is not found (404 `Not Found` for the single one, left out of the list).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueIdParams,
  CatalogueListQuery,
  PopulateOnlyQuery,
} from '@studio/contract/catalogue-requests';
import { MembershipType, MembershipTypeList } from '@studio/contract/catalogue';
import { answers } from '../../platform/http/answers.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { buildMembershipTypes } from './build.ts';
import { requestedCatalogueIds } from './catalogue-ids.ts';
import { findMembershipTypes } from './queries.ts';
import { viewerOf } from './viewer.ts';

export const membershipTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/membership-types',
    {
      schema: { querystring: CatalogueListQuery, response: answers({ json: MembershipTypeList }) },
    },
    async (request, reply) => {
      const { query } = request;
      const viewer = viewerOf(request);
      const ids = await requestedCatalogueIds(app.db, viewer.clientId, 'membership_type', query);
      if (ids === 'invalid') return reply.badRequest('id must be a positive integer');
      const rows = await findMembershipTypes(app.db, viewer.clientId, ids);
      return buildMembershipTypes(app.db, viewer, rows, readPopulate(query.populate), {
        style: 'B',
      });
    },
  );

  app.get(
    '/membership-types/:id',
    {
      schema: {
        params: CatalogueIdParams,
        querystring: PopulateOnlyQuery,
        response: answers({ json: MembershipType, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('id must be a positive integer');
      const viewer = viewerOf(request);
      const rows = await findMembershipTypes(app.db, viewer.clientId, [request.params.id]);
      const [type] = await buildMembershipTypes(
        app.db,
        viewer,
        rows,
        readPopulate(request.query.populate),
        { style: 'A' },
      );
      return type ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );
};
