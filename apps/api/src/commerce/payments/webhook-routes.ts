/**
 * Provider webhooks (CONTRACT §7): POST /payments/stripe/webhook and POST /payments/reepay/webhook.
 * The signature is checked on the raw body (this plugin keeps JSON bodies as bytes); a bad
 * signature is 400 and changes nothing. A reported payment is read back from the provider and
 * applied once (service.ts). The provider calls with the studio in the url
 * (`…/webhook?client=<id>`, CONTRACT §1.2), set when the webhook is registered.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderByReference, orderOfStudio } from './queries.ts';
import { customerHandleOfOrder, processOrderPayment } from './service.ts';
import * as z from 'zod/mini';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { adapterForRequest } from './route-kit.ts';
import { orderIdOfHandle } from './reepay-routes.ts';

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const ok = { type: 'text/plain', body: 'OK' } as const;
  // The provider's signed event, read as bytes (its signature is over them).
  const event = (provider: string) => ({
    schema: {
      body: checkedByHandler(z.record(z.string(), z.unknown()), `${provider}'s signed event`),
      response: answers({ ok: true }),
    },
  });

  app.post('/payments/stripe/webhook', event('Stripe'), async (request, reply) => {
    const adapter = adapterForRequest(app, request, reply, 'stripe');
    if (!adapter) return reply;
    const report = adapter.verifyWebhook(raw(request.body), request.headers);
    if (!report) return reply.badRequest('Invalid signature');
    if (report.kind === 'payment') {
      const order = await orderByReference(
        app.db,
        request.client.row.id,
        'stripe',
        report.reference,
      );
      // A session we did not make (another environment on the same account): nothing to do.
      if (order) await processOrderPayment(app.db, adapter, order);
    }
    return reply.type(ok.type).send(ok.body);
  });

  app.post('/payments/reepay/webhook', event('Reepay'), async (request, reply) => {
    const adapter = adapterForRequest(app, request, reply, 'reepay');
    if (!adapter) return reply;
    const report = adapter.verifyWebhook(raw(request.body), request.headers);
    if (!report) return reply.badRequest('Invalid signature');
    if (report.kind === 'payment') {
      const id = orderIdOfHandle(report.reference);
      const order =
        id === undefined ? undefined : await orderOfStudio(app.db, request.client.row.id, id);
      if (!order || order.payment_provider_order_id !== report.reference)
        return reply.badRequest('Unknown invoice');
      if (report.customer && report.customer !== customerHandleOfOrder(order))
        return reply.badRequest('Customer does not match the invoice');
      await processOrderPayment(app.db, adapter, order);
    }
    return reply.type(ok.type).send(ok.body);
  });
};
