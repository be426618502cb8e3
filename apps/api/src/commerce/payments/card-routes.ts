/**
 * The card change routes (CONTRACT §7; README.md "Card change") of a membership and of an event
 * signup: Reepay `create-recurring-session`, `attach-card-to-membership` and
 * `attach-card-to-event-signup`; Stripe and the test provider
 * `create-checkout-setup-session-for-{membership,event-signup}` and
 * `process-{membership,event-signup}-payment-method-update-if-completed`. Customer only; a
 * membership or event signup that is not the caller's (or not the studio's) is 403 and nothing
 * changes; a route of another provider than the studio's is 400.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AttachCardToEventSignupBody,
  EventSignupBody,
  EventSignupSetupSessionBody,
  RecurringSessionAnswer,
  SetupSessionAnswer,
} from '@studio/contract/payments';
import { answers } from '../../platform/http/answers.ts';
import { NoBody } from '../../platform/http/requests.ts';
import { Id } from '@studio/contract/wire';
import { reepayAdapter } from './providers/adapters.ts';
import type { CardOwner } from './providers/types.ts';
import { attachReepayCard, processSetupSession, startSetupSession } from './card-change.ts';
import { cardOwnerOfStudio } from './card-queries.ts';
import { adapterForRequest, isWebUrl } from './route-kit.ts';
import { customerHandle } from './service.ts';

const Url = z.string().check(z.minLength(1), z.maxLength(2000));

/** POST /payments/reepay/attach-card-to-membership. */
const AttachCardBody = z.object({
  cardId: z.string().check(z.minLength(1), z.maxLength(200)),
  membership: Id,
});
/** POST /payments/{stripe,test}/create-checkout-setup-session-for-membership → `{url}`. */
const SetupSessionBody = z.object({ membership: Id, success_url: Url, cancel_url: Url });
/** POST /payments/{stripe,test}/process-membership-payment-method-update-if-completed → `OK`. */
const MembershipBody = z.object({ membership: Id });

/** The card owners and their route names and bodies (event signups: CONTRACT §7 design). */
const owners = [
  {
    kind: 'membership',
    noun: 'membership',
    attachBody: AttachCardBody,
    setupBody: SetupSessionBody,
    processBody: MembershipBody,
  },
  {
    kind: 'event_signup',
    noun: 'event-signup',
    attachBody: AttachCardToEventSignupBody,
    setupBody: EventSignupSetupSessionBody,
    processBody: EventSignupBody,
  },
] as const;

/** The owner a body names (`membership` or `eventSignup`). */
const ownerOf = (body: { membership: number } | { eventSignup: number }): CardOwner =>
  'membership' in body
    ? { kind: 'membership', id: body.membership }
    : { kind: 'event_signup', id: body.eventSignup };

const okText = (reply: FastifyReply) => reply.type('text/plain').send('OK');
const okOrForbidden = answers({ ok: true, forbidden: true });

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's own card owner of this studio, or undefined after answering 403. */
  async function ownOwner(request: FastifyRequest, reply: FastifyReply, owner: CardOwner) {
    const found = await cardOwnerOfStudio(app.db, request.client.row.id, owner);
    if (found && found.user_id === request.user?.id) return owner;
    await reply.forbidden();
    return undefined;
  }

  app.post(
    '/payments/reepay/create-recurring-session',
    {
      preValidation: app.requireCustomer,
      schema: { body: NoBody, response: answers({ json: RecurringSessionAnswer }) },
    },
    async (request, reply) => {
      const adapter = adapterForRequest(app, request, reply, 'reepay');
      if (!adapter) return reply;
      const user = request.user!;
      const session = await adapter.createSaveCardSession({
        customer: { handle: customerHandle(user.id), email: user.email },
        currency: String(request.client.settings.currency || 'DKK'),
        successUrl: '',
        cancelUrl: '',
        locale: request.locale,
        wallet: null,
      });
      return { id: session.id, url: session.url };
    },
  );

  for (const spec of owners) {
    app.post(
      `/payments/reepay/attach-card-to-${spec.noun}`,
      {
        preValidation: app.requireCustomer,
        schema: { body: spec.attachBody, response: okOrForbidden },
      },
      async (request, reply) => {
        const owner = await ownOwner(request, reply, ownerOf(request.body));
        if (!owner) return reply;
        if (!adapterForRequest(app, request, reply, 'reepay')) return reply;
        const attached = await attachReepayCard(
          app.db,
          reepayAdapter(),
          { clientId: request.client.row.id, userId: request.user!.id, owner },
          request.body.cardId,
        );
        if (attached === 'not-mine')
          return reply.badRequest('Card is not an active payment method for this user.');
        return okText(reply);
      },
    );

    for (const provider of ['stripe', 'test'] as const) {
      const base = `/payments/${provider}`;

      app.post(
        `${base}/create-checkout-setup-session-for-${spec.noun}`,
        {
          preValidation: app.requireCustomer,
          schema: {
            body: spec.setupBody,
            response: answers({ json: SetupSessionAnswer, forbidden: true }),
          },
        },
        async (request, reply) => {
          const { success_url, cancel_url } = request.body;
          if (!isWebUrl(success_url) || !isWebUrl(cancel_url))
            return reply.badRequest('success_url and cancel_url must be http(s) urls');
          const owner = await ownOwner(request, reply, ownerOf(request.body));
          if (!owner) return reply;
          const adapter = adapterForRequest(app, request, reply, provider);
          if (!adapter) return reply;
          const url = await startSetupSession(app.db, {
            studio: request.client,
            user: request.user!,
            owner,
            provider,
            adapter,
            successUrl: success_url,
            cancelUrl: cancel_url,
            locale: request.locale,
          });
          return { url };
        },
      );

      // The test provider's page saved the card itself; Stripe's session is read back here.
      app.post(
        `${base}/process-${spec.noun}-payment-method-update-if-completed`,
        {
          preValidation: app.requireCustomer,
          schema: { body: spec.processBody, response: okOrForbidden },
        },
        async (request, reply) => {
          const owner = await ownOwner(request, reply, ownerOf(request.body));
          if (!owner) return reply;
          const adapter = adapterForRequest(app, request, reply, provider);
          if (!adapter) return reply;
          if (provider === 'stripe') await processSetupSession(app.db, adapter, owner);
          return okText(reply);
        },
      );
    }
  }
};
