/**
 * A renewal declined by Stripe or Reepay (issue 22 item 7): the studio's real adapter against the
 * provider's stand-in (payments/stripe-stand-in.ts: 402 `card_error`; payments/reepay-stand-in.ts:
 * a `failed` charge). The decline is recorded as the test provider's is (decline-and-retry.test.ts):
 * `renewal_failed`, the mail, the automatic retry a day later with its own key; the customer's
 * retry answers `E_PAYMENT_FAILED`, and pays once the card is a good one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import { outbox, paymentSubscriptions } from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { reepayDeclines } from '../../../test/payments/reepay-stand-in.ts';
import {
  formOf,
  jsonOf,
  providerKeys,
  providerStandIns,
  useProviderEnvironment,
} from '../../../test/payments/stand-in-kit.ts';
import type { StandInRequest } from '../../../test/payments/stand-in.ts';
import { membershipNow, membershipWithCard } from '../../../test/kits/renewals.ts';
import { runDueRenewals } from './run.ts';

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));
const DAY = 86_400_000;
const providers = providerStandIns();
const standIn = useProviderEnvironment(providerKeys(), providers.handle);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  providers.stripe.customers.add('cus_renewal');
  providers.reepay.addCard('ca_good', { customer: 'user-renewal' });
  providers.reepay.addCard('ca_declining', {
    customer: 'user-renewal',
    declines: reepayDeclines.declined,
  });
});
afterAll(() => t.close());

/** Each provider's declining and good saved card, its customer, and the charges' keys sent. */
const providerCases = [
  {
    provider: 'stripe',
    declining: 'pm_card_visa_chargeDeclined',
    good: 'pm_card_visa',
    customer: 'cus_renewal',
    keyOf: (r: StandInRequest) =>
      r.path === '/v1/payment_intents' ? String(r.headers['idempotency-key']) : undefined,
    amountOf: (r: StandInRequest) => Number(formOf(r).get('amount')),
  },
  {
    provider: 'reepay',
    declining: 'ca_declining',
    good: 'ca_good',
    customer: 'user-renewal',
    keyOf: (r: StandInRequest) =>
      r.method === 'POST' && r.path === '/v1/charge' ? String(jsonOf(r).handle) : undefined,
    amountOf: (r: StandInRequest) => Number(jsonOf(r).amount),
  },
] as const;

describe.each(providerCases)('a renewal $provider declines', (c) => {
  test('is recorded and mailed, retried a day later with its own key; the customer’s retry answers E_PAYMENT_FAILED, then pays with a good card', async () => {
    const studio = await t.make.studio({ payment_service_provider: c.provider });
    const owner = await t.make.customer(studio);
    const m = await membershipWithCard(t.db, studio.id, owner.id, {
      price: 450,
      start_date: addDaysIso(today, -31),
      paid_until: addDaysIso(today, -1),
      card: c.declining,
    });
    const useCard = (handle: string) =>
      t.db
        .update(paymentSubscriptions)
        .set({
          payment_service_provider: c.provider,
          payment_provider_subscription_id: handle,
          payment_provider_customer_id: c.customer,
        })
        .where(eq(paymentSubscriptions.membership_id, m.id));
    await useCard(c.declining);
    const keysSent = () => standIn.requests.map(c.keyOf).filter((key) => key !== undefined);
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: `/memberships/${m.id}/retry-failed-subscription-payment`,
        headers: owner.headers,
      });

    // The job charges through the studio's own provider, which declines the card.
    await runDueRenewals(t.db);
    const failed = await membershipNow(t.db, m.id);
    expect(failed).toMatchObject({ renewal_failed: 1, paid_until: addDaysIso(today, -1) });
    expect(failed.renewal_failed_last_time_at).toBe(FIXED_NOW);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('declined')]);
    expect(keysSent()).toEqual([`membership-${m.id}-${today}`]);

    const again = await retry();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe('E_PAYMENT_FAILED');
    expect((await membershipNow(t.db, m.id)).renewal_failed).toBe(1);

    // The first automatic retry comes a day after the last failure, as a new charge.
    await runDueRenewals(t.db, undefined, FIXED_NOW + DAY - 3_600_000);
    expect(keysSent()).toHaveLength(2);
    await runDueRenewals(t.db, undefined, FIXED_NOW + DAY);
    expect((await membershipNow(t.db, m.id)).renewal_failed).toBe(2);
    expect(keysSent()).toEqual([
      `membership-${m.id}-${today}`,
      `membership-${m.id}-${today}-retry-1`,
      `membership-${m.id}-${today}-retry-2`,
    ]);

    await useCard(c.good);
    const paid = await retry();
    expect(paid.body).toBe('OK');
    const after = await membershipNow(t.db, m.id);
    expect(after).toMatchObject({ renewal_failed: 0, automatic_payment_processing_started: 0 });
    expect(after.paid_until > today).toBe(true);
    const charges = standIn.requests.filter((r) => c.keyOf(r) !== undefined);
    expect(charges.map(c.amountOf)).toEqual([45_000, 45_000, 45_000, 45_000]);
    const cards = await t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.membership_id, m.id));
    expect(cards.map((card) => card.payment_provider_subscription_id)).toEqual([c.good]);
  });
});
