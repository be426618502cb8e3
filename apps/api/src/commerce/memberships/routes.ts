/**
 * GET /memberships, GET /memberships/{id}, PUT /memberships/{id}, POST /membership-pauses and
 * DELETE /membership-pauses/{id} (CONTRACT §8). Customers only (403 otherwise), and only their own
 * memberships: another customer's membership or pause answers 403 with nothing changed. Pause
 * refusals are the contract's bare keys: the extended object when the client asks, else the key
 * as a JSON string (CONTRACT §15.1).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  ArchivedPauses,
  Membership,
  MembershipIdParams,
  MembershipList,
  MembershipPause,
  MembershipPauseBody,
  MembershipQuery,
  MembershipsQuery,
  MembershipUpdateBody,
} from '@studio/contract/memberships';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { fill } from '../../platform/i18n/locale.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { buildMemberships, type MembershipView } from './build.ts';
import { serializePause } from './serialize.ts';
import { createPause, deletePause } from './pauses.ts';
import { membershipById, membershipsOfUser } from './queries.ts';
import { changeMembershipStatus } from './service.ts';
import { pauseRefusalTexts } from './pause-texts.ts';

const viewOf = (request: FastifyRequest, style: 'A' | 'B'): MembershipView => ({
  clientId: request.client.row.id,
  settings: request.client.settings,
  locale: request.locale,
  today: copenhagenToday(),
  style,
});

/** A pause refusal (bare key, CONTRACT §15.1), localised when the client takes the extended form. */
function pauseRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  params?: Record<string, string | number>,
) {
  const texts = pauseRefusalTexts[key];
  if (!texts || !request.headers['x-yogo-client-accepts-extended-error-format'])
    return reply.code(200).type('application/json').send(JSON.stringify(key));
  return reply.extendedRefusal({
    type: key,
    localized_title: fill(texts.title[request.locale], params),
    localized_message: fill(texts.message[request.locale], params),
  });
}

/** A single id (`id=17`, not `id[]=17`) answers one object (CONTRACT §8 GET /memberships). */
const isSingle = (raw: unknown) => typeof raw === 'string' || typeof raw === 'number';

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  app.get(
    '/memberships',
    {
      ...guard,
      schema: {
        querystring: MembershipsQuery,
        // One `id` answers the one membership (an empty 200 when it is not the caller's), else a list.
        response: answers({ json: z.union([MembershipList, Membership]), forbidden: true }),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const ids = readIds(query.id);
      if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
      // Whatever `user` says, a customer receives only their own memberships.
      const rows = await membershipsOfUser(app.db, request.client.row.id, request.user!.id, ids);
      const list = await buildMemberships(
        app.db,
        viewOf(request, 'B'),
        rows,
        readPopulate(query.populate),
      );
      if (!isSingle(query.id)) return list;
      return list[0] ?? reply.code(200).send();
    },
  );

  const byId = { ...guard, schema: { params: MembershipIdParams }, attachValidation: true };

  app.get(
    '/memberships/:id',
    {
      ...byId,
      schema: {
        ...byId.schema,
        querystring: MembershipQuery,
        response: answers({ json: Membership, forbidden: true }),
      },
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('id must be a positive integer');
      const row = await membershipById(app.db, request.client.row.id, request.params.id);
      if (!row || row.archived || row.user_id !== request.user!.id) return reply.forbidden();
      const populate = readPopulate(request.query.populate);
      const [membership] = await buildMemberships(app.db, viewOf(request, 'A'), [row], populate);
      return membership;
    },
  );

  // The body is checked here: anything but `status` alone is a 403 (CONTRACT §8).
  const put = {
    ...byId,
    schema: {
      ...byId.schema,
      body: checkedByHandler(MembershipUpdateBody),
      response: answers({ ok: true, forbidden: true }),
    },
  };
  app.put('/memberships/:id', put, async (request, reply) => {
    if (request.validationError) return reply.badRequest('id must be a positive integer');
    // A customer may send `status` alone, and only to stop or resume (CONTRACT §8).
    const body = request.body as Record<string, unknown> | null;
    const status = body && typeof body === 'object' ? body.status : undefined;
    const onlyStatus = body && typeof body === 'object' && Object.keys(body).length === 1;
    if (!onlyStatus || (status !== 'active' && status !== 'cancelled_running'))
      return reply.forbidden();
    const outcome = await changeMembershipStatus(
      app.db,
      request.client,
      request.user!.id,
      request.params.id,
      status,
    );
    if (outcome === 'forbidden') return reply.forbidden();
    if (outcome !== 'OK') return reply.badRequest(outcome.badRequest);
    return reply.type('text/plain').send('OK');
  });

  app.post(
    '/membership-pauses',
    {
      ...guard,
      schema: {
        body: MembershipPauseBody,
        response: answers({ json: MembershipPause, refusals: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      const outcome = await createPause(app.db, request.client, request.user!.id, request.body);
      if (outcome === 'forbidden') return reply.forbidden();
      if (!outcome.ok) return pauseRefusal(request, reply, outcome.code, outcome.params);
      return serializePause(outcome.value);
    },
  );

  const unpause = {
    ...byId,
    schema: {
      ...byId.schema,
      response: answers({ json: ArchivedPauses, refusals: true, forbidden: true }),
    },
  };
  app.delete('/membership-pauses/:id', unpause, async (request, reply) => {
    if (request.validationError) return reply.badRequest('id must be a positive integer');
    const outcome = await deletePause(app.db, request.client, request.user!.id, request.params.id);
    if (outcome === 'forbidden') return reply.forbidden();
    if (!outcome.ok) return pauseRefusal(request, reply, outcome.code, outcome.params);
    return outcome.value.map(serializePause);
  });
};
