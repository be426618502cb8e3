/**
 * GET /video-main-categories and GET /video-filters (CONTRACT §13 [REF], [REF-PARTIAL]). Public;
 * the studio's non-archived records by `sort_idx`, always an array. `id` (one or many) keeps
 * those; a malformed one is a 400. Main categories carry our `icon` *(design)*.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VideoFilterList, VideoLibraryQuery, VideoMainCategoryList } from '@studio/contract/videos';
import { answers } from '../../platform/http/answers.ts';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { findMainCategories } from './queries.ts';
import { listVideoFilters } from './service.ts';

export const videoFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = {
    querystring: VideoLibraryQuery,
    response: answers({ json: VideoMainCategoryList }),
  };
  app.get('/video-main-categories', { schema: categories }, async (request, reply) => {
    const ids = readIds(request.query.id);
    if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
    return findMainCategories(app.db, request.client.row.id, ids);
  });

  const filters = { querystring: VideoLibraryQuery, response: answers({ json: VideoFilterList }) };
  app.get('/video-filters', { schema: filters }, async (request, reply) => {
    const ids = readIds(request.query.id);
    if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
    const populate = readPopulate(request.query.populate);
    return listVideoFilters(app.db, request.client.row.id, ids, populate);
  });
};
