/**
 * GET /class-series-types (+ /{id}), GET /class-series and POST /class-series (CONTRACT §9
 * design). Types are public (the single one also when archived, flagged); series are the
 * customer's own (403 otherwise).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueIdParams,
  CatalogueListQuery,
  ClassSeriesQuery,
  CreateClassSeriesBody,
  PopulateOnlyQuery,
} from '@studio/contract/catalogue-requests';
import {
  ClassSeries,
  ClassSeriesList,
  ClassSeriesType,
  ClassSeriesTypeList,
} from '@studio/contract/catalogue';
import { parseId } from '@studio/contract/wire';
import { answers } from '../../platform/http/answers.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { requestedCatalogueIds } from '../membership-types/public.ts';
import { buildSeriesTypes, serializeSeries } from './build.ts';
import { findSeriesTypes, seriesOfUser } from './queries.ts';
import { createFreeClassSeries } from './service.ts';

const clock = () => ({ now: Date.now(), today: copenhagenToday() });

export const classSeriesTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/class-series-types',
    {
      schema: { querystring: CatalogueListQuery, response: answers({ json: ClassSeriesTypeList }) },
    },
    async (request, reply) => {
      const { query } = request;
      const clientId = request.client.row.id;
      const ids = await requestedCatalogueIds(app.db, clientId, 'class_series_type', query);
      if (ids === 'invalid') return reply.badRequest('id must be a positive integer');
      const rows = await findSeriesTypes(app.db, clientId, { ids });
      const populate = readPopulate(query.populate);
      return buildSeriesTypes(app.db, clientId, request.user?.id ?? null, rows, populate, clock());
    },
  );

  app.get(
    '/class-series-types/:id',
    {
      schema: {
        params: CatalogueIdParams,
        querystring: PopulateOnlyQuery,
        response: answers({ json: ClassSeriesType, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('id must be a positive integer');
      const clientId = request.client.row.id;
      const rows = await findSeriesTypes(app.db, clientId, {
        ids: [request.params.id],
        withArchived: true,
      });
      const populate = readPopulate(request.query.populate);
      const [type] = await buildSeriesTypes(
        app.db,
        clientId,
        request.user?.id ?? null,
        rows,
        populate,
        clock(),
      );
      return type ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );

  const guard = { preValidation: app.requireCustomer };

  app.get(
    '/class-series',
    {
      ...guard,
      schema: {
        querystring: ClassSeriesQuery,
        response: answers({ json: ClassSeriesList, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.user === undefined) return reply.badRequest('User must be specified');
      const me = request.user!.id;
      if (parseId(query.user) !== me) return reply.forbidden();
      const clientId = request.client.row.id;
      const rows = await seriesOfUser(app.db, clientId, me);
      const list = rows.map(serializeSeries);
      const populate = readPopulate(query.populate);
      const typeKeys = populate
        .filter((key) => key.startsWith('class_series_type.'))
        .map((key) => key.slice('class_series_type.'.length));
      if (populate.some((key) => key.split('.')[0] === 'class_series_type')) {
        const typeRows = await findSeriesTypes(app.db, clientId, {
          ids: [...new Set(rows.map((row) => row.class_series_type_id))],
          withArchived: true,
        });
        const types = await buildSeriesTypes(app.db, clientId, me, typeRows, typeKeys, clock());
        for (const item of list)
          item.class_series_type = types.find((t) => t.id === item.class_series_type_id) ?? null;
      }
      return list;
    },
  );

  app.post(
    '/class-series',
    {
      ...guard,
      schema: {
        body: CreateClassSeriesBody,
        response: answers({ json: ClassSeries, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { user, class_series_type } = request.body;
      if (user !== request.user!.id) return reply.forbidden();
      const series = await createFreeClassSeries(
        app.db,
        request.client.row.id,
        user,
        class_series_type,
      );
      return series === 'forbidden' ? reply.forbidden() : serializeSeries(series);
    },
  );
};
