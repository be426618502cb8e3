/**
 * Test kit for installments: a payment provider stand-in keeping charges by idempotency key (the
 * same key answers the same charge, as Stripe and Reepay do), and an event signup paid in
 * installments as the purchase leaves it (event with its plan, signup, installments copied from
 * the plan with the first paid, the saved card), written with drizzle. Used by tests only.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  eventInstallmentPlans,
  eventSignupInstallments,
  eventSignups,
  events,
  orders,
  paymentSubscriptions,
} from '../../db/schema.ts';
import type { PaymentAdapter, PaymentState } from '../../payments/types.ts';
import type { InstallmentDeps } from './charge.ts';

export interface ProviderCharge {
  key: string;
  amountOre: number;
  paid: boolean;
  /** ISO instant the charge was made (the fake clock's). */
  at: string;
}

/**
 * A provider stand-in: `calls` counts every charge request; `charges` holds one charge per
 * idempotency key (a repeated key returns the first answer, nothing new is charged). A card
 * whose handle contains `decline` is declined.
 */
export function spyProvider() {
  const charges = new Map<string, ProviderCharge>();
  const adapter: PaymentAdapter = {
    provider: 'test',
    createCheckout: () => Promise.reject(new Error('not used')),
    readPayment: () => Promise.reject(new Error('not used')),
    verifyWebhook: () => null,
    createSaveCardSession: () => Promise.reject(new Error('not used')),
    async chargeSavedCard({ card, amountOre, idempotencyKey }): Promise<PaymentState> {
      spy.calls += 1;
      let charge = charges.get(idempotencyKey);
      if (!charge) {
        charge = {
          key: idempotencyKey,
          amountOre,
          paid: !card.handle.includes('decline'),
          at: new Date().toISOString(),
        };
        charges.set(idempotencyKey, charge);
      }
      return {
        paid: charge.paid,
        failed: !charge.paid,
        facts: charge.paid ? { transaction_id: `spy_${idempotencyKey}` } : {},
      };
    },
  };
  const spy = {
    calls: 0,
    charges,
    /** Money taken for one installment (keys `event-installment-<id>[-retry-n]`). */
    paidFor(installmentId: number): ProviderCharge[] {
      const key = `event-installment-${installmentId}`;
      return [...charges.values()].filter(
        (c) => c.paid && (c.key === key || c.key.startsWith(`${key}-`)),
      );
    },
    deps: { adapterOf: () => adapter } as InstallmentDeps,
  };
  return spy;
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
