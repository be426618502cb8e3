/**
 * A declined installment (issue 14; CONTRACT §6 retry-failed-installment-payment; seed 001 §8):
 * the signup is marked failed and the customer mailed; the retry is the owner's only, answers
 * `E_PAYMENT_FAILED` with the declining card and `OK` with a good one, which pays every due
 * installment and clears the failure; nothing due is `E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT`.
 * Automatic retries follow `membership_renewal_retry_days` (1, 3, 7 days), then stop.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { InstallmentRetryAnswer } from '@studio/contract/payments';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import type { TestCustomer } from '../../../test/factory.ts';
import { outbox } from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { changeSignup } from './queries.ts';
import { runDueInstallments } from './run.ts';
import {
  installmentSignup,
  installmentsNow,
  paidOrdersOf,
  setCard,
  signupNow,
  spyProvider,
} from '../../../test/kits/installments.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const retry = async (id: number | string, headers: Record<string, string>) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/event-signups/${id}/retry-failed-installment-payment`,
    headers,
  });
  return { status: reply.statusCode, body: reply.statusCode === 200 ? reply.body : '' };
};
const answer = (body: string) =>
  InstallmentRetryAnswer.parse(body.startsWith('"') ? JSON.parse(body) : body);

/** Two installments due (a week ago, today), one to come; the first paid at signup. */
async function twoDue(studioId: number, customer: TestCustomer, card: string | null) {
  return installmentSignup(t.db, studioId, customer.id, {
    price: '4000.00',
    plan: [
      ['1970-01-01', '1000.00'],
      [addDaysIso(today, -7), '1000.00'],
      [today, '1000.00'],
      [addDaysIso(today, 30), '1000.00'],
    ],
    card,
  });
}

describe('a declined installment', () => {
  test('is marked and mailed once; the retry refuses others, declines, then pays with a good card', async () => {
    const studio = await t.make.studio({ payment_service_provider: 'test', locale: 'en' });
    const owner = await t.make.customer(studio);
    const { signup, installments } = await twoDue(studio.id, owner, 'test_card_decline');

    // The studio's own provider (the built-in test provider) declines the card.
    expect(await runDueInstallments(t.db)).toMatchObject({ declined: 1 });
    const failed = await signupNow(t.db, signup.id);
    expect(failed.installment_payment_failed_number_of_times).toBe(1);
    expect(failed.installment_payment_failed_last_time_at).toBe(FIXED_NOW);
    // Stopped at the first decline: the second due installment was not tried.
    expect((await installmentsNow(t.db, signup.id)).map((row) => row.paid > 0)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      'The payment of an installment for Teacher training at Test Studio was declined',
    );
    expect(mails[0]!.text).toContain('1.000,00 kr');
    expect(mails[0]!.text).toContain(`/event-signup-installments/${signup.id}`);
    expect(expectHtmlLikeText(mails[0]!, 'en')).toEqual([
      expect.stringMatching(new RegExp(`/event-signup-installments/${signup.id}$`)),
    ]);
    expect(mails[0]!.text).toContain(addDaysIso(today, 1));
    // The same day again: the retry schedule waits, nothing more is mailed.
    expect(await runDueInstallments(t.db)).toMatchObject({ waiting: 1 });

    const stranger = await t.make.customer(studio);
    expect(await retry(signup.id, stranger.headers)).toEqual({ status: 403, body: '' });
    expect(await retry(signup.id, { 'x-yogo-client-id': String(studio.id) })).toMatchObject({
      status: 403,
    });
    expect((await retry('abc', owner.headers)).status).toBe(400);

    const again = await retry(signup.id, owner.headers);
    expect(answer(again.body)).toBe('E_PAYMENT_FAILED');
    expect((await signupNow(t.db, signup.id)).installment_payment_failed_number_of_times).toBe(1);

    await setCard(t.db, signup.id, 'test_card_good');
    const paid = await retry(signup.id, owner.headers);
    expect(paid).toEqual({ status: 200, body: 'OK' });
    expect(answer(paid.body)).toBe('OK');
    expect(await signupNow(t.db, signup.id)).toMatchObject({
      installment_payment_failed_number_of_times: 0,
      installment_payment_processing_started: 0,
    });
    expect((await installmentsNow(t.db, signup.id)).map((row) => row.paid > 0)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const orders = await paidOrdersOf(
      t.db,
      installments.map((row) => row.id),
    );
    expect(orders.map((o) => o.total)).toEqual(['1000.00', '1000.00']);
    const receipts = await t.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(receipts.filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(2);

    expect(answer((await retry(signup.id, owner.headers)).body)).toBe(
      'E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT',
    );
  });

  test('with no saved card the retry answers E_PAYMENT_FAILED and charges nothing', async () => {
    const studio = await t.make.studio({ payment_service_provider: 'test' });
    const owner = await t.make.customer(studio);
    const { signup } = await twoDue(studio.id, owner, null);
    expect(answer((await retry(signup.id, owner.headers)).body)).toBe('E_PAYMENT_FAILED');
    expect((await installmentsNow(t.db, signup.id)).filter((row) => row.paid > 0)).toHaveLength(1);
  });

  test('a retry while a charge runs answers E_PAYMENT_FAILED and charges nothing twice', async () => {
    const studio = await t.make.studio({ payment_service_provider: 'test' });
    const owner = await t.make.customer(studio);
    const { signup } = await twoDue(studio.id, owner, 'test_card_good');
    // A runner holds the claim (it is charging the signup right now).
    await changeSignup(t.db, signup.id, { installment_payment_processing_started: FIXED_NOW });

    expect(answer((await retry(signup.id, owner.headers)).body)).toBe('E_PAYMENT_FAILED');
    expect((await installmentsNow(t.db, signup.id)).filter((row) => row.paid > 0)).toHaveLength(1);

    await changeSignup(t.db, signup.id, { installment_payment_processing_started: 0 });
    expect(answer((await retry(signup.id, owner.headers)).body)).toBe('OK');
  });

  test('is retried automatically 1, 3 and 7 days after each failure, each with its own key', async () => {
    const studio = await t.make.studio({ payment_service_provider: 'test' });
    const owner = await t.make.customer(studio);
    const { signup, installments } = await twoDue(studio.id, owner, 'card_decline');
    const spy = spyProvider();
    const run = async (day: string) => {
      await runDueInstallments(t.db, { deps: spy.deps, today: day });
      return (await signupNow(t.db, signup.id)).installment_payment_failed_number_of_times;
    };
    expect(await run(today)).toBe(1);
    expect(await run(today)).toBe(1);
    expect(await run(addDaysIso(today, 1))).toBe(2);
    expect(await run(addDaysIso(today, 3))).toBe(2);
    expect(await run(addDaysIso(today, 4))).toBe(3);
    expect(await run(addDaysIso(today, 11))).toBe(4);
    expect(await run(addDaysIso(today, 60))).toBe(4);
    const first = installments[1]!.id;
    const mine = new Set(installments.map((row) => `event-installment-${row.id}`));
    const keys = [...spy.charges.keys()].filter((key) => mine.has(key.replace(/-retry-\d+$/, '')));
    // Other studios' signups are in the same database; this one's keys, in order:
    expect(keys).toEqual([
      `event-installment-${first}`,
      `event-installment-${first}-retry-1`,
      `event-installment-${first}-retry-2`,
      `event-installment-${first}-retry-3`,
    ]);
  });
});
