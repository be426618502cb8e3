/**
 * The customer's way out of a failed installment with the built-in test provider (issue 14 done
 * means 1, seed 001 §4 "Card change for event installments"): the job declines the saved
 * declining card; the customer changes card on the test provider's card page, comes back, retries,
 * and the installment is paid with the new card, the failure cleared.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { InstallmentRetryAnswer, SetupSessionAnswer } from '@studio/contract/payments';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { runDueInstallments } from './run.ts';
import {
  installmentSignup,
  installmentsNow,
  paidOrdersOf,
  signupNow,
} from '../../../test/kits/installments.ts';

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('declined, card changed on the test card page, retried: paid and cleared', async () => {
  const studio = await t.make.studio({ payment_service_provider: 'test' });
  const customer = await t.make.customer(studio);
  const { signup, installments } = await installmentSignup(t.db, studio.id, customer.id, {
    price: '18000.00',
    plan: [
      ['1970-01-01', '6000.00'],
      [today, '6000.00'],
      [addDaysIso(today, 30), '6000.00'],
    ],
    card: 'test_card_decline_old',
  });
  await runDueInstallments(t.db);
  expect((await signupNow(t.db, signup.id)).installment_payment_failed_number_of_times).toBe(1);

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: customer.headers, payload });
  const urls = {
    success_url: `https://studio.example/stripe/event-signup-update-payment-method-success/${signup.id}`,
    cancel_url: `https://studio.example/event-signup-installments/${signup.id}`,
  };
  const opened = await post('/payments/test/create-checkout-setup-session-for-event-signup', {
    eventSignup: signup.id,
    ...urls,
  });
  const page = new URL(SetupSessionAnswer.parse(opened.json()).url);
  const saved = await t.app.inject({
    method: 'POST',
    url: `${page.pathname}/save-card${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242',
  });
  expect(saved.headers.location).toBe(urls.success_url);
  const processed = await post(
    '/payments/test/process-event-signup-payment-method-update-if-completed',
    { eventSignup: signup.id },
  );
  expect(processed.body).toBe('OK');

  const retried = await post(`/event-signups/${signup.id}/retry-failed-installment-payment`, {});
  expect(InstallmentRetryAnswer.parse(retried.body)).toBe('OK');
  expect((await signupNow(t.db, signup.id)).installment_payment_failed_number_of_times).toBe(0);
  expect((await installmentsNow(t.db, signup.id)).map((row) => row.paid > 0)).toEqual([
    true,
    true,
    false,
  ]);
  const [order] = await paidOrdersOf(t.db, [installments[1]!.id]);
  expect(order).toMatchObject({ total: '6000.00', card_last_4_digits: '4242' });
});
