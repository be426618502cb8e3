/**
 * POST /class-signups, DELETE /class-signups/{id}, POST /class-signups/change-count and
 * GET /class-signups (CONTRACT §5). Customers only (403 otherwise); the body `user` must be the
 * caller. Refusals are HTTP 200 through `reply.refusal` (extended format when asked).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeCountBody, SignupBody } from '@studio/contract/class-signups';
import { classSignups } from '../../db/schema.ts';
import { classSignupStyleA } from './serialize.ts';
import { cancelSignup, changeSeatCount, createSignup } from './service.ts';
import { listSignups, populateSignups, readListQuery } from './list.ts';

const forbidden = { code: 403, body: 'Forbidden' } as const;

export const classSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };

  app.post('/class-signups', { ...guard, schema: { body: SignupBody } }, async (request, reply) => {
    const { user, class: classId, count = 1 } = request.body;
    if (user !== request.user!.id)
      return reply.code(forbidden.code).type('text/plain').send(forbidden.body);
    const outcome = await createSignup(app.db, {
      client: request.client,
      userId: user,
      classId,
      count,
    });
    return outcome.ok
      ? classSignupStyleA(outcome.value)
      : reply.refusal(outcome.code, outcome.params);
  });

  app.post(
    '/class-signups/change-count',
    { ...guard, schema: { body: ChangeCountBody } },
    async (request, reply) => {
      const { user, class: classId, count } = request.body;
      if (user !== request.user!.id)
        return reply.code(forbidden.code).type('text/plain').send(forbidden.body);
      const outcome = await changeSeatCount(app.db, {
        client: request.client,
        userId: user,
        classId,
        count,
      });
      if (!outcome.ok) return reply.refusal(outcome.code, outcome.params);
      return outcome.value === 'OK'
        ? reply.type('text/plain').send('OK')
        : classSignupStyleA(outcome.value);
    },
  );

  app.delete('/class-signups/:id', guard, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0)
      return reply.badRequest('Signup id must be a positive integer');
    const outcome = await cancelSignup(app.db, request.client, request.user!.id, id);
    if (outcome === 'forbidden')
      return reply.code(forbidden.code).type('text/plain').send(forbidden.body);
    // Legacy string only: this endpoint never takes the extended form (CONTRACT §5, §15.2).
    if (!outcome.ok) return reply.type('application/json').send(JSON.stringify(outcome.code));
    return reply.type('text/plain').send('OK');
  });

  app.get('/class-signups', guard, async (request, reply) => {
    const window = readListQuery(request, reply);
    if (!window) return reply;
    const rows = await listSignups(app.db, request.client.row.id, classSignups, window);
    const list = rows.map((row) => classSignupStyleA(row) as Record<string, unknown>);
    return populateSignups(app.db, request, list, window.populate, {
      user: 'user',
      class: 'class',
      pass: 'used_class_pass',
      membership: 'used_membership',
    });
  });
};
