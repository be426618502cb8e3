/**
 * A customer's booking of a class as an iCalendar file attached to its mail (issue 26): a seat, a
 * livestream or a waiting-list place (TENTATIVE), and its cancellation (METHOD:CANCEL). One UID
 * per customer and class, so the calendar keeps one entry that each later mail updates. SEQUENCE
 * grows with the time of the change (and, within a second, from waiting list to seat to
 * cancellation), so the newest mail wins whatever order they are opened in (RFC 5545 §3.8.7.4,
 * RFC 5546 §2.1.4). Start and end are UTC instants of the class's Copenhagen wall time;
 * `X-WR-TIMEZONE:Europe/Copenhagen` tells calendars which zone the studio lives in.
 */
import { createEvent } from 'ics';
import { copenhagenInstant } from '../lib/time.ts';
import type { IcsClass } from './class-ics.ts';

export type BookingIcsKind = 'seat' | 'livestream' | 'waiting_list' | 'cancelled';

export interface BookingIcs {
  kind: BookingIcsKind;
  customerId: number;
  /** When the booking changed (ms): its SEQUENCE. */
  changedAt: number;
  /** The livestream page's link (the livestream kind), else null. */
  livestreamLink: string | null;
  /** The event's title in the customer's language (`Yin`, `Yin (venteliste)`). */
  title: string;
  /** The studio's sender address, the ORGANIZER's `mailto:` (RFC 5546 wants one on a CANCEL). */
  organizerEmail: string;
}

/** 2026-01-01 UTC, where SEQUENCE's seconds count from. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

/** Within one second a waiting-list place < a seat or livestream < a cancellation. */
const rank: Record<BookingIcsKind, number> = {
  waiting_list: 0,
  seat: 1,
  livestream: 1,
  cancelled: 2,
};

/**
 * The SEQUENCE of a change at `changedAt` (ms): 4 × the seconds since 2026 + the kind's rank, a
 * 31-bit integer until 2043.
 */
export const bookingSequence = (changedAt: number, kind: BookingIcsKind) =>
  Math.max(0, Math.floor((changedAt - SEQUENCE_EPOCH) / 1000)) * 4 + rank[kind];

/** `class-<class id>-customer-<user id>@studio-booking`: the same for every mail about it. */
const bookingUid = (classId: number, customerId: number) =>
  `class-${classId}-customer-${customerId}@studio-booking`;

/**
 * @returns the file text (CRLF lines): METHOD:PUBLISH with STATUS CONFIRMED (seat, livestream) or
 *   TENTATIVE (waiting list), or METHOD:CANCEL with STATUS CANCELLED.
 * @throws when the `ics` package rejects the event.
 */
export function bookingIcs(c: IcsClass, b: BookingIcs): string {
  const cancelled = b.kind === 'cancelled';
  const description = [c.subtitle, b.livestreamLink ? `Livestream: ${b.livestreamLink}` : '']
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: bookingUid(c.id, b.customerId),
    sequence: bookingSequence(b.changedAt, b.kind),
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : b.kind === 'waiting_list' ? 'TENTATIVE' : 'CONFIRMED',
    title: b.title,
    start: copenhagenInstant(c.date, c.start_time),
    end: copenhagenInstant(c.date, c.end_time),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    description: description || undefined,
    location: b.livestreamLink ? undefined : c.location || undefined,
    url: b.livestreamLink ?? undefined,
    organizer: { name: c.studioName, email: b.organizerEmail },
    productId: 'studio-booking/ics',
  });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value.replace(/^(METHOD:.*\r?\n)/m, '$1X-WR-TIMEZONE:Europe/Copenhagen\r\n');
}
