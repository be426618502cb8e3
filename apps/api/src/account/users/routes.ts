/**
 * The customer's own profile and the public teacher list (CONTRACT §3 GET /users/{id},
 * GET /users, PUT /users/{id}; seed 000 §2 my profile and profile edit, §6 permissions).
 * A customer sees and changes only themself: any other id answers `403 Forbidden`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileUpdateBody } from '@studio/contract/auth';
import { MailPreferencesBody } from '@studio/contract/mail-preferences';
import * as z from 'zod/mini';
import { OwnUser, UsersAnswer } from '@studio/contract/own-user';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { UserIdParams, UserQuery, UsersQuery } from '@studio/contract/users';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { videoViewerOf } from '../../library/public.ts';
import { populateOwnProfile } from './profile-relations.ts';
import { branchIdsOf } from './queries.ts';
import { serializeOwnUser, serializeOwnUserStyleB } from './serialize.ts';
import { signupRoutes } from './signup-route.ts';
import { accountRoutes } from './account-routes.ts';
import { refuseOtherId } from './own-id.ts';
import { listTeachers, listVideoTeachers } from './teachers.ts';
import { updateProfile } from './update.ts';
import { isDateOrEmpty, isPlainObject, judgeIssues, sendFieldProblems } from './validation.ts';

const truthy = (value: unknown) => value === '1' || value === 'true';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller as the video library sees them (signed play addresses of built-in videos). */
  const viewerOf = (request: Parameters<typeof videoViewerOf>[0]) =>
    videoViewerOf(request, app.tokenKeys.secret);
  await app.register(signupRoutes);
  await app.register(accountRoutes);
  // A bad id answers the contract's 400 text, not the schema error object.
  const own = { preValidation: app.requireCustomer, attachValidation: true };

  const response = answers({ json: OwnUser, forbidden: true });
  const getOwn = { ...own, schema: { params: UserIdParams, querystring: UserQuery, response } };
  app.get('/users/:id', getOwn, async (request, reply) => {
    if (refuseOtherId(request, reply)) return reply;
    const user = request.user!;
    const body = serializeOwnUser(user, await branchIdsOf(app.db, user.id));
    const keys = new Set(readPopulate(request.query.populate));
    await populateOwnProfile(app.db, user, body, keys, 'A', viewerOf(request));
    return body;
  });

  const list = {
    schema: { querystring: UsersQuery, response: answers({ json: UsersAnswer, forbidden: true }) },
    attachValidation: true,
  };
  app.get('/users', list, async (request, reply) => {
    const query = request.query;
    if (truthy(query.teacher)) {
      // Only the date can fail UsersQuery; it matters only to the teacher list (ignored elsewhere).
      if (request.validationError)
        return reply.badRequest('hasClassesOrEventTimeSlotsFromDateForward must be YYYY-MM-DD');
      const from = query.hasClassesOrEventTimeSlotsFromDateForward;
      const withImage = readPopulate(query.populate).includes('image');
      return listTeachers(app.db, request.client.row.id, from, withImage);
    }
    if (truthy(query.isTeachingVideo))
      return listVideoTeachers(
        app.db,
        request.client.row.id,
        readPopulate(query.populate).includes('image'),
      );
    const user = request.user;
    if (!user) return reply.forbidden();
    const ids = readIds(query.id);
    if (ids && !ids.length) return reply.badRequest('id must be a positive integer');
    if (!ids || ids.some((id) => id !== user.id)) return reply.forbidden();
    const body = serializeOwnUserStyleB(user, await branchIdsOf(app.db, user.id));
    const keys = new Set(readPopulate(query.populate));
    await populateOwnProfile(app.db, user, body, keys, 'B', viewerOf(request));
    return [body];
  });

  // The body is checked here, for the contract's 400 texts and field problems (validation.ts).
  // The profile's fields and the mail preferences (issue 26, contract/mail-preferences.ts).
  const PutBody = z.extend(ProfileUpdateBody, MailPreferencesBody.shape);
  const body = checkedByHandler(PutBody);
  const update = answers({ json: OwnUser, refusals: true, forbidden: true });
  const put = { ...own, schema: { params: UserIdParams, body, response: update } };
  app.put('/users/:id', put, async (request, reply) => {
    if (refuseOtherId(request, reply)) return reply;
    const raw = request.body;
    if (!isPlainObject(raw)) return reply.badRequest('Request body must be a JSON object');
    // An empty password field means "keep the password" (seed 000 §5: optional on profile edit).
    const body = raw.password === '' ? { ...raw, password: undefined } : raw;
    if (!isDateOrEmpty(body.date_of_birth))
      return reply.badRequest('date_of_birth must be YYYY-MM-DD or null');
    const parsed = PutBody.safeParse(body);
    if (!parsed.success) {
      const verdict = judgeIssues(parsed.error.issues, body);
      if (verdict.malformed) return reply.badRequest(verdict.malformed);
      if (verdict.problems.length) return sendFieldProblems(reply, verdict.problems);
      return reply.refusal('E_PASSWORD_TOO_WEAK');
    }
    const outcome = await updateProfile(app.db, request.user!, parsed.data, request.token?.value);
    if (outcome.kind === 'bad') return reply.badRequest(outcome.message);
    if (outcome.kind === 'refused') return reply.refusal(outcome.code);
    return serializeOwnUser(outcome.value.user, outcome.value.branchIds);
  });
};
