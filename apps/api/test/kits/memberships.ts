/**
 * Membership test data for this module's tests: a studio's monthly membership (499 kr, paid until
 * 4 June 2026 on the frozen clock of test/clock.ts) with a saved test card, and a few helpers to
 * read it back as a customer would (GET /memberships/{id}).
 */
import { eq } from 'drizzle-orm';
import { Membership } from '@studio/contract/memberships';
import type { BookingFactory, Customer } from '../booking-factory.ts';
import type { TestApp } from '../create-test-app.ts';
import { membershipDetailPopulate } from '@studio/contract/memberships';
import {
  membershipPauses,
  memberships,
  membershipTypePaymentOptions,
  paymentSubscriptions,
} from '../../src/platform/db/schema.ts';

/** The membership page's populate list (CONTRACT §8 "Detail page call"). */
export const detailPopulate = membershipDetailPopulate;

export const populateQuery = (keys: string[]) =>
  keys.map((key) => `populate[]=${encodeURIComponent(key)}`).join('&');

/** A customer with a monthly membership of `studio`; `values` override membership columns. */
export async function monthlyMembership(
  t: TestApp,
  b: BookingFactory,
  studio: { id: number; classTypeId: number },
  values: Partial<typeof memberships.$inferInsert> = {},
  months = 1,
) {
  const customer = await b.customer(studio.id);
  const m = await b.membership(
    studio.id,
    customer.id,
    [studio.classTypeId],
    {},
    {
      start_date: '2026-01-05',
      paid_until: '2026-06-04',
      ...values,
    },
  );
  const [option] = await t.db
    .insert(membershipTypePaymentOptions)
    .values({
      client_id: studio.id,
      membership_type_id: m.membership_type_id,
      name: months === 1 ? '1 month' : `${months} months`,
      number_of_months_payment_covers: months,
      payment_amount: String(499 * months),
    })
    .returning();
  await t.db
    .update(memberships)
    .set({ payment_option_id: option!.id })
    .where(eq(memberships.id, m.id));
  await t.db.insert(paymentSubscriptions).values({
    client_id: studio.id,
    membership_id: m.id,
    payment_service_provider: 'test',
    payment_provider_subscription_id: 'card_good',
    pay_type: 'visa',
    card_last_4_digits: '4242',
    card_expiration: '12/29',
  });
  return { customer, membership: { ...m, payment_option_id: option!.id }, option: option! };
}

/** GET /memberships/{id} as `customer`, parsed with the contract's Membership. */
export async function membershipPage(t: TestApp, customer: Customer, id: number) {
  const res = await t.app.inject({
    url: `/memberships/${id}?${populateQuery(detailPopulate)}`,
    headers: customer.headers,
  });
  return Membership.parse(res.json());
}

/** The stored membership row. */
export async function storedMembership(t: TestApp, id: number) {
  return (await t.db.select().from(memberships).where(eq(memberships.id, id)))[0]!;
}

/** The membership's pauses as stored (archived too). */
export function storedPauses(t: TestApp, membershipId: number) {
  return t.db
    .select()
    .from(membershipPauses)
    .where(eq(membershipPauses.membership_id, membershipId));
}
