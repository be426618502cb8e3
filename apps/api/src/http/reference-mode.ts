/**
 * Reference mode, for tests (issue 10 interoperability, issue 23 item 4): our server answers as the
 * reference provider CONTRACT.md was written from, so the web app can be tried against a provider
 * that is not ours. Turned on by `AppOptions.referenceMode` (server.ts: `REFERENCE_MODE=1`). Hooks
 * only; the modules do not know about it. The tables are in reference-calls.ts and
 * reference-shapes.ts; the scope in docs/decisions/2026-11-27-any-provider-both-ways.md.
 *
 * - Calls the reference does not have ([MISSING], design) answer `404 Not Found`; calls it has for
 *   staff only answer a customer `403 Forbidden` (DELETE /users/{id}, membership pauses).
 * - Request fields of our design are dropped, as the reference ignores them (`count` on POST
 *   /class-signups, `use_immediately_after_purchase` on POST /cart-items, …); cart item types of our
 *   design are a 400.
 * - `GET /classes` refuses the populate keys the reference lacks (§1.6, §4: the *(design)* table,
 *   the "dependency only" keys, `class_accepts_waiting_list_signups`,
 *   `class_livestream_signoff_deadline_timestamp`) with `400 "The following populate fields are
 *   invalid: <keys>"`.
 * - Every answer loses the fields of our design (design settings included).
 * - Style-B answers (§1.7; and the orders of a user's `invoices`) send `0`/`1` for boolean
 *   columns, and `0` for a false `class_accepts_*` or `user_can_sign_up_*` (§1.10).
 * - CORS allows only the §1.1 headers (app.ts allows no others in any mode).
 *
 * Left as it is: the built-in `test` payment provider's routes (`/payments/test/…`), which stand in
 * for the payment provider's hosted pages, not for the provider API, and our own infrastructure
 * (`/health/…`, `/image-files/…`, `/test/…`).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { readPopulate } from '../platform/lib/populate.ts';
import {
  designRequestFields,
  designRoutes,
  referenceCartItemTypes,
  referenceRejectedClassKeys,
  staffOnlyRoutes,
} from './reference-calls.ts';
import {
  styleBRoutes,
  toReferenceBooleans,
  withoutDesignFields,
  withoutDesignRelations,
} from './reference-shapes.ts';

/**
 * `GET /classes/:id`: the method (HEAD as GET) and the route's pattern; undefined for an unknown
 * route and for our test-only routes, which are no part of the provider API.
 */
function routeOf(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  if (!url || url.startsWith('/test/')) return undefined;
  return `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
}

export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const route = routeOf(request);
    if (!route) return;
    if (designRoutes.has(route)) return reply.code(404).type('text/plain').send('Not Found');
    if (staffOnlyRoutes.has(route)) return reply.forbidden();
  });

  app.addHook('preValidation', async (request, reply) => {
    const route = routeOf(request);
    const dropped = route && designRequestFields[route];
    const body = request.body as Record<string, unknown> | null | undefined;
    const query = request.query as Record<string, unknown>;
    if (dropped && body && typeof body === 'object')
      for (const field of dropped.body ?? []) delete body[field];
    if (dropped) for (const field of dropped.query ?? []) delete query[field];
    const itemType = route === 'POST /cart-items' ? body?.item_type : undefined;
    if (typeof itemType === 'string' && !referenceCartItemTypes.has(itemType))
      return reply.code(400).send({
        code: 'E_MISSING_OR_INVALID_PARAMS',
        problems: [`item_type: "${itemType}" is not a valid item type`],
      });
  });

  app.addHook('preHandler', async (request, reply) => {
    if (routeOf(request) !== 'GET /classes') return;
    const asked = readPopulate((request.query as Record<string, unknown>).populate);
    const invalid = asked.filter((key) => referenceRejectedClassKeys.has(key));
    if (invalid.length)
      return reply.badRequest(`The following populate fields are invalid: ${invalid.join(', ')}`);
  });

  app.addHook('preSerialization', async (request, _reply, answer) => {
    const route = routeOf(request);
    if (!route) return answer;
    // The rewrites below work in place: on a copy, since an answer may hold objects that outlive
    // the request (the studio and its settings are kept per process, and frozen).
    const payload = structuredClone(answer);
    withoutDesignFields(payload);
    withoutDesignRelations(route, payload);
    const url = route.slice('GET '.length);
    if (!route.startsWith('GET ')) return payload;
    if (styleBRoutes.has(url)) toReferenceBooleans(payload);
    else if (url === '/users/:id')
      toReferenceBooleans((payload as { invoices?: unknown }).invoices);
    return payload;
  });
});
