/**
 * GET /class-types (CONTRACT §4; seed 000 §2 schedule filters). Public, style B. `id` as one value
 * answers one object (404 `Not Found` when it is not this studio's), as a list an array.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ClassTypesQuery } from '@studio/contract/class-query';
import { ClassTypeStyleB } from '@studio/contract/classes';
import { answers } from '../../platform/http/answers.ts';
import { isCalendarDate } from '@studio/contract/wire';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { imagesById } from '../../studio/public.ts';
import { findClassTypes, serializeClassType } from './queries.ts';

export const classTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  // `id` as one value answers one class type, else a list.
  const json = z.union([z.array(ClassTypeStyleB), ClassTypeStyleB]);
  const schema = { querystring: ClassTypesQuery, response: answers({ json, notFound: true }) };
  app.get('/class-types', { schema }, async (request, reply) => {
    const { query } = request;
    const single = typeof query.id === 'string';
    const ids = readIds(query.id);
    if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
    const from = query.hasClassesFromDateForward;
    if (from !== undefined && !isCalendarDate(from))
      return reply.badRequest('hasClassesFromDateForward must be YYYY-MM-DD');

    const clientId = request.client.row.id;
    const rows = await findClassTypes(app.db, clientId, { ids, hasClassesFrom: from });
    const list = rows.map(serializeClassType);
    if (readPopulate(query.populate).includes('image')) {
      const images = await imagesById(
        app.db,
        clientId,
        rows.flatMap((row) => (row.image_id ? [row.image_id] : [])),
      );
      list.forEach((item, index) => {
        const imageId = rows[index]!.image_id;
        item.image = imageId ? (images.get(imageId) ?? null) : null;
      });
    }
    if (!single) return list;
    return list[0] ?? reply.code(404).type('text/plain').send('Not Found');
  });
};
