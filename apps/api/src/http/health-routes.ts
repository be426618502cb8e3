/**
 * Health answers, none needing a studio. `GET /ping` and `GET /` say `OK` without touching anything
 * (CONTRACT §14). For load balancers and orchestrators (our design, docs/decisions/
 * 2026-11-27-liveness-and-readiness.md): `GET /health/live` is 200 while the process answers at
 * all; `GET /health/ready` is 200 when the database answers `SELECT 1`, else 503, so traffic goes
 * elsewhere without the process being restarted. A browser asking for `/` with Accept: text/html
 * gets the web app instead (http/web-routes.ts answers it in onRequest).
 */
import fp from 'fastify-plugin';
import { HealthAnswer, UnavailableAnswer } from '@studio/contract/infrastructure';
import { pingDatabase } from '../platform/db/ping.ts';
import { answers } from '../platform/http/answers.ts';
import { NoQuery } from '../platform/http/requests.ts';

/** A database that has not answered by then counts as down (ms). */
const READY_TIMEOUT_MS = 2000;

export default fp(async (app) => {
  const ok = {
    schema: { tags: ['health'], querystring: NoQuery, response: answers({ ok: true }) },
  };
  app.get('/ping', ok, async () => 'OK');
  app.get('/', ok, async () => 'OK');

  const noStore = { 'cache-control': 'no-store' };
  const live = { ...ok.schema, response: answers({ json: HealthAnswer }) };
  app.get('/health/live', { schema: live }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );

  const ready = {
    ...live,
    response: answers({ json: HealthAnswer, other: { 503: UnavailableAnswer } }),
  };
  app.get('/health/ready', { schema: ready }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(app.db), timeout]);
      return reply.headers(noStore).send({ status: 'ok', database: 'ok' });
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.code(503).headers(noStore).send({ status: 'unavailable', database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  });
});
