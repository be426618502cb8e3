/**
 * The test provider's hosted checkout page on our own server (README.md, design):
 * GET /payments/test/checkout/{sessionId} shows it; its forms post to `…/pay` (the order is
 * fulfilled, 303 to the success url), `…/decline` (the order is marked failed, a declined page
 * with a link to the cancel url) and `…/cancel` (303 to the cancel url). The query carries the
 * studio and the signed return urls; a wrong signature or session is 404 and changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { toOre } from '@studio/contract/money';
import { TestSessionParams } from '@studio/contract/payments';
import { createTestAdapter, testPaymentFacts, verifyTestSession } from './provider.ts';
import { NoBody } from '../../../platform/http/requests.ts';
import { copenhagenClock } from '../../../platform/lib/time.ts';
import { walletOf } from '../providers/wallet.ts';
import { orderByReference, orderLines } from '../queries.ts';
import { originOf } from '../route-kit.ts';
import { applyPayment, declinePayment } from '../service.ts';
import { alreadyPaidPage, checkoutPage, declinedPage } from './page.ts';
import { htmlReply, ignoreFormFields, notFound, pageLook } from './page-reply.ts';

/** Lines whose seat, use or balance the order holds (commerce/holds). */
const HELD = new Set([
  'event',
  'event_first_installment',
  'membership_type',
  'discount_code',
  'gift_card_spend',
]);

/**
 * A live hold's end as Copenhagen `HH:mm`, when the order holds something (the page is shown to
 * the customer holding it); null otherwise.
 */
const heldUntil = (ms: number, lines: { item_type: string }[]) =>
  ms > Date.now() && lines.some((line) => HELD.has(line.item_type)) ? copenhagenClock(ms) : null;

const TestSessionQuery = z.object({
  success_url: z.string().check(z.maxLength(2000)),
  cancel_url: z.string().check(z.maxLength(2000)),
  save_card: z.enum(['0', '1']),
  sig: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export const testPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    ignoreFormFields,
  );

  const schema = { params: TestSessionParams, querystring: TestSessionQuery };
  const options = { schema, attachValidation: true };
  // The page's forms post no fields that matter (page-reply.ts ignores them).
  const form = { schema: { ...schema, body: NoBody }, attachValidation: true };

  /** The session's order and return urls, or undefined (the caller answers 404). */
  async function sessionOf(
    request: FastifyRequest<{
      Params: { sessionId: string };
      Querystring: z.infer<typeof TestSessionQuery>;
    }>,
  ) {
    if (request.validationError) return undefined;
    const { sessionId } = request.params;
    const urls = {
      successUrl: request.query.success_url,
      cancelUrl: request.query.cancel_url,
      saveCard: request.query.save_card === '1',
    };
    if (!verifyTestSession(app.tokenKeys.secret, sessionId, urls, request.query.sig))
      return undefined;
    const order = await orderByReference(app.db, request.client.row.id, 'test', sessionId);
    return order && { order, sessionId, ...urls };
  }

  app.get('/payments/test/checkout/:sessionId', options, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    if (session.order.fulfilled)
      return htmlReply(reply, alreadyPaidPage(pageLook(request), session.successUrl));
    const lines = await orderLines(app.db, session.order.id);
    return htmlReply(
      reply,
      checkoutPage({
        ...pageLook(request),
        currency: String(request.client.settings.currency || 'DKK'),
        lines: lines.map((line) => ({
          name: line.name,
          count: line.count,
          totalOre: toOre(line.total_price),
        })),
        totalOre: toOre(session.order.total),
        saveCard: session.saveCard,
        heldUntil: heldUntil(session.order.hold_until, lines),
        wallet: walletOf(request.client.row.country, request.client.settings),
        actionPath: `/payments/test/checkout/${session.sessionId}`,
        query: request.url.split('?')[1] ?? '',
      }),
      [session.successUrl, session.cancelUrl],
    );
  });

  app.post('/payments/test/checkout/:sessionId/pay', form, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    const adapter = createTestAdapter({
      signingKey: app.tokenKeys.secret,
      origin: originOf(request),
      clientId: request.client.row.id,
    });
    await applyPayment(
      app.db,
      adapter,
      session.order.id,
      testPaymentFacts(session.sessionId, session.saveCard, session.order.user_id ?? undefined),
    );
    return reply.redirect(session.successUrl, 303);
  });

  app.post('/payments/test/checkout/:sessionId/decline', form, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    if (session.order.fulfilled)
      return htmlReply(reply, alreadyPaidPage(pageLook(request), session.successUrl));
    await declinePayment(app.db, session.order.id);
    return htmlReply(reply, declinedPage(pageLook(request), session.cancelUrl));
  });

  app.post('/payments/test/checkout/:sessionId/cancel', form, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    return reply.redirect(session.cancelUrl, 303);
  });
};
