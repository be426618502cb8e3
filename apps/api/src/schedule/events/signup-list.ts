/**
 * Event signups with their populated relations (CONTRACT §6 GET /event-signups, §3 user
 * `event_signups`): style A rows, `event` as an Event (style A, with the `event.` keys), `user`
 * as the customer's own name, e-mail and image. No HTTP: the route and the users module call it.
 */
import type { Db } from '../../platform/db/connect.ts';
import { imagesById } from '../../studio/public.ts';
import { buildEvents, type EventView } from './build.ts';
import { findEvents, type EventSignupRow } from './queries.ts';
import { signupsOfUser, usersById } from './signup-queries.ts';
import { serializeSignup } from './serialize.ts';
import { signupPayments } from './signup-payments.ts';

/** The keys GET /event-signups answers; a dotted key implies its parent. */
const keysUnder = (keys: Set<string>, prefix: string) =>
  new Set(
    [...keys]
      .filter((key) => key.startsWith(`${prefix}.`))
      .map((key) => key.slice(prefix.length + 1)),
  );

/**
 * The signups on the wire with `event` / `user` when `keys` ask for them. The payment fields
 * (`installments`, `payment_subscriptions`, `number_of_installments_paid`,
 * `installment_payments_status`) are always there, so the populate keys of the same names need
 * nothing more; `installments.order` turns each installment's `order` id into `{id,
 * receipt_token}`.
 */
export async function buildSignups(
  db: Db,
  view: EventView,
  rows: EventSignupRow[],
  keys: Set<string>,
): Promise<Record<string, unknown>[]> {
  const payments = await signupPayments(db, view.clientId, rows, keys.has('installments.order'));
  const list = rows.map((row) => ({ ...serializeSignup(row), ...payments.get(row.id) }));
  const eventKeys = keysUnder(keys, 'event');
  if (keys.has('event') || eventKeys.size) {
    const ids = [...new Set(rows.map((row) => row.event_id))];
    const found = await findEvents(db, view.clientId, { ids, withArchived: true });
    const events = await buildEvents(db, view, found, eventKeys, 'A');
    for (const item of list) item.event = events.find((e) => e.id === item.event_id) ?? item.event;
  }
  if (keys.has('user') || keys.has('user.image')) {
    const people = await usersById(db, view.clientId, [...new Set(rows.map((r) => r.user_id))]);
    const images = keys.has('user.image')
      ? await imagesById(
          db,
          view.clientId,
          people.flatMap((p) => (p.image_id ? [p.image_id] : [])),
        )
      : new Map();
    for (const item of list) {
      const person = people.find((p) => p.id === item.user);
      if (!person) continue;
      const { client_id, image_id, ...rest } = person;
      item.user = {
        ...rest,
        client: client_id,
        image: keys.has('user.image') && image_id ? (images.get(image_id) ?? null) : image_id,
      };
    }
  }
  return list;
}

/**
 * The customer's non-archived event signups for the profile (CONTRACT §3 `event_signups`, with
 * `event_signups.event`): every one, past events too, `event` as an Event when asked.
 */
export async function profileEventSignups(
  db: Db,
  view: EventView & { userId: number },
  withEvent: boolean,
) {
  const rows = await signupsOfUser(db, view.clientId, view.userId);
  return buildSignups(db, view, rows, new Set(withEvent ? ['event'] : []));
}
