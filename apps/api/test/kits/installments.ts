/**
 * Test kit for installments: the payment provider stand-in keeping charges by idempotency key
 * (`payments/charge-spy.ts`), and an event signup paid in installments as the purchase leaves it
 * (event with its plan, signup, installments copied from the plan with the first paid, the saved
 * card), written with drizzle. Used by tests only.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/connect.ts';
import {
  eventInstallmentPlans,
  eventSignupInstallments,
  eventSignups,
  events,
  orders,
  paymentSubscriptions,
} from '../../src/platform/db/schema.ts';
import { chargeSpy } from '../payments/charge-spy.ts';
import type { InstallmentDeps } from '../../src/commerce/installments/charge.ts';
import { installmentKey } from '../../src/commerce/installments/schedule.ts';

/**
 * The provider stand-in (`payments/charge-spy.ts`: one charge per idempotency key, a `…decline…`
 * card declined) with `paidFor(installmentId)`, the money taken for one installment (keys
 * `event-installment-<id>[-retry-n]`), and the run's `deps`.
 */
export function spyProvider() {
  const spy = chargeSpy();
  return Object.assign(spy, {
    paidFor: (installmentId: number) => spy.paidWithKey(installmentKey(installmentId)),
    deps: { adapterOf: () => spy.adapter } as InstallmentDeps,
  });
}

export interface PlanSetup {
  /** Kroner, e.g. `'24000.00'`. */
  price: string;
  /** `[date, kroner]`; `1970-01-01` = paid at signup. */
  plan: [string, string][];
  /** The saved card's handle (`…decline…` declines); null = no saved card. */
  card?: string | null;
  event?: Partial<typeof events.$inferInsert>;
}

/** An event paid in installments and `userId`'s signup to it, its first installment paid. */
export async function installmentSignup(
  db: Db,
  clientId: number,
  userId: number,
  setup: PlanSetup,
) {
  const [event] = await db
    .insert(events)
    .values({
      client_id: clientId,
      name: 'Teacher training',
      seats: 20,
      start_date: '2027-01-10',
      price: setup.price,
      installment_payments_enabled: true,
      ...setup.event,
    })
    .returning();
  await db
    .insert(eventInstallmentPlans)
    .values(setup.plan.map(([date, amount]) => ({ event_id: event!.id, date, amount })));
  const [signup] = await db
    .insert(eventSignups)
    .values({
      client_id: clientId,
      user_id: userId,
      event_id: event!.id,
      installment_payments_enabled: true,
    })
    .returning();
  const rows = await db
    .insert(eventSignupInstallments)
    .values(
      setup.plan.map(([date, amount]) => ({
        client_id: clientId,
        event_signup_id: signup!.id,
        date,
        amount,
        paid: date === '1970-01-01' ? Date.now() : 0,
      })),
    )
    .returning();
  const card = setup.card === undefined ? 'test_card_good' : setup.card;
  if (card)
    await db.insert(paymentSubscriptions).values({
      client_id: clientId,
      event_signup_id: signup!.id,
      payment_service_provider: 'test',
      payment_provider_subscription_id: card,
      pay_type: 'visa',
      card_last_4_digits: '4242',
    });
  return { event: event!, signup: signup!, installments: rows.sort((a, b) => a.id - b.id) };
}

/** The signup row as it is now. */
export async function signupNow(db: Db, id: number) {
  const [row] = await db.select().from(eventSignups).where(eq(eventSignups.id, id));
  return row!;
}

/** The signup's installments as they are now, by date. */
export function installmentsNow(db: Db, signupId: number) {
  return db
    .select()
    .from(eventSignupInstallments)
    .where(eq(eventSignupInstallments.event_signup_id, signupId))
    .orderBy(asc(eventSignupInstallments.date));
}

/** The invoiced (paid) orders of the given installments. */
export function paidOrdersOf(db: Db, installmentIds: number[]) {
  return db
    .select()
    .from(orders)
    .where(
      and(gt(orders.invoice_id, 0), inArray(orders.event_signup_installment_id, installmentIds)),
    );
}

/** Makes `handle` the signup's card (what a card change leaves). */
export async function setCard(db: Db, signupId: number, handle: string) {
  await db
    .update(paymentSubscriptions)
    .set({ payment_provider_subscription_id: handle })
    .where(eq(paymentSubscriptions.event_signup_id, signupId));
}
