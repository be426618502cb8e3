/**
 * Mail delivery and the demo outbox page (issue 13). With `SMTP_URL` set, committed outbox rows are
 * sent through SMTP (mail/deliver.ts) and there is no page. Without it, and only when the local
 * demo turns the page on (`OUTBOX_PAGE=1`, app option `outboxPage`; never in production), GET
 * /outbox shows the studio's 50 newest mails, so a local demo can follow reset and confirmation
 * links. Behind a reverse proxy on the same machine every request comes from loopback, so the
 * setting, not the request, decides (issue 22 item 15); the loopback check stays as a second lock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { startMailDelivery } from '../../platform/mail/deliver.ts';
import { smtpUrl } from '../../platform/mail/transport.ts';
import { NoQuery } from '../../platform/http/requests.ts';
import { outboxPage } from './page.ts';
import { latestMails } from './queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /outbox is on (app option `outboxPage`, the local demo's `OUTBOX_PAGE=1`). */
    outboxPage?: boolean;
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const proxyHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

const fromThisMachine = (request: FastifyRequest) =>
  loopback.has(request.socket.remoteAddress ?? '') &&
  proxyHeaders.every((name) => request.headers[name] === undefined);

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (smtpUrl()) {
    const stop = startMailDelivery(app.db);
    app.addHook('onClose', async () => stop());
    return;
  }
  if (!app.outboxPage) return;
  // An HTML page, not JSON (test/openapi.test.ts lists it).
  app.get('/outbox', { schema: { querystring: NoQuery } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(404).type('text/plain').send('Not Found');
    const mails = await latestMails(app.db, request.client.row.id, 50);
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Mail text is escaped and each HTML part sits in a sandboxed srcdoc frame: the page runs
        // no script at all, whatever a mail holds; images (the studio's logo) may load.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:",
        )
        .send(outboxPage(request.locale, request.client.row.name, mails))
    );
  });
};
