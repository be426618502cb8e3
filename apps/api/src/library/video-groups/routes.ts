/**
 * GET /video-groups and GET /video-groups/{id} (CONTRACT §13 [REF], §15.2). Public; a bad token is
 * still a 401 (request-context.ts). The studio's non-archived groups by name, with `populate[]` of
 * `videos` (trimmed per access), `video_count`, `membership_types`, `class_pass_types`, `events`.
 *
 * - `GET /video-groups[?id=…]`: an array; one `id` value answers the one group, as `/{id}` does.
 * - `GET /video-groups/{id}`: the group, or 200 `"E_VIDEO_GROUP_DOES_NOT_EXIST"` (§15.2, a fixed
 *   string) for any id that is not one of the studio's groups, even one that is not a number.
 *   The original client loads the list with My profile's other calls, where one 404 blanks the
 *   page (issue 23 item 4).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PopulateOnlyQuery } from '@studio/contract/catalogue-requests';
import { parseId } from '@studio/contract/wire';
import { VideoGroup, VideoGroupList, VideoLibraryQuery } from '@studio/contract/videos';
import { answers } from '../../platform/http/answers.ts';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { videoViewerOf } from '../videos/public.ts';
import { listVideoGroups } from './service.ts';

const UNKNOWN = 'E_VIDEO_GROUP_DOES_NOT_EXIST';

export const videoGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = {
    querystring: VideoLibraryQuery,
    response: answers({ json: z.union([VideoGroupList, VideoGroup]), refusals: true }),
  };
  app.get('/video-groups', { schema: list }, async (request, reply) => {
    const { query } = request;
    const single = typeof query.id === 'string';
    const ids = readIds(query.id);
    if (ids && !ids.length)
      return single ? reply.refusal(UNKNOWN) : reply.badRequest('id must be a positive integer');
    const viewer = videoViewerOf(request, app.tokenKeys.secret);
    const groups = await listVideoGroups(app.db, viewer, ids, readPopulate(query.populate));
    if (!single) return groups;
    return groups[0] ?? reply.refusal(UNKNOWN);
  });

  const one = {
    params: z.object({ id: z.string() }),
    querystring: PopulateOnlyQuery,
    response: answers({ json: VideoGroup, refusals: true }),
  };
  app.get('/video-groups/:id', { schema: one }, async (request, reply) => {
    const id = parseId(request.params.id);
    if (!id) return reply.refusal(UNKNOWN);
    const viewer = videoViewerOf(request, app.tokenKeys.secret);
    const [group] = await listVideoGroups(
      app.db,
      viewer,
      [id],
      readPopulate(request.query.populate),
    );
    return group ?? reply.refusal(UNKNOWN);
  });
};
