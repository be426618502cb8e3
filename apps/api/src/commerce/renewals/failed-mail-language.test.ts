/**
 * The failed-renewal mail (issue 12, issue 26) in the customer's language: a customer who chose
 * Danish at an English-speaking studio reads it in Danish, as HTML in the studio's look with the
 * membership page as its link.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bookingFactory } from '../../../test/booking-factory.ts';
import { FIXED_NOW, useFixedClock } from '../../../test/clock.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { membershipWithCard } from '../../../test/kits/renewals.ts';
import { expectHtmlLikeText, mailsTo } from '../../../test/kits/mail.ts';
import { runDueRenewals } from './run.ts';

useFixedClock();
const today = copenhagenToday(new Date(FIXED_NOW));

let t: TestApp;
let b: ReturnType<typeof bookingFactory>;
beforeAll(async () => {
  t = await createTestApp();
  b = bookingFactory(t.app, t.db, t.make);
});
afterAll(() => t.close());

test('a declined renewal is mailed in the customer’s language', async () => {
  const studio = await b.studio({ payment_service_provider: 'test', locale: 'en' });
  const owner = await b.customer(studio.id, { email: 'dansk@example.com', locale: 'da' });
  const m = await membershipWithCard(t.db, studio.id, owner.id, {
    price: 450,
    start_date: addDaysIso(today, -31),
    paid_until: addDaysIso(today, -1),
    card: 'test_card_decline',
  });
  await runDueRenewals(t.db);
  const [mail, ...more] = await mailsTo(t.db, 'dansk@example.com');
  expect(more).toHaveLength(0);
  expect(mail!.subject).toBe('Betalingen for dit medlemskab hos Test Studio blev afvist');
  expect(mail!.text).toContain('Vi kunne ikke trække 450,00 kr');
  expect(expectHtmlLikeText(mail!, 'da')).toEqual([
    expect.stringMatching(new RegExp(`^https?://[^/]+/membership/${m.id}$`)),
  ]);
});
