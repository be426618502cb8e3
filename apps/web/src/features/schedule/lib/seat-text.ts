/**
 * What a class card says about seats (seed 000 §2 item visuals, issue 15): "5 ledige pladser"
 * instead of "7/12", and for a full class "Fuldt · 3 på venteliste" (or that the list is open),
 * in the customer's language. Studios that chose the warning or no seat text keep the server's
 * `capacity_text` while seats are free; a private class (1 seat) keeps it always.
 */
import type { Class } from '@studio/contract/classes';

export interface SeatWords {
  /** "{n} ledige pladser" for n free seats (plural rules in the caller). */
  free: (count: number) => string;
  full: string;
  /** "{n} på venteliste". */
  waiting: (count: number) => string;
  waitingOpen: string;
  waitingFull: string;
}

const countingFormats = new Set(['available_slash_total_seats', 'number_of_available_seats']);

/** The card's seat line, or '' for none (cancelled or started classes, open classes). */
export function seatText(cls: Class, format: string | undefined, words: SeatWords): string {
  if (cls.cancelled || cls.class_has_started || !cls.capacity_text) return '';
  if (cls.seats <= 1) return cls.capacity_text;
  if (cls.class_is_fully_booked)
    return [words.full, waitingPart(cls, words)].filter(Boolean).join(' · ');
  if (
    !countingFormats.has(format ?? 'available_slash_total_seats') ||
    cls.signup_count === undefined
  )
    return cls.capacity_text;
  return words.free(Math.max(cls.seats - cls.signup_count, 0));
}

function waitingPart(cls: Class, words: SeatWords): string {
  // No waiting list text from the server: the list is closed (or the deadline passed).
  if (!cls.waiting_list_text) return '';
  if (cls.waiting_list_max !== undefined && (cls.waiting_list_count ?? 0) >= cls.waiting_list_max)
    return words.waitingFull;
  return cls.waiting_list_count ? words.waiting(cls.waiting_list_count) : words.waitingOpen;
}
