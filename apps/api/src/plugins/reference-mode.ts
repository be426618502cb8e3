/**
 * Reference mode, for tests (issue 10, interoperability): our server behaves like the reference
 * provider CONTRACT.md was written from, so the web app can be tried against a provider that is not
 * ours. Turned on by `AppOptions.referenceMode` (server.ts: `REFERENCE_MODE=1`). Hooks only; the
 * modules do not know about it.
 *
 * - `GET /classes` refuses the populate keys the reference lacks (§1.6, §4: the *(design)* table,
 *   the "dependency only" keys, `class_accepts_waiting_list_signups`,
 *   `class_livestream_signoff_deadline_timestamp`) with `400 "The following populate fields are
 *   invalid: <keys>"`.
 * - `POST /class-signups/change-count` does not exist (§5 [MISSING]): `404 Not Found`.
 * - Style-B objects of `GET /classes` (the classes and the objects nested in them) send `0`/`1`
 *   for boolean columns, and `0` for a false `class_accepts_*` or `user_can_sign_up_*` (§1.10).
 * - CORS allows only the §1.1 headers (app.ts allows no others in any mode).
 */
import fp from 'fastify-plugin';
import { readPopulate } from '../lib/populate.ts';

/**
 * Keys of `GET /classes` the reference answers 400 to. Copied from CONTRACT §4 (the classes module
 * and packages/contract/src/classes.ts list every key we accept, not which are ours only).
 */
export const referenceRejectedClassKeys = new Set([
  // Seed fields not in the reference (design table).
  'user_signup_count',
  'user_can_sign_up_for_number_of_seats',
  'class_series_types',
  'class_series_types_livestream',
  'class_is_part_of_locked_class_series_type',
  'user_can_sign_up_for_class_locked_by_class_series',
  'user_active_invalid_memberships',
  'user_is_signed_up_for_class_with_class_series_name',
  'user_is_signed_up_for_livestream_with_class_series_name',
  'ics_url_livestream',
  // Dependency only, or never requestable in the reference.
  'class_has_ended',
  'class_starts_today',
  'class_starts_today_or_later',
  'class_is_open',
  'class_is_too_far_in_the_future_to_sign_up',
  'class_accepts_waiting_list_signups',
  'class_livestream_signoff_deadline_timestamp',
]);

/** Boolean columns of style-B records, sent as 0/1 by the reference (§1.10). */
const booleanColumns = new Set([
  'archived',
  'cancelled',
  'studio_attendance_enabled',
  'livestream_enabled',
]);
/** Computed flags the reference can send as `0` when false (§1.10). */
const zeroWhenFalse = /^(class_accepts_|user_can_sign_up_for_(class|waiting_list|livestream)$)/;

/** Rewrites, in place, a style-B record and the records nested in it. */
function referenceBooleans(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) referenceBooleans(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'boolean' && booleanColumns.has(key)) record[key] = field ? 1 : 0;
    else if (field === false && zeroWhenFalse.test(key)) record[key] = 0;
    else if (field && typeof field === 'object') referenceBooleans(field);
  }
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';

export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST' && pathOf(request.url) === '/class-signups/change-count')
      return reply.code(404).type('text/plain').send('Not Found');
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/classes') return;
    const asked = readPopulate((request.query as Record<string, unknown>).populate);
    const invalid = asked.filter((key) => referenceRejectedClassKeys.has(key));
    if (invalid.length)
      return reply.badRequest(`The following populate fields are invalid: ${invalid.join(', ')}`);
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/classes') return payload;
    const classes = (payload as { classes?: unknown } | null)?.classes;
    referenceBooleans(classes);
    return payload;
  });
});
