/**
 * The computed fields of an event (CONTRACT §4 rules, §6 design). Pure: the caller gives the
 * event, the seats taken, Copenhagen "today" and the user's signup. Amounts in øre here.
 */
import { toKroner, toOre } from '@studio/contract/money';
import type { EventRow } from './queries.ts';

/** The per-event and per-user flags of GET /event-time-slots. */
export interface EventFlags {
  event_has_started: boolean;
  event_is_fully_booked: boolean;
  event_accepts_customer_signups: boolean;
  user_is_signed_up_for_event: boolean;
  user_signup_id: number | null;
  user_can_sign_up_for_event: boolean;
  user_can_sign_off_from_event: boolean;
}

/** Started: today (Copenhagen) is after `start_date`; an event starting today has not. */
export const hasStarted = (event: Pick<EventRow, 'start_date'>, today: string) =>
  today > event.start_date;

/** Full: the seats taken (sum of `count`) reach `seats`. */
export const isFull = (event: Pick<EventRow, 'seats'>, seatsTaken: number) =>
  seatsTaken >= event.seats;

export const isFree = (event: Pick<EventRow, 'price'>) => toOre(event.price) === 0;

/**
 * @param signupId the user's active signup of the event (null: none, or anonymous: anyone may
 *   "sign up", the client then asks for login).
 */
export function eventFlags(
  event: EventRow,
  seatsTaken: number,
  today: string,
  signupId: number | null,
): EventFlags {
  const started = hasStarted(event, today);
  const full = isFull(event, seatsTaken);
  const accepts = !full && !started;
  const signedUp = signupId !== null;
  return {
    event_has_started: started,
    event_is_fully_booked: full,
    event_accepts_customer_signups: accepts,
    user_is_signed_up_for_event: signedUp,
    user_signup_id: signupId,
    user_can_sign_up_for_event: accepts && !signedUp,
    user_can_sign_off_from_event: signedUp && !started && isFree(event),
  };
}

/** An event's installment plan as the wire has it, and what joining requires today. */
export interface PlanView {
  installments: { date: string; amount: number }[];
  number_of_installments_left: number;
  current_required_paid_amount: number;
  current_required_number_of_paid_installments: number;
}

/**
 * The plan's fields (CONTRACT §6 design). Required now: every installment dated today or earlier
 * (the `1970-01-01` deposit included), and at least the first, so joining always pays something.
 * Sums in øre, kroner on the wire. No plan (or installments off): all zero, `[]`.
 */
export function planView(
  enabled: boolean,
  plan: { date: string; amount: string }[],
  today: string,
): PlanView {
  if (!enabled || !plan.length)
    return {
      installments: [],
      number_of_installments_left: 0,
      current_required_paid_amount: 0,
      current_required_number_of_paid_installments: 0,
    };
  const due = Math.max(1, plan.filter((entry) => entry.date <= today).length);
  const dueOre = plan.slice(0, due).reduce((sum, entry) => sum + toOre(entry.amount), 0);
  return {
    installments: plan.map((entry) => ({
      date: entry.date,
      amount: toKroner(toOre(entry.amount)),
    })),
    number_of_installments_left: plan.length - due,
    current_required_paid_amount: toKroner(dueOre),
    current_required_number_of_paid_installments: due,
  };
}
