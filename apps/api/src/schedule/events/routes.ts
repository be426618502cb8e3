/**
 * GET /event-time-slots, GET /events, GET /events/{id}, GET /event-groups (public) and
 * GET/POST/DELETE /event-signups (customers, own signups only) — CONTRACT §4, §6. Refusals are
 * HTTP 200 through `reply.refusal`; malformed input a 400 string; another customer's a 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Event,
  EventGroupList,
  EventIdParams,
  EventList,
  EventPopulateQuery,
  EventSignup,
  EventSignupBody,
  EventSignupList,
  EventSignupListQuery,
  EventsQuery,
  EventTimeSlotList,
  EventTimeSlotsQuery,
} from '@studio/contract/events';
import { answers } from '../../platform/http/answers.ts';
import type { FastifyRequest } from 'fastify';
import { readPopulate } from '../../platform/lib/populate.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { buildEvents, type EventView } from './build.ts';
import { buildGroups } from './groups.ts';
import { readEventsQuery, readSignupListQuery } from './params.ts';
import { findEvents } from './queries.ts';
import { findEventSignup, signupsOfUser } from './signup-queries.ts';
import { serializeSignup } from './serialize.ts';
import { cancelEventSignup, signUpForFreeEvent } from './service.ts';
import { buildSignups } from './signup-list.ts';
import { buildSlots, planSlotPopulate, readSlotQuery } from './time-slots.ts';

const viewOf = (request: FastifyRequest): EventView => ({
  clientId: request.client.row.id,
  userId: request.user?.id ?? null,
  today: copenhagenToday(),
});

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event-time-slots',
    {
      schema: { querystring: EventTimeSlotsQuery, response: answers({ json: EventTimeSlotList }) },
    },
    async (request, reply) => {
      const filter = readSlotQuery(request.query);
      if (typeof filter === 'string') return reply.badRequest(filter);
      const plan = planSlotPopulate(request.query.populate);
      if ('invalid' in plan)
        return reply.badRequest(
          `The following populate fields are invalid: ${plan.invalid.join(', ')}`,
        );
      return buildSlots(app.db, viewOf(request), filter, plan.fields);
    },
  );

  const events = { querystring: EventsQuery, response: answers({ json: EventList }) };
  app.get('/events', { schema: events }, async (request, reply) => {
    const filter = readEventsQuery(request.query);
    if (typeof filter === 'string') return reply.badRequest(filter);
    const view = viewOf(request);
    const rows = await findEvents(app.db, view.clientId, filter);
    return buildEvents(app.db, view, rows, new Set(readPopulate(request.query.populate)), 'A');
  });

  app.get(
    '/events/:id',
    {
      schema: {
        params: EventIdParams,
        querystring: EventPopulateQuery,
        response: answers({ json: Event, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('Event id must be a positive integer');
      const view = viewOf(request);
      const rows = await findEvents(app.db, view.clientId, {
        ids: [request.params.id],
        withArchived: true,
      });
      const keys = new Set(readPopulate(request.query.populate));
      const [event] = await buildEvents(app.db, view, rows, keys, 'A');
      return event ?? reply.code(404).type('text/plain').send('Not Found');
    },
  );

  const groups = { querystring: EventPopulateQuery, response: answers({ json: EventGroupList }) };
  app.get('/event-groups', { schema: groups }, async (request) =>
    buildGroups(app.db, request.client.row.id, new Set(readPopulate(request.query.populate))),
  );

  const guard = { preValidation: app.requireCustomer };

  app.get(
    '/event-signups',
    {
      ...guard,
      schema: {
        querystring: EventSignupListQuery,
        response: answers({ json: EventSignupList, forbidden: true }),
      },
    },
    async (request, reply) => {
      const me = request.user!.id;
      const query = readSignupListQuery(request.query, me);
      if (query === 'forbidden') return reply.forbidden();
      if (typeof query === 'string') return reply.badRequest(query);
      const view = viewOf(request);
      let rows;
      if (query.id !== undefined) {
        const found = await findEventSignup(app.db, view.clientId, query.id);
        if (found && found.user_id !== me) return reply.forbidden();
        rows = found ? [found] : [];
      } else rows = await signupsOfUser(app.db, view.clientId, me, query.window);
      return buildSignups(app.db, view, rows, new Set(readPopulate(request.query.populate)));
    },
  );

  app.post(
    '/event-signups',
    {
      ...guard,
      schema: {
        body: EventSignupBody,
        response: answers({ json: EventSignup, refusals: true, forbidden: true }),
      },
    },
    async (request, reply) => {
      const { user, event } = request.body;
      if (user === undefined || event === undefined)
        return reply.badRequest('User and event must be specified');
      if (user !== request.user!.id) return reply.forbidden();
      const { row } = request.client;
      const outcome = await signUpForFreeEvent(app.db, {
        studio: { id: row.id, name: row.name, locale: request.locale },
        userId: user,
        eventId: event,
      });
      if (outcome === 'notFree') return reply.badRequest('Event is not free');
      return outcome.ok ? serializeSignup(outcome.value) : reply.refusal(outcome.code);
    },
  );

  app.delete(
    '/event-signups/:id',
    {
      ...guard,
      schema: {
        params: EventIdParams,
        response: answers({ ok: true, refusals: true, forbidden: true, notFound: true }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.badRequest('Signup id must be a positive integer');
      const outcome = await cancelEventSignup(
        app.db,
        request.client.row.id,
        request.user!.id,
        request.params.id,
      );
      if (outcome === 'notFound') return reply.code(404).type('text/plain').send('Not Found');
      if (outcome === 'forbidden') return reply.forbidden();
      if (outcome === 'notFree') return reply.badRequest('Event is not free');
      if (!outcome.ok) return reply.refusal(outcome.code);
      return reply.type('text/plain').send('OK');
    },
  );
};
