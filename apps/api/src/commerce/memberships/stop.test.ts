/**
 * PUT /memberships/{id} (CONTRACT §8): a customer stops their membership with one month's notice
 * (its classes from the end date on are cancelled),
 * resumes it before it runs out, and cannot stop it during a pause, stop another customer's, or
 * resume it once it has run out; refused calls change nothing. Frozen clock: 6 May 2026.
 */
import { describe, expect, test } from 'vitest';
import { useBookingApp } from '../../../test/booking-kit.ts';
import type { Customer } from '../../../test/booking-factory.ts';
import { eq } from 'drizzle-orm';
import { classSignups, membershipPauses, outbox } from '../../platform/db/schema.ts';
import {
  membershipPage,
  monthlyMembership,
  storedMembership,
} from '../../../test/kits/memberships.ts';
import { expectHtmlLikeText } from '../../../test/kits/mail.ts';

const { t, b } = useBookingApp();

const put = (c: Customer, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/memberships/${id}`, headers: c.headers, payload });

describe('PUT /memberships/{id}', () => {
  test('stop gives one month notice; the page shows when it ends; resume undoes it', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const stop = await put(customer, membership.id, { status: 'cancelled_running' });
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toBe('OK');
    const stopped = await membershipPage(t, customer, membership.id);
    expect(stopped).toMatchObject({
      status: 'cancelled_running',
      cancelled_from_date: '2026-07-05',
      cancelled_from_date_including_membership_pause: '2026-07-05',
      status_text: 'Terminated from 5 July 2026',
      // One more monthly payment falls before the end.
      next_payment: { date: '2026-06-05', amount: 499 },
    });

    const resume = await put(customer, membership.id, { status: 'active' });
    expect(resume.body).toBe('OK');
    expect(await storedMembership(t, membership.id)).toMatchObject({
      status: 'active',
      cancelled_from_date: null,
    });
  });

  test('stopping cancels the classes booked with it from its end date on, and only those', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const before = await b.class(studio, { date: '2026-07-04', start_time: '09:00' });
    const after = await b.class(studio, { date: '2026-07-05', start_time: '09:00' });
    for (const cls of [before, after])
      await t.db.insert(classSignups).values({
        client_id: studio.id,
        user_id: customer.id,
        class_id: cls.id,
        used_membership_id: membership.id,
      });
    const stop = await put(customer, membership.id, { status: 'cancelled_running' });
    expect(stop.body).toBe('OK');
    const rows = await t.db
      .select({ class_id: classSignups.class_id, cancelled_at: classSignups.cancelled_at })
      .from(classSignups)
      .where(eq(classSignups.user_id, customer.id));
    const cancelled = new Map(rows.map((row) => [row.class_id, row.cancelled_at > 0]));
    // The membership runs through 4 July (cancelled_from_date 5 July, exclusive).
    expect(cancelled.get(before.id)).toBe(false);
    expect(cancelled.get(after.id)).toBe(true);
    // The customer is told, with the last day, in the studio's language (English in the factory).
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.client_id, studio.id));
    expect(mail?.subject).toMatch(/stopped/);
    expect(mail?.text).toContain('4 July 2026');
    expectHtmlLikeText(mail!, 'en');
  });

  test('a 6-month option stops the day after paid_until, with no more payments', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio, {}, 6);
    await put(customer, membership.id, { status: 'cancelled_running' });
    const page = await membershipPage(t, customer, membership.id);
    expect(page.cancelled_from_date).toBe('2026-06-05');
    expect(page.next_payment).toBeNull();
  });

  test('a stop during a pause is refused (E_MEMBERSHIP_HAS_PAUSE) and changes nothing', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio);
    await t.db.insert(membershipPauses).values({
      client_id: studio.id,
      membership_id: membership.id,
      start_date: '2026-05-01',
      end_date: '2026-05-20',
    });
    const res = await put(customer, membership.id, { status: 'cancelled_running' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe('E_MEMBERSHIP_HAS_PAUSE');
    expect(await storedMembership(t, membership.id)).toMatchObject({
      status: 'active',
      cancelled_from_date: null,
    });
  });

  test('another customer’s membership: 403, nothing changed', async () => {
    const studio = await b.studio();
    const mine = await monthlyMembership(t, b, studio);
    const theirs = await monthlyMembership(t, b, studio);
    const res = await put(mine.customer, theirs.membership.id, { status: 'cancelled_running' });
    expect(res.statusCode).toBe(403);
    expect((await storedMembership(t, theirs.membership.id)).status).toBe('active');
  });

  test('resume after the membership ran out: 400 E_MEMBERSHIP_HAS_RUN_OUT', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio, {
      status: 'cancelled_running',
      paid_until: '2026-05-05',
      cancelled_from_date: '2026-05-06',
    });
    const res = await put(customer, membership.id, { status: 'active' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe('E_MEMBERSHIP_HAS_RUN_OUT');
    expect((await storedMembership(t, membership.id)).status).toBe('cancelled_running');
  });

  test('other fields, `ended`, or a studio that does not let customers stop: 403', async () => {
    const studio = await b.studio({ customer_can_cancel_membership: false });
    const { customer, membership } = await monthlyMembership(t, b, studio);
    for (const payload of [
      { status: 'cancelled_running' },
      { status: 'ended' },
      { status: 'active', paid_until: '2030-01-01' },
    ]) {
      expect((await put(customer, membership.id, payload)).statusCode).toBe(403);
    }
    const stored = await storedMembership(t, membership.id);
    expect(stored).toMatchObject({ status: 'active', paid_until: '2026-06-04' });
    // Repeating the current status is a harmless no-op.
    const same = await put(customer, membership.id, { status: 'active' });
    expect(same.body).toBe('OK');
  });
});
