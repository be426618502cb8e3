/**
 * The test provider's save-card page on our own server (README.md "Card change"):
 * GET /payments/test/card/{sessionId} shows it; its forms post to `…/save-card` (the good test
 * card becomes the card of the membership or event signup, 303 to the success url),
 * `…/save-declining-card` (the same with the declining card, handle `test_card_decline_…`) and
 * `…/cancel` (303 to the cancel url, nothing changed). The query carries the studio, the owner
 * (`membership` or `eventSignup`), the customer and the return urls, signed; a wrong signature, or
 * an owner that is not that customer's, is 404 and changes nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { TestSessionParams } from '@studio/contract/payments';
import { Id } from '@studio/contract/wire';
import { NoBody } from '../../../platform/http/requests.ts';
import type { CardOwner } from '../providers/types.ts';
import { testSavedCard, verifyTestCardSession, type TestCardKind } from './provider.ts';
import { saveTestCard } from '../card-change.ts';
import { cardOwnerOfStudio } from '../card-queries.ts';
import { customerHandle } from '../service.ts';
import { cardPage } from './page.ts';
import { htmlReply, ignoreFormFields, notFound, pageLook } from './page-reply.ts';

const TestCardQuery = z.object({
  membership: z.optional(Id),
  eventSignup: z.optional(Id),
  customer: z.string().check(z.maxLength(100)),
  success_url: z.string().check(z.maxLength(2000)),
  cancel_url: z.string().check(z.maxLength(2000)),
  sig: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

type CardRequest = FastifyRequest<{
  Params: { sessionId: string };
  Querystring: z.infer<typeof TestCardQuery>;
}>;

export const testCardPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    ignoreFormFields,
  );

  const options = {
    schema: { params: TestSessionParams, querystring: TestCardQuery },
    attachValidation: true,
  };
  // The page's forms post no fields that matter (page-reply.ts ignores them).
  const form = { ...options, schema: { ...options.schema, body: NoBody } };

  /** The signed session and its owner (the signed customer's), or undefined (404). */
  async function sessionOf(request: CardRequest) {
    if (request.validationError) return undefined;
    const { sessionId } = request.params;
    const { membership, eventSignup } = request.query;
    if ((membership === undefined) === (eventSignup === undefined)) return undefined;
    const owner: CardOwner = membership
      ? { kind: 'membership', id: membership }
      : { kind: 'event_signup', id: eventSignup! };
    const session = {
      owner,
      customerHandle: request.query.customer,
      successUrl: request.query.success_url,
      cancelUrl: request.query.cancel_url,
    };
    if (!verifyTestCardSession(app.tokenKeys.secret, sessionId, session, request.query.sig))
      return undefined;
    const found = await cardOwnerOfStudio(app.db, request.client.row.id, owner);
    if (!found || customerHandle(found.user_id) !== session.customerHandle) return undefined;
    return { ...session, sessionId, ownerName: found.name };
  }

  app.get('/payments/test/card/:sessionId', options, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    return htmlReply(
      reply,
      cardPage({
        ...pageLook(request),
        ownerName: session.ownerName,
        actionPath: `/payments/test/card/${session.sessionId}`,
        query: request.url.split('?')[1] ?? '',
      }),
      [session.successUrl, session.cancelUrl],
    );
  });

  const saving = (kind: TestCardKind) => async (request: CardRequest, reply: FastifyReply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    await saveTestCard(
      app.db,
      request.client.row.id,
      session.owner,
      testSavedCard(session.sessionId, kind, session.customerHandle),
    );
    return reply.redirect(session.successUrl, 303);
  };

  app.post('/payments/test/card/:sessionId/save-card', form, saving('good'));
  app.post('/payments/test/card/:sessionId/save-declining-card', form, saving('declining'));

  app.post('/payments/test/card/:sessionId/cancel', form, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return notFound(reply);
    return reply.redirect(session.cancelUrl, 303);
  });
};
