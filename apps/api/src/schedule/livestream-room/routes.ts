/**
 * The livestream room (issue 25 *(design)*; seed 000 §2 `/livestream/class/{id}/preloader` and
 * `/livestream/class/{id}`; decision record 2026-11-27-livestream-room): GET
 * /classes/{id}/livestream-room for the customer signed up for the class's livestream (404 no
 * such streamed class, 200 `"E_NOT_SIGNED_UP_FOR_LIVESTREAM"` not signed up), and GET /livestream-media/{token}/{file}, the built-in
 * test stream's playlist and segments, served only with a media token the room handed out.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { LivestreamRoom, LivestreamRoomParams } from '@studio/contract/livestream-room';
import { answers } from '../../platform/http/answers.ts';
import { stopTestStreams, testStreamOf } from '../../platform/live-stream/test-stream.ts';
import { livestreamRoom, mediaTokenStudio } from './service.ts';

/** The refusal for a customer without a livestream signup for the class (our design). */
export const NOT_SIGNED_UP = 'E_NOT_SIGNED_UP_FOR_LIVESTREAM';

/** The built-in stream's files: its playlist and numbered segments, nothing else. */
const MEDIA_FILE = /^(index\.m3u8|segment-\d{1,9}\.ts)$/;
const MediaParams = z.object({ token: z.string().check(z.maxLength(80)), file: z.string() });
const NoQuery = z.looseObject({});

/** Waits up to `ms` for the first playlist of a stream that just started. */
async function playlistWithin(ready: () => boolean, ms: number) {
  for (let waited = 0; !ready() && waited < ms; waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return ready();
}

export const livestreamRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => stopTestStreams());

  app.get(
    '/classes/:id/livestream-room',
    {
      preValidation: app.requireCustomer,
      schema: {
        params: LivestreamRoomParams,
        querystring: NoQuery,
        response: answers({
          json: LivestreamRoom,
          refusals: true,
          forbidden: true,
          notFound: true,
        }),
      },
    },
    async (request, reply) => {
      const outcome = await livestreamRoom(app.db, request.client, {
        classId: request.params.id,
        userId: request.user!.id,
        now: Date.now(),
        apiBase: `${request.protocol}://${request.host}`,
        secret: app.tokenKeys.secret,
      });
      if (outcome === 'notFound') return reply.code(404).type('text/plain').send('Not Found');
      // A business "no" (HTTP 200, CONTRACT §1.5): a 403 would end the session in the client.
      if (outcome === 'forbidden') return reply.refusal(NOT_SIGNED_UP);
      // Start the test picture now, so its first segments exist when the player asks.
      if (outcome.builtin) testStreamOf(request.client.row.id).touch();
      return outcome.room;
    },
  );

  app.get(
    '/livestream-media/:token/:file',
    { schema: { params: MediaParams, querystring: NoQuery, hide: true } },
    async (request, reply) => {
      const { token, file } = request.params;
      const studio = MEDIA_FILE.test(file) ? mediaTokenStudio(app.tokenKeys.secret, token) : null;
      if (studio === null) return reply.code(403).type('text/plain').send('Forbidden');
      const stream = testStreamOf(studio);
      stream.touch();
      const playlist = file === 'index.m3u8';
      if (playlist && !(await playlistWithin(() => stream.ready(), 10_000)))
        return reply.code(503).header('retry-after', '2').type('text/plain').send('Starting');
      const path = join(stream.dir, file);
      if (!existsSync(path)) return reply.code(404).type('text/plain').send('Not Found');
      return reply
        .header('cache-control', playlist ? 'no-store' : 'private, max-age=60')
        .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .send(createReadStream(path));
    },
  );
};
