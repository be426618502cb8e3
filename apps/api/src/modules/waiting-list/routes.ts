/**
 * POST /class-waiting-list-signups, DELETE /class-waiting-list-signups/{id} and
 * GET /class-waiting-list-signups (CONTRACT §5). Customers only; the body `user` must be the caller.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignupBody } from '@studio/contract/class-signups';
import { classWaitingListSignups } from '../../db/schema.ts';
import { listSignups, populateSignups, readListQuery } from '../class-signups/list.ts';
import { waitingListSignupStyleA } from '../class-signups/serialize.ts';
import { joinWaitingList, leaveWaitingList } from './service.ts';

export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireCustomer };
  const forbid = (reply: FastifyReply) => reply.code(403).type('text/plain').send('Forbidden');

  app.post(
    '/class-waiting-list-signups',
    { ...guard, schema: { body: SignupBody } },
    async (request, reply) => {
      if (request.body.user !== request.user!.id) return forbid(reply);
      const outcome = await joinWaitingList(
        app.db,
        request.client,
        request.user!.id,
        request.body.class,
      );
      return outcome.ok
        ? waitingListSignupStyleA(outcome.value)
        : reply.refusal(outcome.code, outcome.params);
    },
  );

  app.delete('/class-waiting-list-signups/:id', guard, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id <= 0)
      return reply.badRequest('Signup id must be a positive integer');
    const result = await leaveWaitingList(app.db, request.client, request.user!.id, id);
    return result === 'forbidden' ? forbid(reply) : reply.type('text/plain').send('OK');
  });

  app.get('/class-waiting-list-signups', guard, async (request, reply) => {
    const window = readListQuery(request, reply);
    if (!window) return reply;
    const rows = await listSignups(app.db, request.client.row.id, classWaitingListSignups, window);
    const list = rows.map((row) => waitingListSignupStyleA(row) as Record<string, unknown>);
    return populateSignups(app.db, request, list, window.populate, {
      user: 'user',
      class: 'class',
      pass: 'used_class_pass',
      membership: 'used_membership',
    });
  });
};
