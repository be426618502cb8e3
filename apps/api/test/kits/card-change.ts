/**
 * Test data for the card change tests (card-change-*.test.ts): a membership or an event signup
 * paid in installments of the world's customer (or another's) with a saved card, and its cards as
 * a customer would notice them (`payment_subscriptions` not archived: status, provider, handle
 * and card facts).
 */
import { asc, eq } from 'drizzle-orm';
import type { TestCustomer } from '../factory.ts';
import {
  eventSignups,
  events,
  memberships,
  membershipTypes,
  paymentSubscriptions,
} from '../../src/platform/db/schema.ts';
import type { PaymentsWorld } from './payments.ts';

export interface CardValues {
  provider: string;
  handle: string;
  customerHandle?: string;
}

/** Saves `card` (a Visa 411111…1111, 01/27) as the active card of its owner. */
async function saveCard(
  world: PaymentsWorld,
  card: CardValues,
  owner: { membership_id: number } | { event_signup_id: number },
) {
  await world.db.insert(paymentSubscriptions).values({
    client_id: world.studio.id,
    ...owner,
    payment_service_provider: card.provider,
    payment_provider_subscription_id: card.handle,
    payment_provider_customer_id: card.customerHandle ?? null,
    pay_type: 'visa',
    card_prefix: '411111',
    card_last_4_digits: '1111',
    card_expiration: '01/27',
  });
}

/**
 * An active membership "Unlimited" of `owner` (the world's customer unless given), paid until
 * next month, with `card` as its active saved card (none when null).
 */
export async function membershipWithCard(
  world: PaymentsWorld,
  card: CardValues | null,
  owner: TestCustomer = world.customer,
) {
  const [type] = await world.db
    .insert(membershipTypes)
    .values({ client_id: world.studio.id, name: 'Unlimited' })
    .returning();
  const [membership] = await world.db
    .insert(memberships)
    .values({
      client_id: world.studio.id,
      user_id: owner.id,
      membership_type_id: type!.id,
      start_date: '2026-05-01',
      paid_until: '2026-05-31',
    })
    .returning();
  if (card) await saveCard(world, card, { membership_id: membership!.id });
  return membership!.id;
}

/**
 * A signup of `owner` (the world's customer unless given) to the event "Teacher training", paid
 * in installments, with `card` as its active saved card (none when null).
 */
export async function eventSignupWithCard(
  world: PaymentsWorld,
  card: CardValues | null,
  owner: TestCustomer = world.customer,
) {
  const [event] = await world.db
    .insert(events)
    .values({
      client_id: world.studio.id,
      name: 'Teacher training',
      seats: 20,
      start_date: '2027-01-10',
      price: '24000.00',
      installment_payments_enabled: true,
    })
    .returning();
  const [signup] = await world.db
    .insert(eventSignups)
    .values({
      client_id: world.studio.id,
      user_id: owner.id,
      event_id: event!.id,
      installment_payments_enabled: true,
    })
    .returning();
  if (card) await saveCard(world, card, { event_signup_id: signup!.id });
  return signup!.id;
}

/**
 * The cards of a membership (or, with `eventSignup`, of an event signup) in the order they were
 * saved (what its `payment_subscriptions` show).
 */
export async function cardsOf(
  world: PaymentsWorld,
  id: number,
  of: 'membership' | 'eventSignup' = 'membership',
) {
  const column =
    of === 'membership' ? paymentSubscriptions.membership_id : paymentSubscriptions.event_signup_id;
  const rows = await world.db
    .select()
    .from(paymentSubscriptions)
    .where(eq(column, id))
    .orderBy(asc(paymentSubscriptions.id));
  return rows
    .filter((row) => !row.archived)
    .map((row) => ({
      status: row.status,
      provider: row.payment_service_provider,
      handle: row.payment_provider_subscription_id,
      customer: row.payment_provider_customer_id,
      pay_type: row.pay_type,
      card_prefix: row.card_prefix,
      card_last_4_digits: row.card_last_4_digits,
      card_expiration: row.card_expiration,
    }));
}

/** The return urls the web gives an event signup's card change (CONTRACT §7 design). */
export const signupCardReturnUrls = (signupId: number) => ({
  success_url: `https://studio.example/stripe/event-signup-update-payment-method-success/${signupId}`,
  cancel_url: `https://studio.example/event-signup-installments/${signupId}`,
});

/** The return urls the web gives a card change (CONTRACT §7 Stripe; the test provider's twins). */
export const cardReturnUrls = (membershipId: number) => ({
  success_url: `https://studio.example/stripe/membership-update-payment-method-success/${membershipId}`,
  cancel_url: `https://studio.example/membership/${membershipId}`,
});
