/**
 * A declined renewal (issue 12 "On decline"; CONTRACT §8 retry-failed-subscription-payment): the
 * customer sees `renewal_failed`, gets a mail, may retry (own membership only), and a good card
 * clears it. Automatic retries follow `membership_renewal_retry_days` (1, 3, 7), then stop.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import { orders, outbox, paymentSubscriptions } from '../../platform/db/schema.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { membershipNow, membershipWithCard, spyProvider } from '../../../test/kits/renewals.ts';
import { runDueRenewals } from './run.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));
const DAY = 86_400_000;

let t: TestApp;
let b: ReturnType<typeof bookingFactory>;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

const retry = (id: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/memberships/${id}/retry-failed-subscription-payment`,
    headers,
  });

describe('a declined renewal', () => {
  test('is marked and mailed; the retry is refused for others, declines again, then pays with a good card', async () => {
    const studio = await b.studio({ payment_service_provider: 'test' });
    const owner = await b.customer(studio.id, { email: 'owner@example.com' });
    const m = await membershipWithCard(t.db, studio.id, owner.id, {
      price: 450,
      start_date: addDaysIso(today, -31),
      paid_until: addDaysIso(today, -1),
      card: 'test_card_decline',
    });

    // The job charges through the studio's own provider (the built-in test provider).
    await runDueRenewals(t.db);
    const failed = await membershipNow(t.db, m.id);
    expect(failed).toMatchObject({ renewal_failed: 1, paid_until: addDaysIso(today, -1) });
    expect(failed.renewal_failed_last_time_at).toBeGreaterThan(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('declined');
    expect(mails[0]!.text).toContain('450,00 kr');
    expect(mails[0]!.text).toContain(`/membership/${m.id}`);
    expect(expectHtmlLikeText(mails[0]!, 'en')).toEqual([
      expect.stringMatching(new RegExp(`^https?://[^/]+/membership/${m.id}$`)),
    ]);

    const stranger = await b.customer(studio.id);
    expect((await retry(m.id, stranger.headers)).statusCode).toBe(403);
    expect((await retry(m.id, {})).statusCode).toBe(403);

    const again = await retry(m.id, owner.headers);
    expect(again.json()).toBe('E_PAYMENT_FAILED');
    expect((await membershipNow(t.db, m.id)).renewal_failed).toBe(1);

    // The customer changes card (PAY's card change flow saves a new handle), then retries.
    await t.db
      .update(paymentSubscriptions)
      .set({ payment_provider_subscription_id: 'test_card_good' })
      .where(eq(paymentSubscriptions.membership_id, m.id));
    const paid = await retry(m.id, owner.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toBe('OK');
    const after = await membershipNow(t.db, m.id);
    expect(after).toMatchObject({ renewal_failed: 0, automatic_payment_processing_started: 0 });
    expect(after.paid_until > today).toBe(true);
    const invoices = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.membership_id, m.id), gt(orders.invoice_id, 0)));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      total: '450.00',
      payment_failed: 0,
      renewal_period_start: today,
    });
    const receipts = await t.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com'));
    expect(receipts.map((mail) => mail.subject)).toContain(`Receipt for your order at Test Studio`);

    expect((await retry(m.id, owner.headers)).json()).toBe('E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT');
  });

  test('is retried automatically 1, 3 and 7 days after each failure, then left to staff', async () => {
    const studio = await b.studio({ payment_service_provider: 'test' });
    const c = await b.customer(studio.id);
    const m = await membershipWithCard(t.db, studio.id, c.id, {
      price: 300,
      start_date: addDaysIso(today, -31),
      paid_until: addDaysIso(today, -1),
      card: 'card_decline',
    });
    const spy = spyProvider();
    const run = async (at: number) => {
      await runDueRenewals(t.db, spy.deps, at);
      const tries = [...spy.charges.keys()].filter((key) => key.startsWith(`membership-${m.id}-`));
      return { tries: tries.length, failed: (await membershipNow(t.db, m.id)).renewal_failed };
    };
    const hour = 3_600_000;
    expect(await run(FIXED_NOW)).toEqual({ tries: 1, failed: 1 });
    expect(await run(FIXED_NOW + DAY - hour)).toEqual({ tries: 1, failed: 1 });
    let last = FIXED_NOW + DAY;
    expect(await run(last)).toEqual({ tries: 2, failed: 2 });
    expect(await run(last + 3 * DAY - hour)).toEqual({ tries: 2, failed: 2 });
    last += 3 * DAY;
    expect(await run(last)).toEqual({ tries: 3, failed: 3 });
    last += 7 * DAY;
    expect(await run(last)).toEqual({ tries: 4, failed: 4 });
    expect(await run(last + 30 * DAY)).toEqual({ tries: 4, failed: 4 });
    // Each retry after a recorded decline is a new charge at the provider (its own key).
    expect([...spy.charges.keys()].filter((key) => key.includes(`-${m.id}-`))).toEqual([
      `membership-${m.id}-${today}`,
      `membership-${m.id}-${today}-retry-1`,
      `membership-${m.id}-${today}-retry-2`,
      `membership-${m.id}-${today}-retry-3`,
    ]);
    expect((await membershipNow(t.db, m.id)).status).toBe('active');
  });
});
