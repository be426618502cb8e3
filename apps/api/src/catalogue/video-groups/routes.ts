/**
 * Video groups (CONTRACT §13 GET /video-groups [REF]), a placeholder until the video library is
 * built: the studio has no video groups yet, so the list is empty and every single group is unknown.
 * Public, as in the reference; a bad token is still a 401 (request-context.ts). The original
 * client loads `GET /video-groups` with My profile's other calls, and one 404 there blanks the page
 * (issue 23 item 4; docs/decisions/2026-11-27-any-provider-both-ways.md).
 *
 * - `GET /video-groups[?id=…&populate[]=…]` → `[]` (an array sorted by `name` once there are groups).
 * - `GET /video-groups/{id}` → 200 `"E_VIDEO_GROUP_DOES_NOT_EXIST"` (§15.2, fixed string).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { PopulateOnlyQuery } from '@studio/contract/catalogue-requests';
import { VideoGroupList } from '@studio/contract/videos';
import { answers } from '../../platform/http/answers.ts';
import { NoQuery } from '../../platform/http/requests.ts';

export const videoGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { querystring: PopulateOnlyQuery, response: answers({ json: VideoGroupList }) };
  app.get('/video-groups', { schema: list }, async () => []);

  // Any id, even one that is not a number, is a group that does not exist.
  const one = {
    params: z.object({ id: z.string() }),
    querystring: NoQuery,
    response: answers({ refusals: true }),
  };
  app.get('/video-groups/:id', { schema: one }, async (_request, reply) =>
    reply.refusal('E_VIDEO_GROUP_DOES_NOT_EXIST'),
  );
};
