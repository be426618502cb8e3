/**
 * Signing up for free events and cancelling (CONTRACT §6 POST and DELETE /event-signups; seed 001
 * §5 purchase guards). Both run in one transaction that locks the event row first, so two
 * customers never both take the last seat. Refusals are HTTP 200 codes for the route
 * (`E_EVENT_IS_FULL`, `E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT` fixed; `E_EVENT_NOT_FOUND`,
 * `E_EVENT_HAS_STARTED` extended); `notFree` is the contract's 400 "Event is not free".
 */
import type { Db } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { sendEventMail } from './event-mail.ts';
import { lockEvent, seatsByEvent, type EventSignupRow } from './queries.ts';
import {
  activeEventSignup,
  archiveEventSignup,
  findEventSignup,
  insertEventSignup,
} from './signup-queries.ts';
import { hasStarted, isFree, isFull } from './state.ts';

/** Who signs up where: the studio (id, name, language) and the customer. */
export interface SignupRequest {
  studio: { id: number; name: string; locale: Locale };
  userId: number;
  eventId: number;
}

/**
 * One seat at the studio's free event for the user, and the confirmation e-mail when the event
 * sends one (queued in the same transaction). Refusal order: unknown / archived / another
 * studio's event, not free (400), started, already signed up, full.
 */
export function signUpForFreeEvent(
  db: Db,
  { studio, userId, eventId }: SignupRequest,
): Promise<Outcome<EventSignupRow> | 'notFree'> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, studio.id, eventId);
    if (!event) return refuse('E_EVENT_NOT_FOUND');
    if (!isFree(event)) return 'notFree';
    if (hasStarted(event, copenhagenToday())) return refuse('E_EVENT_HAS_STARTED');
    if (await activeEventSignup(tx, eventId, userId))
      return refuse('E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT');
    const taken = (await seatsByEvent(tx, [eventId])).get(eventId) ?? 0;
    if (isFull(event, taken)) return refuse('E_EVENT_IS_FULL');
    const signup = await insertEventSignup(tx, {
      client_id: studio.id,
      user_id: userId,
      event_id: eventId,
    });
    await sendEventMail(tx, studio.id, event, userId, 'signup');
    return ok(signup);
  });
}

/**
 * Cancels (archives) the user's own signup of a free event that has not started.
 * @returns `OK`, `notFound` (unknown or already cancelled), `forbidden` (another customer's),
 *   `notFree` (paid events are not cancelled by the customer), or the started refusal.
 */
export function cancelEventSignup(
  db: Db,
  clientId: number,
  userId: number,
  signupId: number,
): Promise<Outcome<'OK'> | 'notFound' | 'forbidden' | 'notFree'> {
  return db.transaction(async (tx) => {
    const found = await findEventSignup(tx, clientId, signupId);
    if (!found) return 'notFound';
    if (found.user_id !== userId) return 'forbidden';
    const event = await lockEvent(tx, clientId, found.event_id);
    if (event && !isFree(event)) return 'notFree';
    if (event && hasStarted(event, copenhagenToday())) return refuse('E_EVENT_HAS_STARTED');
    await archiveEventSignup(tx, found.id);
    if (event) await sendEventMail(tx, clientId, event, userId, 'cancelled');
    return ok('OK' as const);
  });
}
