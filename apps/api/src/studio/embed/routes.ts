/**
 * The embed script and its demo page (issue 13; the message protocol is in embed-script.ts):
 * `GET /embed.js` for studios' pages on other origins, `GET /embed-demo[?clientId=N]`. Registered
 * by http/web-routes.ts, since they only make sense where this server serves the web app.
 */
import type { FastifyPluginAsync } from 'fastify';
import { NoQuery } from '../../platform/http/requests.ts';
import { appHostFor, demoPage } from './demo-page.ts';
import { embedScript } from './embed-script.ts';

export const embedRoutes: FastifyPluginAsync = async (app) => {
  // A script and an HTML page, not JSON (test/openapi.test.ts lists them).
  const page = { schema: { tags: ['web app'], querystring: NoQuery } };
  app.get('/embed.js', page, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Studios' pages load it on every visit: an hour's cache, then a cheap revalidation.
      .header('cache-control', 'public, max-age=3600')
      .send(embedScript),
  );

  app.get('/embed-demo', page, async (request, reply) => {
    // The studio is the request's (`?clientId=`, else the host: plugins/request-context.ts).
    const studio = request.client;
    const host = request.headers.host ?? 'localhost';
    const origin = `${request.protocol}://${host}`;
    const appOrigin = `${request.protocol}://${appHostFor(host)}`;
    const page = demoPage(
      { id: studio.row.id, name: studio.row.name, locale: studio.settings.locale },
      origin,
      appOrigin,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
};
