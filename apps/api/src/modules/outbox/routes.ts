/**
 * Mail delivery and the demo outbox page (issue 13). With `SMTP_URL` set, committed outbox rows are
 * sent through SMTP (mail/deliver.ts) and there is no page. Without it, GET /outbox shows the
 * studio's 50 newest mails, so a local demo can follow reset and confirmation links; it answers
 * only requests from this machine that came through no proxy, since the mails hold those links.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { startMailDelivery } from '../../mail/deliver.ts';
import { smtpUrl } from '../../mail/transport.ts';
import { outboxPage } from './page.ts';
import { latestMails } from './queries.ts';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const fromThisMachine = (request: FastifyRequest) =>
  loopback.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (smtpUrl()) {
    const stop = startMailDelivery(app.db);
    app.addHook('onClose', async () => stop());
    return;
  }
  app.get('/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(404).type('text/plain').send('Not Found');
    const mails = await latestMails(app.db, request.client.row.id, 50);
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Mail text is escaped; the page runs no script at all, whatever a mail holds.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(outboxPage(request.locale, request.client.row.name, mails))
    );
  });
};
