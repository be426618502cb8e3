/**
 * Customer pauses (CONTRACT §8 POST /membership-pauses *(design)*, DELETE /membership-pauses/{id}):
 * a customer pauses within the studio's yearly limit and sees the dates and the later payment,
 * cancels a scheduled pause, and cannot touch another customer's membership or pause; refused
 * calls change nothing. Frozen clock: Wednesday 6 May 2026.
 */
import { describe, expect, test } from 'vitest';
import { ArchivedPauses, MembershipPause } from '@studio/contract/memberships';
import { ExtendedError } from '@studio/contract/errors';
import { useBookingApp } from '../../../test/booking-kit.ts';
import type { Customer } from '../../../test/booking-factory.ts';
import { membershipPauses } from '../../platform/db/schema.ts';
import { membershipPage, monthlyMembership, storedPauses } from '../../../test/kits/memberships.ts';

const { t, b, post } = useBookingApp();

const pausing = {
  customer_can_pause_membership: true,
  membership_pause_max_count_per_running_year: 2,
};
const extended = { 'x-yogo-client-accepts-extended-error-format': '1' };
const remove = (c: Customer, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/membership-pauses/${id}`, headers: c.headers });

describe('POST /membership-pauses', () => {
  test('a pause shows as scheduled and pushes the next payment by its length', async () => {
    const studio = await b.studio(pausing);
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const res = await post(customer, '/membership-pauses', {
      membership: membership.id,
      start_date: '2026-05-20',
      end_date: '2026-06-20',
    });
    const pause = MembershipPause.parse(res.json());
    expect(pause).toMatchObject({
      membership_id: membership.id,
      start_date: '2026-05-20',
      end_date: '2026-06-20',
    });
    const page = await membershipPage(t, customer, membership.id);
    expect(page.upcoming_membership_pause?.id).toBe(pause.id);
    expect(page.status_text).toBe('Membership pause scheduled from 20 May 2026');
    expect(page.next_payment).toEqual({ date: '2026-07-06', amount: 499 });
    // A stop is refused while the pause is scheduled (seed 001 §4).
    const stop = await t.app.inject({
      method: 'PUT',
      url: `/memberships/${membership.id}`,
      headers: customer.headers,
      payload: { status: 'cancelled_running' },
    });
    expect(stop.json()).toBe('E_MEMBERSHIP_HAS_PAUSE');
  });

  test('a pause over the yearly limit is refused and nothing is stored', async () => {
    const studio = await b.studio(pausing);
    const { customer, membership } = await monthlyMembership(t, b, studio);
    // Two pauses started within the last 365 days (the limit is 2).
    await t.db.insert(membershipPauses).values([
      {
        client_id: studio.id,
        membership_id: membership.id,
        start_date: '2025-06-01',
        end_date: '2025-06-15',
      },
      {
        client_id: studio.id,
        membership_id: membership.id,
        start_date: '2026-02-01',
        end_date: '2026-02-15',
      },
    ]);
    expect((await membershipPage(t, customer, membership.id)).customer_can_pause_membership).toBe(
      false,
    );
    const res = await post(
      customer,
      '/membership-pauses',
      { membership: membership.id, start_date: '2026-06-01', end_date: '2026-06-10' },
      extended,
    );
    expect(ExtendedError.parse(res.json()).error).toMatchObject({
      type: 'membershipNumberOfPausesLimitReached',
      localized_message: 'You can take at most 2 pauses in a year.',
    });
    expect(await storedPauses(t, membership.id)).toHaveLength(2);
  });

  test('a pause dated 9999-12-30 is refused, so it cannot block a stop; a year ahead is fine', async () => {
    const studio = await b.studio(pausing);
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const far = await post(
      customer,
      '/membership-pauses',
      { membership: membership.id, start_date: '9999-12-30', end_date: '9999-12-31' },
      extended,
    );
    expect(ExtendedError.parse(far.json()).error).toMatchObject({
      type: 'membershipPauseStartsTooFarAhead',
      localized_message: 'A pause can start at most 365 days from today.',
    });
    expect(await storedPauses(t, membership.id)).toHaveLength(0);
    const stop = await t.app.inject({
      method: 'PUT',
      url: `/memberships/${membership.id}`,
      headers: customer.headers,
      payload: { status: 'cancelled_running' },
    });
    expect(stop.statusCode).toBe(200);
    const other = await monthlyMembership(t, b, studio);
    const lastDay = await post(other.customer, '/membership-pauses', {
      membership: other.membership.id,
      start_date: '2027-05-06',
      end_date: '2027-06-06',
    });
    expect(MembershipPause.parse(lastDay.json()).start_date).toBe('2027-05-06');
  });

  test('a pause for another customer’s membership: 403, nothing stored', async () => {
    const studio = await b.studio(pausing);
    const mine = await monthlyMembership(t, b, studio);
    const theirs = await monthlyMembership(t, b, studio);
    const res = await post(mine.customer, '/membership-pauses', {
      membership: theirs.membership.id,
      start_date: '2026-06-01',
      end_date: '2026-06-10',
    });
    expect(res.statusCode).toBe(403);
    expect(await storedPauses(t, theirs.membership.id)).toHaveLength(0);
  });

  test.each([
    [{}, { start_date: '2026-06-01', end_date: '2026-06-10' }, 'customersCanNotPauseMemberships'],
    [
      pausing,
      { start_date: '2026-05-05', end_date: '2026-06-10' },
      'membershipPauseCanNotStartBeforeToday',
    ],
    [
      pausing,
      { start_date: '2026-06-10', end_date: '2026-06-10' },
      'MembershipPauseEndDateMustBeSameOrAfterStartDate',
    ],
    [pausing, { start_date: '2026-06-01', end_date: '2026-12-01' }, 'membershipPauseTooLong'],
    [
      pausing,
      { start_date: '2027-05-07', end_date: '2027-05-20' },
      'membershipPauseStartsTooFarAhead',
    ],
    [
      { ...pausing, customer_can_pause_membership_indefinitely: true },
      { start_date: '9999-12-30', end_date: null },
      'membershipPauseStartsTooFarAhead',
    ],
    [
      pausing,
      { start_date: '2026-06-01', end_date: null },
      'customersCanNotPauseMembershipsIndefinitely',
    ],
  ])('refused: %j %j → %s (legacy form: the key)', async (settings, dates, key) => {
    const studio = await b.studio(settings);
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const res = await post(customer, '/membership-pauses', { membership: membership.id, ...dates });
    expect(res.json()).toBe(key);
    expect(await storedPauses(t, membership.id)).toHaveLength(0);
  });
});

describe('DELETE /membership-pauses/{id}', () => {
  test('a scheduled pause can be cancelled; the next payment moves back', async () => {
    const studio = await b.studio(pausing);
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const created = await post(customer, '/membership-pauses', {
      membership: membership.id,
      start_date: '2026-05-20',
      end_date: '2026-06-20',
    });
    const pause = MembershipPause.parse(created.json());
    const res = await remove(customer, pause.id);
    expect(ArchivedPauses.parse(res.json())).toEqual([
      expect.objectContaining({ id: pause.id, archived: true }),
    ]);
    const page = await membershipPage(t, customer, membership.id);
    expect(page.upcoming_membership_pause).toBeNull();
    expect(page.next_payment).toEqual({ date: '2026-06-05', amount: 499 });
  });

  test('another customer’s pause: 403, the pause stays', async () => {
    const studio = await b.studio(pausing);
    const mine = await monthlyMembership(t, b, studio);
    const theirs = await monthlyMembership(t, b, studio);
    const [pause] = await t.db
      .insert(membershipPauses)
      .values({
        client_id: studio.id,
        membership_id: theirs.membership.id,
        start_date: '2026-06-01',
        end_date: '2026-06-10',
      })
      .returning();
    expect((await remove(mine.customer, pause!.id)).statusCode).toBe(403);
    expect((await storedPauses(t, theirs.membership.id))[0]!.archived).toBe(false);
  });

  test('a pause that has started cannot be cancelled', async () => {
    const studio = await b.studio(pausing);
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const [pause] = await t.db
      .insert(membershipPauses)
      .values({
        client_id: studio.id,
        membership_id: membership.id,
        start_date: '2026-05-01',
        end_date: '2026-05-20',
      })
      .returning();
    expect((await remove(customer, pause!.id)).json()).toBe(
      'membershipPauseStartedAndCanNotBeDeleted',
    );
    expect((await storedPauses(t, membership.id))[0]!.archived).toBe(false);
  });
});
