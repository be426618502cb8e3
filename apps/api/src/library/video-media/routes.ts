/**
 * GET /video-media/{token}/{file} (decision 2026-11-27-video-library): a built-in video's HLS
 * playlist (`index.m3u8`), segments (`segment-N.ts`) and captions (`captions-<lang>.vtt`), under
 * the signed token GET /videos handed out in `video_provider_data.play_url`. No studio header
 * (hls.js and <track> send none; http/request-context.ts exempts the path): the token names the
 * studio. 403 text for a bad or expired token or lost access, 404 for a file the video lacks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { videoMediaFile } from './service.ts';

const MediaParams = z.object({
  token: z.string().check(z.maxLength(80)),
  file: z.string().check(z.maxLength(40)),
});
const NoQuery = z.looseObject({});

export const videoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/video-media/:token/:file',
    { schema: { params: MediaParams, querystring: NoQuery, hide: true } },
    async (request, reply) => {
      const outcome = await videoMediaFile(app.db, app.tokenKeys.secret, {
        ...request.params,
        now: Date.now(),
      });
      if (outcome === 'forbidden') return reply.code(403).type('text/plain').send('Forbidden');
      if (outcome === 'notFound') return reply.code(404).type('text/plain').send('Not Found');
      return (
        reply
          // Private: the token is the customer's. The playlist is short-lived so a lost access
          // shows soon; segments do not change.
          .header('cache-control', `private, max-age=${outcome.playlist ? 60 : 3600}`)
          .type(outcome.contentType)
          .send(outcome.bytes)
      );
    },
  );
};
