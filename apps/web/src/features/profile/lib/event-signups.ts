/**
 * My events as pure rules (seed 000 §2 "My events"; seed 001 §4 "Event signup"): when an event
 * takes place, and which signups may be cancelled here. Dates stay Copenhagen `YYYY-MM-DD`.
 */
import type * as z from 'zod/mini';
import type { Event, EventSignup, EventTimeSlot } from '@studio/contract/events';

type Slot = z.infer<typeof EventTimeSlot>;

/** The signup's event when the server populated it. */
export const eventOf = (signup: EventSignup): Event | null =>
  typeof signup.event === 'object' ? signup.event : null;

/** The event's populated time slots in date and time order (none when not populated). */
export function slotsOf(event: Event): Slot[] {
  const slots = (event.time_slots ?? []).filter(
    (slot): slot is Slot => typeof slot === 'object' && !slot.archived,
  );
  return slots.sort((a, b) => (a.date + a.start_time).localeCompare(b.date + b.start_time));
}

/** Only a free event's signup is cancelled by the customer; paid ones are not (seed 001 §4). */
export const canCancel = (signup: EventSignup, event: Event | null): boolean =>
  !!event && event.price === 0 && !signup.installment_payments_enabled;

/** My events in the order they take place. */
export const byStartDate = (signups: EventSignup[]): EventSignup[] =>
  [...signups].sort((a, b) =>
    (eventOf(a)?.start_date ?? '').localeCompare(eventOf(b)?.start_date ?? ''),
  );
