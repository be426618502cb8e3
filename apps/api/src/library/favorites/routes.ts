/**
 * POST /user-video-favorites/{userId} (body `{video}`) and DELETE
 * /user-video-favorites/{userId}/{videoId} (CONTRACT §13, §17.3). Customers only, and only for
 * themself (the reference does not check; our server answers `403 Forbidden` for another id).
 * Both are idempotent and answer 200 `OK` as text; a video that is not the studio's is
 * 400 `"Video not found"`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '@studio/contract/wire';
import {
  VideoFavoriteBody,
  VideoFavoriteParams,
  VideoFavoriteUserParams,
} from '@studio/contract/videos';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { addFavorite, removeFavorite } from './service.ts';

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = answers({ ok: true, forbidden: true });
  const guard = { preValidation: app.requireCustomer, attachValidation: true };

  const adding = {
    ...guard,
    schema: {
      params: VideoFavoriteUserParams,
      body: checkedByHandler(VideoFavoriteBody),
      response,
    },
  };
  app.post('/user-video-favorites/:userId', adding, async (request, reply) => {
    if (request.validationError) return reply.badRequest('userId must be a positive integer');
    const user = request.user!;
    if (request.params.userId !== user.id) return reply.forbidden();
    const body = request.body as { video?: unknown } | null | undefined;
    const videoId = parseId(body?.video);
    if (!videoId || !(await addFavorite(app.db, request.client.row.id, user.id, videoId)))
      return reply.badRequest('Video not found');
    return reply.type('text/plain').send('OK');
  });

  const removing = { ...guard, schema: { params: VideoFavoriteParams, response } };
  app.delete('/user-video-favorites/:userId/:videoId', removing, async (request, reply) => {
    if (request.validationError)
      return reply.badRequest('userId and videoId must be positive integers');
    const user = request.user!;
    if (request.params.userId !== user.id) return reply.forbidden();
    await removeFavorite(app.db, user.id, request.params.videoId);
    return reply.type('text/plain').send('OK');
  });
};
