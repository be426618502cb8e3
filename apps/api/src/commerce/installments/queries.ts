/**
 * The SQL of later installments (README.md beside this file): the signups worth a look, the
 * signup row lock, its due installments, its saved card, and the writes of a charge on the locked
 * signup. The events module owns events and signups; this file reads them and changes only the
 * installment payment fields. No HTTP here.
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  eventSignupInstallments,
  eventSignups,
  events,
  orders,
  users,
} from '../../platform/db/schema.ts';

export type InstallmentSignupRow = typeof eventSignups.$inferSelect;
export type InstallmentRow = typeof eventSignupInstallments.$inferSelect;

/**
 * A signup's installment that may be charged: unpaid, not archived, and dated `today` or earlier,
 * or already tried and declined (its order has `payment_failed`: a charge the job made on a day
 * the customer's clock has not reached, e.g. the journeys' fake clock, stays retryable).
 */
const dueUnpaid = (today: string) =>
  and(
    eq(eventSignupInstallments.paid, 0),
    eq(eventSignupInstallments.archived, false),
    or(
      lte(eventSignupInstallments.date, today),
      inArray(
        eventSignupInstallments.id,
        sql`(select ${orders.event_signup_installment_id} from ${orders}
          where ${orders.event_signup_installment_id} is not null and ${orders.payment_failed} > 0)`,
      ),
    ),
  );

/**
 * Signups (every studio) with an installment due by `today` and unpaid: installments enabled,
 * signup not archived, event neither archived nor cancelled. The run decides on the locked row.
 */
export function installmentCandidates(db: Db, today: string) {
  return db
    .selectDistinct({ id: eventSignups.id, client_id: eventSignups.client_id })
    .from(eventSignups)
    .innerJoin(events, eq(events.id, eventSignups.event_id))
    .innerJoin(
      eventSignupInstallments,
      eq(eventSignupInstallments.event_signup_id, eventSignups.id),
    )
    .where(
      and(
        eq(eventSignups.archived, false),
        eq(eventSignups.installment_payments_enabled, true),
        eq(events.archived, false),
        eq(events.cancelled, false),
        dueUnpaid(today),
      ),
    )
    .orderBy(asc(eventSignups.id));
}

/** Locks the studio's signup row (`SELECT … FOR UPDATE`): every charge of it runs under this. */
export async function lockInstallmentSignup(tx: Tx, clientId: number, id: number) {
  const [row] = await tx
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.client_id, clientId), eq(eventSignups.id, id)))
    .for('update');
  return row;
}

/** The signup's event: name, and whether it still takes payments (not archived, not cancelled). */
export async function eventOfSignup(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({ name: events.name, archived: events.archived, cancelled: events.cancelled })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** The signup's unpaid installments dated `today` or earlier, oldest first. */
export function dueInstallments(tx: Tx | Db, signupId: number, today: string) {
  return tx
    .select()
    .from(eventSignupInstallments)
    .where(and(eq(eventSignupInstallments.event_signup_id, signupId), dueUnpaid(today)))
    .orderBy(asc(eventSignupInstallments.date));
}

type SignupChange = Partial<
  Pick<
    InstallmentSignupRow,
    | 'installment_payment_failed_number_of_times'
    | 'installment_payment_failed_last_time_at'
    | 'installment_payment_processing_started'
  >
>;

/** Writes a charge's changes to the (locked) signup row. */
export async function changeSignup(tx: Tx | Db, id: number, values: SignupChange) {
  await tx
    .update(eventSignups)
    .set({ ...values, updatedAt: Date.now() })
    .where(eq(eventSignups.id, id));
}

/**
 * Stores the idempotency key of the charge about to be made on the installment's order, and
 * clears its old decline (the order shows as awaiting payment while it is charged).
 */
export async function storeAttemptKey(tx: Tx, orderId: number, key: string) {
  await tx
    .update(orders)
    .set({ idempotency_key: key, payment_failed: 0, updatedAt: Date.now() })
    .where(eq(orders.id, orderId));
}

/** Who gets the failure mail. */
export async function customerOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The customer a studio's signup belongs to, or undefined (unknown, other studio, archived). */
export async function signupOwner(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({ user_id: eventSignups.user_id })
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.id, id),
        eq(eventSignups.client_id, clientId),
        eq(eventSignups.archived, false),
      ),
    );
  return row?.user_id;
}
