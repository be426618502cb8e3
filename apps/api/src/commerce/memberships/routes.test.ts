/**
 * GET /memberships, GET /memberships/{id} and the user's `memberships` populate (CONTRACT §3, §8):
 * a customer sees only their own memberships, with every key the membership page asks for, parsed
 * with the contract's schemas. Frozen clock: Wednesday 6 May 2026 (test/clock.ts).
 */
import { describe, expect, test } from 'vitest';
import { Membership, MembershipList } from '@studio/contract/memberships';
import { Profile } from '@studio/contract/profile';
import { useBookingApp } from '../../../test/booking-kit.ts';
import {
  classSignups,
  membershipCampaigns,
  memberships,
  membershipPauses,
  noShowFees,
  orders,
} from '../../platform/db/schema.ts';
import { eq } from 'drizzle-orm';
import { membershipPage, monthlyMembership } from '../../../test/kits/memberships.ts';

const { t, b } = useBookingApp();

describe('GET /memberships', () => {
  test('a customer receives only their own memberships, whatever `user` says', async () => {
    const studio = await b.studio();
    const mine = await monthlyMembership(t, b, studio);
    const theirs = await monthlyMembership(t, b, studio);
    const res = await t.app.inject({
      url: `/memberships?user=${theirs.customer.id}&populate[]=next_payment`,
      headers: mine.customer.headers,
    });
    const list = MembershipList.parse(res.json());
    expect(list.map((m) => m.id)).toEqual([mine.membership.id]);
    // Style B: relations by `_id`.
    expect(list[0]).toMatchObject({
      user_id: mine.customer.id,
      membership_type_id: mine.membership.membership_type_id,
      next_payment: { date: '2026-06-05', amount: 499 },
    });
  });

  test('a single id answers one object; another customer’s id answers an empty body', async () => {
    const studio = await b.studio();
    const mine = await monthlyMembership(t, b, studio);
    const theirs = await monthlyMembership(t, b, studio);
    const one = await t.app.inject({
      url: `/memberships?id=${mine.membership.id}`,
      headers: mine.customer.headers,
    });
    expect(Membership.parse(one.json()).id).toBe(mine.membership.id);
    const other = await t.app.inject({
      url: `/memberships?id=${theirs.membership.id}`,
      headers: mine.customer.headers,
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('');
  });

  test('populate[]=user answers the customer: name, e-mail and image id, never more', async () => {
    const studio = await b.studio();
    const mine = await monthlyMembership(t, b, studio);
    const res = await t.app.inject({
      url: `/memberships?user=${mine.customer.id}&populate[]=user`,
      headers: mine.customer.headers,
    });
    expect(res.statusCode).toBe(200);
    const [membership] = MembershipList.parse(res.json());
    expect(Object.keys(membership!.user as object).sort()).toEqual(
      ['email', 'first_name', 'id', 'image_id', 'last_name'].sort(),
    );
    expect(membership!.user).toMatchObject({ id: mine.customer.id });
  });

  test('anonymous callers are refused', async () => {
    const studio = await b.studio();
    const res = await t.app.inject({ url: '/memberships', headers: studio.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /memberships/{id}', () => {
  test('another customer’s membership is refused with 403', async () => {
    const studio = await b.studio();
    const mine = await monthlyMembership(t, b, studio);
    const theirs = await monthlyMembership(t, b, studio);
    const res = await t.app.inject({
      url: `/memberships/${theirs.membership.id}`,
      headers: mine.customer.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  test('the membership page gets card, invoices, fees, next payment and status', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio);
    // Two invoices and one unpaid cart order: only invoices, newest first.
    await t.db.insert(orders).values([
      {
        client_id: studio.id,
        user_id: customer.id,
        total: '499',
        invoice_id: 7,
        paid: 1,
        membership_id: membership.id,
      },
      {
        client_id: studio.id,
        user_id: customer.id,
        total: '499',
        invoice_id: 9,
        paid: 2,
        membership_id: membership.id,
      },
      { client_id: studio.id, user_id: customer.id, total: '499', membership_id: membership.id },
    ]);
    const cls = await b.class(studio, { startsInMinutes: -3 * 24 * 60 });
    const [signup] = await t.db
      .insert(classSignups)
      .values({
        client_id: studio.id,
        user_id: customer.id,
        class_id: cls.id,
        cancelled_at: 1,
        late_cancel: true,
      })
      .returning();
    await t.db.insert(noShowFees).values([
      {
        client_id: studio.id,
        user_id: customer.id,
        class_id: cls.id,
        class_signup_id: signup!.id,
        membership_id: membership.id,
        amount: '30',
        reason: 'late_cancel',
      },
      {
        client_id: studio.id,
        user_id: customer.id,
        class_id: cls.id,
        class_signup_id: signup!.id,
        membership_id: membership.id,
        amount: '30',
        reason: 'no_show',
        paid_with_order_id: 1,
      },
    ]);

    const page = await membershipPage(t, customer, membership.id);
    expect(page.payment_option).toMatchObject({
      payment_amount: 499,
      number_of_months_payment_covers: 1,
    });
    expect(page.payment_subscriptions).toEqual([
      expect.objectContaining({
        status: 'active',
        card_last_4_digits: '4242',
        payment_subscription_transactions: [],
      }),
    ]);
    expect(page.orders?.map((o) => o.invoice_id)).toEqual([9, 7]);
    expect(page.pending_no_show_fees).toHaveLength(1);
    expect(page.pending_no_show_fees?.[0]).toMatchObject({
      amount: 30,
      reason: 'late_cancel',
      class: { date: cls.date, class_type: { name: 'Hatha' } },
    });
    expect(page.next_payment).toEqual({ date: '2026-06-05', amount: 499 });
    expect(page.status_text).toBe('Active');
    expect(page.customer_can_pause_membership).toBe(false);
    expect(page.current_membership_pause).toBeNull();
    expect(page.upcoming_membership_pause).toBeNull();
    expect(page.cancelled_from_date_including_membership_pause).toBeNull();
    expect(page.customer_cancellation_warning).toBe(
      'Your membership will stop, and its last day is 4 July 2026. We will take one more payment of 499,00 kr on 5 June 2026.',
    );
  });

  test('a campaign and a limited discount code show with their payments left', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const [campaign] = await t.db
      .insert(membershipCampaigns)
      .values({
        client_id: studio.id,
        membership_type_id: membership.membership_type_id,
        name: 'Summer',
        reduced_price: '99',
        number_of_months_at_reduced_price: 3,
      })
      .returning();
    await t.db
      .update(memberships)
      .set({
        membership_campaign_id: campaign!.id,
        membership_campaign_number_of_reduced_payments_left: 2,
      })
      .where(eq(memberships.id, membership.id));
    const page = await membershipPage(t, customer, membership.id);
    expect(page.membership_campaign).toMatchObject({
      id: campaign!.id,
      name: 'Summer',
      reduced_price: 99,
    });
    expect(page.membership_campaign_number_of_reduced_payments_left).toBe(2);
    expect(page.next_payment).toEqual({ date: '2026-06-05', amount: 99 });
    expect(page.discount_code).toBeNull();
    expect(page.discount_code_applies_to_limited_number_of_payments).toBe(false);
  });

  test('Danish status text for a scheduled pause', async () => {
    const studio = await b.studio({ locale: 'da' });
    const { customer, membership } = await monthlyMembership(t, b, studio);
    await t.db.insert(membershipPauses).values({
      client_id: studio.id,
      membership_id: membership.id,
      start_date: '2026-06-01',
      end_date: '2026-07-01',
    });
    const page = await membershipPage(t, customer, membership.id);
    expect(page.status_text).toBe('Pause planlagt fra 1. juni 2026');
    expect(page.upcoming_membership_pause).toMatchObject({
      start_date: '2026-06-01',
      end_date: '2026-07-01',
    });
    // The pause starts before the payment date: the payment moves 30 days.
    expect(page.next_payment).toEqual({ date: '2026-07-05', amount: 499 });
  });
});

describe("the user's memberships populate", () => {
  test('answers the same computed keys as GET /memberships (existing clients read next_payment.date)', async () => {
    const studio = await b.studio();
    const { customer, membership } = await monthlyMembership(t, b, studio);
    const res = await t.app.inject({
      url: `/users/${customer.id}?populate[]=memberships&populate[]=memberships.membership_type&populate[]=memberships.next_payment&populate[]=memberships.status_text`,
      headers: customer.headers,
    });
    const profile = Profile.parse(res.json());
    const [m] = profile.memberships ?? [];
    expect(Membership.parse(m)).toMatchObject({
      id: membership.id,
      membership_type: { name: 'Unlimited' },
      next_payment: { date: '2026-06-05', amount: 499 },
      status_text: 'Active',
    });
  });
});
