/**
 * GET /videos and GET /videos/{id} (CONTRACT §13 [REF-PARTIAL]). Public: a visitor or a customer
 * without access gets each video without `video_provider_id` and with trimmed provider data.
 *
 * - `id` one value answers one object, a list (or none) an array; an unknown or archived video is
 *   404 `Not Found` (as the server's other single objects), a malformed id a 400.
 * - `mainCategoryIds`, `filterValueIds`, `teacherIds`, `searchQuery` only when the studio has
 *   extended video on (ignored otherwise); `show_in_customer_search=true` keeps flagged videos.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PopulateOnlyQuery } from '@studio/contract/catalogue-requests';
import { Video, VideoIdParams, VideoList, VideosQuery } from '@studio/contract/videos';
import { answers } from '../../platform/http/answers.ts';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { listVideos } from './service.ts';
import { videoViewerOf } from './viewer.ts';

const yes = (value: unknown) => value === 'true' || value === '1' || value === true;

const notFound = 'Not Found';

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = {
    querystring: VideosQuery,
    response: answers({ json: z.union([VideoList, Video]), notFound: true }),
  };
  app.get('/videos', { schema: list }, async (request, reply) => {
    const { query } = request;
    const ids = readIds(query.id);
    if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
    const extended = request.client.row.extended_video_enabled;
    const lists = {
      mainCategoryIds: extended ? readIds(query.mainCategoryIds) : undefined,
      filterValueIds: extended ? readIds(query.filterValueIds) : undefined,
      teacherIds: extended ? readIds(query.teacherIds) : undefined,
    };
    for (const [name, value] of Object.entries(lists))
      if (value && !value.length) return reply.badRequest(`${name} must be positive integers`);
    const videos = await listVideos(app.db, videoViewerOf(request, app.tokenKeys.secret), {
      ids,
      searchable: yes(query.show_in_customer_search),
      filters: extended ? { ...lists, searchQuery: query.searchQuery } : null,
      populate: readPopulate(query.populate),
    });
    if (typeof query.id !== 'string') return videos;
    return videos[0] ?? reply.code(404).type('text/plain').send(notFound);
  });

  const one = {
    params: VideoIdParams,
    querystring: PopulateOnlyQuery,
    response: answers({ json: Video, notFound: true }),
  };
  app.get('/videos/:id', { schema: one, attachValidation: true }, async (request, reply) => {
    if (request.validationError) return reply.badRequest('id must be a positive integer');
    const [video] = await listVideos(app.db, videoViewerOf(request, app.tokenKeys.secret), {
      ids: [request.params.id],
      searchable: false,
      filters: null,
      populate: readPopulate(request.query.populate),
    });
    return video ?? reply.code(404).type('text/plain').send(notFound);
  });
};
