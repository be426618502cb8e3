/**
 * The delivery rules of a bought gift card (CONTRACT §11 with our design, decision
 * docs/decisions/2026-11-27-gift-card-delivery.md), pure: who gets the card, which send dates are
 * allowed, when a dated card is due, and until when a card is valid. Dates are Copenhagen
 * `YYYY-MM-DD` strings; instants are ms.
 */
import { addYears, format, isValid, parse } from 'date-fns';
import { addDaysIso, copenhagenClock, copenhagenToday } from '../../platform/lib/time.ts';

/** A dated card goes out from this Copenhagen hour of its day (the morning, not at midnight). */
export const SEND_HOUR = 8;

/** The same loose form the contract checks the giver's address with (`name@host.tld`). */
export const looksLikeEmail = (value: string) =>
  value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The last date a card may be sent on: the same date a year after `today` (28 Feb for 29 Feb). */
export function lastSendDate(today: string): string {
  return format(addYears(parse(today, 'yyyy-MM-dd', new Date()), 1), 'yyyy-MM-dd');
}

/** Whether `sendOn` is a real calendar date from `today` to `lastSendDate(today)`. */
export function isAllowedSendDate(sendOn: string, today: string): boolean {
  const date = parse(sendOn, 'yyyy-MM-dd', new Date());
  if (!isValid(date) || format(date, 'yyyy-MM-dd') !== sendOn) return false;
  return sendOn >= today && sendOn <= lastSendDate(today);
}

/**
 * Whether a card dated `sendOn` is to be sent at `now`: its day has come and it is past
 * `SEND_HOUR` in Copenhagen, or its day has passed (a late payment, a server that was down).
 */
export function isDue(sendOn: string, now: number): boolean {
  const today = copenhagenToday(new Date(now));
  if (sendOn < today) return true;
  return sendOn === today && Number(copenhagenClock(now).slice(0, 2)) >= SEND_HOUR;
}

/**
 * The card's last valid day: `gift_card_valid_for_days` (default 730) counted from the day it
 * reaches its receiver (the send date when later than today), so a dated card loses no days.
 */
export function validUntil(today: string, sendOn: string | null, validForDays: unknown): string {
  const days = Number(validForDays ?? 730) || 730;
  return addDaysIso(sendOn && sendOn > today ? sendOn : today, days);
}
