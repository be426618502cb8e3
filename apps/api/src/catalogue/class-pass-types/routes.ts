/**
 * GET /class-pass-types (+ /{id}), GET /class-passes and POST /class-passes (CONTRACT §9). Types
 * are public (style A; the single one also when archived, flagged `archived: true`); passes are
 * the customer's own (403 otherwise).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueIdParams,
  CatalogueListQuery,
  ClassPassesQuery,
  CreateClassPassBody,
  PopulateOnlyQuery,
} from '@studio/contract/catalogue-requests';
import {
  ClassPassRecord,
  ClassPassRecordList,
  ClassPassType,
  ClassPassTypeList,
} from '@studio/contract/catalogue';
import { parseId } from '@studio/contract/wire';
import * as z from 'zod/mini';
import { answers } from '../../platform/http/answers.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { requestedCatalogueIds } from '../membership-types/public.ts';
import { buildClassPassTypes, serializeClassPass } from './build.ts';
import { findClassPasses, findClassPassTypes } from './queries.ts';
import { createFreeClassPass } from './service.ts';

export const classPassTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/class-pass-types',
    { schema: { querystring: CatalogueListQuery, response: answers({ json: ClassPassTypeList }) } },
    async (request, reply) => {
      const { query } = request;
      const clientId = request.client.row.id;
      const ids = await requestedCatalogueIds(app.db, clientId, 'class_pass_type', query);
      if (ids === 'invalid') return reply.badRequest('id must be a positive integer');
      const rows = await findClassPassTypes(app.db, clientId, { ids });
      return buildClassPassTypes(
        app.db,
        clientId,
        request.user?.id ?? null,
        rows,
        readPopulate(query.populate),
      );
    },
  );

  app.get(
    '/class-pass-types/:id',
    {
      schema: {
        params: CatalogueIdParams,
        querystring: PopulateOnlyQuery,
        response: answers({ json: ClassPassType, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('id must be a positive integer');
      const clientId = request.client.row.id;
      const rows = await findClassPassTypes(app.db, clientId, {
        ids: [request.params.id],
        withArchived: true,
      });
      const [type] = await buildClassPassTypes(
        app.db,
        clientId,
        request.user?.id ?? null,
        rows,
        readPopulate(request.query.populate),
      );
      return type ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );

  const guard = { preValidation: app.requireCustomer };

  app.get(
    '/class-passes',
    {
      ...guard,
      schema: {
        querystring: ClassPassesQuery,
        // `id` answers the one pass, `user` the list.
        response: answers({
          json: z.union([ClassPassRecordList, ClassPassRecord]),
          forbidden: true,
        }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.user === undefined && query.id === undefined)
        return reply.badRequest('User or ID must be specified');
      const clientId = request.client.row.id;
      const me = request.user!.id;
      if (query.user !== undefined && parseId(query.user) !== me) return reply.forbidden();
      const passId = query.id === undefined ? undefined : parseId(query.id);
      if (query.id !== undefined && !passId)
        return reply.badRequest('ID must be a positive integer');
      const rows = await findClassPasses(app.db, clientId, { userId: me, id: passId });
      if (passId && !rows.length) return reply.forbidden();
      const populate = readPopulate(query.populate);
      const typeKeys = populate
        .filter((key) => key.startsWith('class_pass_type.'))
        .map((key) => key.slice('class_pass_type.'.length));
      const wantsType = populate.some((key) => key.split('.')[0] === 'class_pass_type');
      const types = wantsType
        ? await buildClassPassTypes(
            app.db,
            clientId,
            me,
            await findClassPassTypes(app.db, clientId, {
              ids: [...new Set(rows.map((row) => row.class_pass_type_id))],
              withArchived: true,
            }),
            typeKeys,
          )
        : [];
      const list = rows.map((row) => {
        const out = serializeClassPass(row, 'B');
        if (wantsType)
          out.class_pass_type = types.find((type) => type.id === row.class_pass_type_id) ?? null;
        if (populate.includes('user'))
          out.user = {
            id: me,
            first_name: request.user!.first_name,
            last_name: request.user!.last_name,
          };
        if (populate.includes('log_entries')) out.log_entries = [];
        return out;
      });
      return passId ? list[0] : list;
    },
  );

  app.post(
    '/class-passes',
    {
      ...guard,
      schema: {
        body: CreateClassPassBody,
        response: answers({ json: ClassPassRecord, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { user, class_pass_type } = request.body;
      if (user !== request.user!.id) return reply.forbidden();
      const pass = await createFreeClassPass(
        app.db,
        request.client.row.id,
        request.locale,
        user,
        class_pass_type,
      );
      return pass === 'forbidden' ? reply.forbidden() : serializeClassPass(pass, 'A');
    },
  );
};
