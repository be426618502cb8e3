/**
 * What an event means to the customer (seed 001 §3 event, §5 event purchase rules; CONTRACT §4
 * rules, §6): seats left, full, started, signed up, free or priced, its time lines, and why it
 * cannot be joined now. Pure functions over the wire event (kroner, Copenhagen `YYYY-MM-DD`).
 */
import type { Event, EventTeacher } from '@studio/contract/events';
import type { Image } from '@studio/contract/images';
import { toOre } from '@studio/contract/money';
import type * as z from 'zod/mini';
import { formatClassDay, formatClassDaySpan } from '../../class/lib/format-class-time.ts';

/** An event as both wire styles carry it (GET /events, and `event` inside a time slot). */
export type AnyEvent = Pick<
  Event,
  | 'id'
  | 'client'
  | 'name'
  | 'description'
  | 'start_date'
  | 'time_freetext'
  | 'seats'
  | 'price'
  | 'archived'
  | 'use_time_slots'
  | 'installment_payments_enabled'
  | 'installments'
  | 'current_required_paid_amount'
  | 'signup_count'
  | 'user_is_signed_up_for_event'
  | 'teachers'
> & { time_slots?: Event['time_slots']; image?: unknown; room?: unknown };

export type Teacher = z.infer<typeof EventTeacher>;

/** Why an event cannot be joined now (seed 001 §5), or null. `already_signed_up` only when the
 *  studio sells one seat per customer (`customer_can_buy_multiple_seats_for_event` off). */
export type EventBlock = 'archived' | 'invalid_link' | 'started' | 'full' | 'already_signed_up';

/** Seats nobody holds yet (never below 0). */
export const seatsLeft = (event: AnyEvent): number =>
  Math.max(0, event.seats - (event.signup_count ?? 0));

/** Free = price 0 (CONTRACT §6): signed up directly, and cancellable by the customer. */
export const isFree = (event: AnyEvent): boolean => toOre(event.price) === 0;

/** Started = today (Copenhagen) is after the first day; an event starting today has not. */
export const hasStarted = (event: AnyEvent, today: string): boolean =>
  today > event.start_date.slice(0, 10);

/** Seed 001 §5's checks, in its order; `clientId` is the studio the customer is in. */
export function eventBlock(
  event: AnyEvent,
  { today, clientId, multipleSeats }: { today: string; clientId: number; multipleSeats: boolean },
): EventBlock | null {
  if (event.client !== clientId) return 'invalid_link';
  if (event.archived) return 'archived';
  if (hasStarted(event, today)) return 'started';
  if (event.user_is_signed_up_for_event && (!multipleSeats || isFree(event)))
    return 'already_signed_up';
  if (seatsLeft(event) <= 0) return 'full';
  return null;
}

/** "09:00–16:00" never breaks at its dash (word joiners around it). */
const keepTimeTogether = (line: string) => line.replace(/(\d)–(\d)/g, '$1\u2060–\u2060$2');

/** The time slots, by date and start; ids kept for React keys. */
export function timeSlotsOf(event: AnyEvent) {
  return (event.time_slots ?? [])
    .flatMap((slot) => (typeof slot === 'object' ? [slot] : []))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
}

/**
 * When it is, one line per time slot ("lørdag 18. maj 2024 kl. 10:00–13:00"), or the first day
 * and the studio's free text when the event has no slots.
 */
export function eventWhen(event: AnyEvent, language: string): string[] {
  const slots = timeSlotsOf(event);
  if (event.use_time_slots && slots.length > 0) {
    return slots.map((slot) =>
      keepTimeTogether(formatClassDaySpan(slot.date, slot.start_time, slot.end_time, language)),
    );
  }
  const day = formatClassDay(event.start_date.slice(0, 10), language);
  return [event.time_freetext ? `${day}, ${event.time_freetext}` : day];
}

/** A short "when" for a card: the first slot's day and time, and how many more days follow. */
export function eventFirstDay(event: AnyEvent, language: string) {
  const [first, ...rest] = timeSlotsOf(event);
  if (!event.use_time_slots || !first) return { line: eventWhen(event, language)[0]!, more: 0 };
  return {
    line: keepTimeTogether(
      formatClassDaySpan(first.date, first.start_time, first.end_time, language),
    ),
    more: new Set(rest.map((slot) => slot.date).filter((date) => date !== first.date)).size,
  };
}

/** The teachers as objects (populated); ids alone are skipped. */
export const teachersOf = (event: AnyEvent): Teacher[] =>
  (event.teachers ?? []).flatMap((teacher) => (typeof teacher === 'object' ? [teacher] : []));

/** The populated image record, if any (both styles). */
export const imageOf = (value: unknown): Image | null =>
  value && typeof value === 'object' && 'filename' in value ? (value as Image) : null;

/** The date of the plan's first entry when it is paid at signup (CONTRACT §6). */
export const AT_SIGNUP = '1970-01-01';

/** Whether the customer may choose to pay in installments. */
export const offersInstallments = (event: AnyEvent): boolean =>
  event.installment_payments_enabled && event.installments.length > 0 && !isFree(event);
