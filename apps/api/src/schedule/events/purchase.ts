/**
 * Paid events through the cart (CONTRACT §6 "Installment purchase flow", §7; seed 001 §3, §5, §9):
 * what the cart needs to price and guard an `event` or `event_first_installment` row, and the
 * signup a paid order line creates, with the event's installment plan copied onto it. Amounts in
 * øre here, kroner strings in the database. README.md beside this file has the rules.
 */
import { eq } from 'drizzle-orm';
import { oreToDecimal, toOre } from '@studio/contract/money';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { eventSignupInstallments, eventSignups } from '../../platform/db/schema.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { sendEventMail } from './event-mail.ts';
import {
  findEvents,
  plansOfEvents,
  seatsByEvent,
  userSignupIds,
  type EventRow,
  type EventSignupRow,
} from './queries.ts';
import { activeEventSignup, insertEventSignup } from './signup-queries.ts';
import { hasStarted, isFree, planView } from './state.ts';

/** One event as the cart sees it: seats left, the customer's signup, what joining costs now. */
export interface EventForCart {
  event: EventRow;
  seatsLeft: number;
  /** Why nobody may buy it now, as the refusal code POST /cart-items answers; null: buyable. */
  block: string | null;
  /** `current_required_paid_amount` in øre (0 without an enabled plan). */
  requiredOre: number;
  /** The event may be paid in installments: enabled and it has a plan. */
  installments: boolean;
  /** Installments in the plan, and how many of them are due now (paid at purchase). */
  planLength: number;
  dueNow: number;
}

/**
 * The purchase guards of seed 001 §5 in refusal order: archived / another studio's / cancelled
 * (`E_EVENT_NOT_FOUND`), free (`E_INVALID_CART_ITEM`: price 0 is a direct signup), started,
 * already signed up, full. Seats asked for beyond `seatsLeft` are the caller's check.
 */
function blockOf(event: EventRow, today: string, signedUp: boolean, seatsLeft: number) {
  if (event.archived || event.cancelled) return 'E_EVENT_NOT_FOUND';
  if (isFree(event)) return 'E_INVALID_CART_ITEM';
  if (hasStarted(event, today)) return 'E_EVENT_HAS_STARTED';
  if (signedUp) return 'E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT';
  if (seatsLeft <= 0) return 'E_EVENT_IS_FULL';
  return null;
}

/**
 * The studio's events among `eventIds` (archived too, so the row is still named) for `userId`'s
 * cart, keyed by id; another studio's or unknown ids are missing. `today`: Copenhagen date.
 * `heldSeats`: seats other customers' unpaid orders hold (commerce/holds), not free to sell.
 */
export async function eventsForCart(
  db: Db,
  clientId: number,
  userId: number,
  eventIds: number[],
  today: string,
  heldSeats: Map<number, number> = new Map(),
): Promise<Map<number, EventForCart>> {
  const out = new Map<number, EventForCart>();
  if (!eventIds.length) return out;
  const found = await findEvents(db, clientId, { ids: eventIds, withArchived: true });
  const ids = found.map((event) => event.id);
  const [seats, mine, plans] = await Promise.all([
    seatsByEvent(db, ids),
    userSignupIds(db, userId, ids),
    plansOfEvents(db, ids),
  ]);
  for (const event of found) {
    const taken = (seats.get(event.id) ?? 0) + (heldSeats.get(event.id) ?? 0);
    const seatsLeft = Math.max(0, event.seats - taken);
    const plan = plans.filter((entry) => entry.event_id === event.id);
    const view = planView(event.installment_payments_enabled, plan, today);
    out.set(event.id, {
      event,
      seatsLeft,
      block: blockOf(event, today, mine.has(event.id), seatsLeft),
      requiredOre: toOre(view.current_required_paid_amount),
      installments: event.installment_payments_enabled && plan.length > 0,
      planLength: view.installments.length,
      dueNow: view.current_required_number_of_paid_installments,
    });
  }
  return out;
}

/** What a paid order line buys at one event (`event.ts` of orders calls it under the lock). */
interface PaidSignup {
  studio: { id: number; name: string; locale: Locale };
  userId: number;
  /** The event row, locked by the caller (`lockEvent`). */
  event: EventRow;
  seats: number;
  orderId: number;
  /** `event_first_installment`: copy the plan, pay what is due now with this order. */
  installments: boolean;
  /** Øre of the order's discount on this line: spread over the installments paid now. */
  discountOre: number;
  now: number;
  today: string;
}

/**
 * The event's plan as the signup's installments: one row per plan entry, amounts in øre, the last
 * one adjusted so the sum is exactly the event price (a plan that does not add up cannot make a
 * customer pay more or less than the price). Due now (dated today or earlier, at least the first)
 * rows are paid by `orderId`; `discountOre` is taken off them row by row.
 */
async function copyPlan(tx: Tx, signup: EventSignupRow, input: PaidSignup) {
  const plan = await plansOfEvents(tx, [input.event.id]);
  if (!plan.length) return;
  const amounts = plan.map((entry) => toOre(entry.amount));
  const others = amounts.slice(0, -1).reduce((sum, ore) => sum + ore, 0);
  const lastOre = toOre(input.event.price) - others;
  if (lastOre >= 0) amounts[amounts.length - 1] = lastOre;
  const due = Math.max(1, plan.filter((entry) => entry.date <= input.today).length);
  let discountLeft = Math.max(0, input.discountOre);
  await tx.insert(eventSignupInstallments).values(
    plan.map((entry, index) => {
      const paidNow = index < due;
      const discount = paidNow ? Math.min(discountLeft, amounts[index]!) : 0;
      discountLeft -= discount;
      return {
        client_id: input.studio.id,
        event_signup_id: signup.id,
        date: entry.date,
        amount: oreToDecimal(amounts[index]!),
        discount_amount: oreToDecimal(discount),
        paid: paidNow ? input.now : 0,
        order_id: paidNow ? input.orderId : null,
      };
    }),
  );
}

/**
 * The signup a paid line buys (CONTRACT §7 "Applying a paid order"): `seats` seats and the order
 * id; with `installments`, installments enabled and the plan copied (`copyPlan`). A paid purchase
 * is never undone: a full event (filled between checkout and payment) still gets the signup, and a
 * customer who holds a signup already gets the seats added to it. Sends the event's confirmation
 * mail when `send_email_to_customer`. Call inside the fulfilment transaction, event row locked.
 * @returns the signup
 */
export async function createPaidSignup(tx: Tx, input: PaidSignup): Promise<EventSignupRow> {
  const { event, studio, userId } = input;
  const existing = await activeEventSignup(tx, event.id, userId);
  let signup: EventSignupRow;
  if (existing) {
    const [updated] = await tx
      .update(eventSignups)
      .set({ count: existing.count + input.seats, updatedAt: input.now })
      .where(eq(eventSignups.id, existing.id))
      .returning();
    signup = updated!;
  } else
    signup = await insertEventSignup(tx, {
      client_id: studio.id,
      user_id: userId,
      event_id: event.id,
      count: Math.max(1, input.seats),
      order_id: input.orderId,
      installment_payments_enabled: input.installments,
    });
  if (input.installments && !existing) await copyPlan(tx, signup, input);
  await sendEventMail(tx, studio.id, event, userId, 'signup', input.now);
  return signup;
}
