/**
 * `GET /metrics`: the Prometheus text exposition (platform/observability/metrics.ts), for the
 * operator only. With no `METRICS_TOKEN` set (settings.ts) the route answers 404 as if it were not
 * there; with one, only `Authorization: Bearer <METRICS_TOKEN>` is answered, anything else (no
 * header, a customer's login token, a wrong secret) is a 401. Hidden from the OpenAPI document: it
 * is no part of the API. Needs no studio (http/request-context.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { NoQuery } from '../platform/http/requests.ts';
import { metricsToken } from '../settings.ts';

/** Where the metrics are scraped. */
const metricsPath = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the header carries the token, compared in constant time: both are hashed first, so
 * neither the length nor the first wrong character shows in the time taken.
 */
function carriesToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export default fp(async (app) => {
  const schema = { hide: true, querystring: NoQuery };
  app.get(metricsPath, { schema }, async (request, reply) => {
    const token = metricsToken();
    if (!token) return reply.code(404).type('text/plain').send('Not Found');
    if (!carriesToken(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain')
        .send('Unauthorized');
    const text = await app.metrics.text();
    return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text);
  });
});
