/**
 * A booking of several time slots (an event's days, issue 26) or one appointment as an iCalendar
 * file with one VEVENT per slot: `METHOD:PUBLISH` with `STATUS:CONFIRMED`, or `METHOD:CANCEL`
 * with `STATUS:CANCELLED` and the same UIDs, so a cancellation removes what the confirmation
 * added. SEQUENCE as booking-ics.ts (time of the change; a cancellation ranks above a booking in
 * the same second). Timed slots are UTC instants of their Copenhagen wall time; a slot without
 * times is an all-day entry on its date. `X-WR-TIMEZONE:Europe/Copenhagen` names the studio's zone.
 */
import { createEvents, type EventAttributes } from 'ics';
import { copenhagenInstant } from '../lib/time.ts';
import { bookingSequence } from './booking-ics.ts';

export interface CalendarSlot {
  /** Stable per customer and slot (`event-3-slot-9-customer-7@studio-booking`). */
  uid: string;
  title: string;
  /** Copenhagen `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm[:ss]`, both or neither (neither: all day). */
  start_time?: string;
  end_time?: string;
  location?: string;
  description?: string;
}

export interface CalendarChange {
  cancelled: boolean;
  /** When the booking changed (ms): the SEQUENCE. */
  changedAt: number;
  studioName: string;
  /** The sender address, the ORGANIZER's `mailto:` (RFC 5546 wants one on a CANCEL). */
  organizerEmail: string;
}

const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** The slot's start and end: UTC instants, or an all-day date and the day after. */
function when(slot: CalendarSlot) {
  if (slot.start_time && slot.end_time)
    return {
      start: copenhagenInstant(slot.date, slot.start_time),
      end: copenhagenInstant(slot.date, slot.end_time),
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
    } as const;
  const [y, m, d] = dateParts(slot.date);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: [y, m, d] as [number, number, number],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()] as [
      number,
      number,
      number,
    ],
  };
}

/**
 * @returns the file text (CRLF lines), one VEVENT per slot.
 * @throws when `slots` is empty or the `ics` package rejects an event.
 */
export function calendarIcs(slots: CalendarSlot[], change: CalendarChange): string {
  if (!slots.length) throw new Error('calendarIcs: no slots');
  const sequence = bookingSequence(change.changedAt, change.cancelled ? 'cancelled' : 'seat');
  const events = slots.map((slot): EventAttributes => ({
    ...when(slot),
    uid: slot.uid,
    sequence,
    method: change.cancelled ? 'CANCEL' : 'PUBLISH',
    status: change.cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: slot.title,
    location: slot.location || undefined,
    description: slot.description || undefined,
    organizer: { name: change.studioName, email: change.organizerEmail },
    productId: 'studio-booking/ics',
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('ics: no output');
  return value.replace(/^(METHOD:.*\r?\n)/m, '$1X-WR-TIMEZONE:Europe/Copenhagen\r\n');
}
