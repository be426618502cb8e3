/**
 * A later installment declined by Stripe or Reepay (issue 22 item 7): the studio's real adapter
 * against the provider's stand-in (payments/stripe-stand-in.ts: 402 `card_error`;
 * payments/reepay-stand-in.ts: a `failed` charge). Recorded as the test provider's decline is
 * (decline-and-retry.test.ts): the signup marked failed and mailed, the retry a day later with its
 * own key; the customer's retry answers `E_PAYMENT_FAILED` (not HTTP 402), and pays with a good
 * card.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InstallmentRetryAnswer } from '@studio/contract/payments';
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
import { runDueInstallments } from './run.ts';
import { installmentSignup, installmentsNow, signupNow } from '../../../test/kits/installments.ts';

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));
const providers = providerStandIns();
const standIn = useProviderEnvironment(providerKeys(), providers.handle);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  providers.stripe.customers.add('cus_installments');
  providers.reepay.addCard('ca_good', { customer: 'user-installments' });
  providers.reepay.addCard('ca_declining', {
    customer: 'user-installments',
    declines: reepayDeclines.insufficientFunds,
  });
});
afterAll(() => t.close());

const providerCases = [
  {
    provider: 'stripe',
    declining: 'pm_card_chargeDeclinedInsufficientFunds',
    good: 'pm_card_visa',
    customer: 'cus_installments',
    keyOf: (r: StandInRequest) =>
      r.path === '/v1/payment_intents' ? String(r.headers['idempotency-key']) : undefined,
    amountOf: (r: StandInRequest) => Number(formOf(r).get('amount')),
  },
  {
    provider: 'reepay',
    declining: 'ca_declining',
    good: 'ca_good',
    customer: 'user-installments',
    keyOf: (r: StandInRequest) =>
      r.method === 'POST' && r.path === '/v1/charge' ? String(jsonOf(r).handle) : undefined,
    amountOf: (r: StandInRequest) => Number(jsonOf(r).amount),
  },
] as const;

describe.each(providerCases)('an installment $provider declines', (c) => {
  test('is recorded and mailed, retried the next day with its own key; the customer’s retry answers E_PAYMENT_FAILED, then pays with a good card', async () => {
    const studio = await t.make.studio({ payment_service_provider: c.provider });
    const owner = await t.make.customer(studio);
    const { signup, installments } = await installmentSignup(t.db, studio.id, owner.id, {
      price: '3000.00',
      plan: [
        ['1970-01-01', '1000.00'],
        [today, '1000.00'],
        [addDaysIso(today, 30), '1000.00'],
      ],
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
        .where(eq(paymentSubscriptions.event_signup_id, signup.id));
    await useCard(c.declining);
    const keysSent = () => standIn.requests.map(c.keyOf).filter((key) => key !== undefined);
    const retry = async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/event-signups/${signup.id}/retry-failed-installment-payment`,
        headers: owner.headers,
      });
      expect(reply.statusCode).toBe(200);
      return InstallmentRetryAnswer.parse(
        reply.body.startsWith('"') ? JSON.parse(reply.body) : reply.body,
      );
    };
    const due = installments[1]!.id;

    await runDueInstallments(t.db);
    const failed = await signupNow(t.db, signup.id);
    expect(failed.installment_payment_failed_number_of_times).toBe(1);
    expect(failed.installment_payment_failed_last_time_at).toBe(FIXED_NOW);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('declined')]);
    expect(keysSent()).toEqual([`event-installment-${due}`]);

    expect(await retry()).toBe('E_PAYMENT_FAILED');
    expect((await signupNow(t.db, signup.id)).installment_payment_failed_number_of_times).toBe(1);

    await runDueInstallments(t.db, { today: addDaysIso(today, 1) });
    expect((await signupNow(t.db, signup.id)).installment_payment_failed_number_of_times).toBe(2);
    expect(keysSent()).toEqual([
      `event-installment-${due}`,
      `event-installment-${due}-retry-1`,
      `event-installment-${due}-retry-2`,
    ]);

    await useCard(c.good);
    expect(await retry()).toBe('OK');
    expect((await installmentsNow(t.db, signup.id)).map((row) => row.paid > 0)).toEqual([
      true,
      true,
      false,
    ]);
    const charges = standIn.requests.filter((r) => c.keyOf(r) !== undefined);
    expect(charges.map(c.amountOf)).toEqual([100_000, 100_000, 100_000, 100_000]);
  });
});
