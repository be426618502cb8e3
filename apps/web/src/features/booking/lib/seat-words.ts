/**
 * The class dialog's seat texts in the page's language (issue 26, CONTRACT §1.13, §4): the
 * server writes `capacity_text` and `waiting_list_text` in the studio's `locale`, so where the
 * page reads in another language the dialog says the same from the class's fields, by the same
 * rules as the server (`calendar_capacity_info_format`). Without the figures it needs
 * (`signup_count`, `waiting_list_count`) a text is left out rather than shown in another language.
 */
import type { Class } from '@studio/contract/classes';

export interface SeatWordList {
  booked: string;
  full: string;
  /** "{n} available seats", plural rules in the caller. */
  free: (count: number) => string;
  /** The studio's few-seats warning, in the page's language when it is the default. */
  fewSeats: string;
  /** "{text} (livestream open)". */
  withLivestream: (text: string) => string;
  waitlistFull: string;
  /** "{n} on the waiting list". */
  onWaitlist: (count: number) => string;
}

interface SeatSettings {
  format: unknown;
  fewSeatsLimit: unknown;
}

/** `capacity_text` in our words; '' when the server sent none or a figure is missing. */
export function capacityWords(cls: Class, settings: SeatSettings, words: SeatWordList): string {
  if (!cls.capacity_text || cls.signup_count === undefined) return '';
  const signups = cls.signup_count;
  const free = cls.seats - signups;
  let text: string;
  if (cls.seats === 1) text = signups >= 1 ? words.booked : '';
  else if (settings.format === 'number_of_available_seats')
    text = free <= 0 ? words.full : words.free(free);
  else if (settings.format === 'warning_on_few_seats_left')
    text = free <= 0 ? words.full : free <= Number(settings.fewSeatsLimit) ? words.fewSeats : '';
  else if (settings.format === 'none') text = free <= 0 ? words.full : '';
  else text = `${signups}/${cls.seats}`;
  return text && cls.livestream_enabled ? words.withLivestream(text) : text;
}

/** `waiting_list_text` in our words; '' when the server sent none or the count is missing. */
export function waitingListWords(cls: Class, words: SeatWordList): string {
  if (!cls.waiting_list_text || cls.waiting_list_count === undefined) return '';
  if (cls.waiting_list_is_full) return words.waitlistFull;
  if (cls.waiting_list_max !== undefined && cls.waiting_list_count >= cls.waiting_list_max)
    return words.waitlistFull;
  return words.onWaitlist(cls.waiting_list_count);
}
