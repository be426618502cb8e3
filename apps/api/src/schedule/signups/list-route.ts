/**
 * The HTTP side of the three signup lists (CONTRACT §5 GET /class-signups,
 * /class-waiting-list-signups, /class-livestream-signups): the query schema, the customer guard,
 * the window's 400/403, then the rows in their wire style and their populate. Each module's
 * routes.ts registers its list with `signupListRoute`.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { SignupListQuery } from '@studio/contract/class-signups';
import { answers } from '../../platform/http/answers.ts';
import { readPopulate } from '../../platform/lib/populate.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { classRequest } from '../classes/public.ts';
import { signupListWindow } from './list-window.ts';
import { populateSignups, type SignupRefKeys } from './populate.ts';
import { listSignups, type RowOf, type SignupKind } from './queries.ts';

type App = Parameters<FastifyPluginAsyncZod>[0] & FastifyInstance;

/** Style A reference names (`class`, `used_class_pass`, …). */
export const styleAKeys: SignupRefKeys = {
  user: 'user',
  class: 'class',
  pass: 'used_class_pass',
  membership: 'used_membership',
};

/** Style B reference names (`class_id`, `used_class_pass_id`, …). */
export const styleBKeys: SignupRefKeys = {
  user: 'user_id',
  class: 'class_id',
  pass: 'used_class_pass_id',
  membership: 'used_membership_id',
};

/**
 * Registers GET `url`: the caller's active rows of `kind` in the window, oldest class first,
 * each made a wire object by `toWire` and populated under `keys`; `row` is the contract schema of
 * one row (the answer is a list of them).
 */
export function signupListRoute<K extends SignupKind>(
  app: App,
  url: string,
  kind: K,
  toWire: (row: RowOf[K]) => Record<string, unknown>,
  keys: SignupRefKeys,
  row: z.core.$ZodType,
) {
  const response = answers({ json: z.array(row), forbidden: true });
  const options = {
    preValidation: app.requireCustomer,
    schema: { querystring: SignupListQuery, response },
  };
  app.get(url, options, async (request, reply) => {
    const caller = request.user!;
    const window = signupListWindow(request.query, caller.id, copenhagenToday());
    if ('status' in window)
      return window.status === 400 ? reply.badRequest(window.message) : reply.forbidden();
    const rows = await listSignups(app.db, request.client.row.id, kind, window);
    const populate = readPopulate(request.query.populate);
    return populateSignups(app.db, classRequest(request), caller, rows.map(toWire), populate, keys);
  });
}
