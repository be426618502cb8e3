/**
 * A paid membership line (CONTRACT §7 "Applying a paid order", §8 Membership object): the
 * membership starts today and is paid for its months, keeps the saved card, and keeps the campaign
 * and discount code it was bought with, which its renewals read (issue 12). The customer sees the
 * three fields on the own profile (CONTRACT §3 `populate[]=memberships`).
 */
import { describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Profile } from '@studio/contract/profile';
import { OwnUserList } from '@studio/contract/users';
import { useBookingApp } from '../../../test/booking-kit.ts';
import {
  discountCodes,
  membershipCampaigns,
  memberships,
  membershipTypePaymentOptions,
  orders,
  paymentSubscriptions,
} from '../../platform/db/schema.ts';
import { FIXED_NOW } from '../../../test/clock.ts';
import { fulfilOrder } from './fulfil.ts';
import { orderOf, row, shop } from '../../../test/kits/orders.ts';

const { t, b } = useBookingApp();

const membershipOf = async (userId: number) =>
  (await t.db.select().from(memberships).where(eq(memberships.user_id, userId)))[0]!;

describe('fulfilOrder: memberships', () => {
  test('a membership starts today, is paid for its months and keeps the saved card', async () => {
    const { studio, client, membershipType, option } = await shop(t, b);
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'membership_type',
        item_id: membershipType.id,
        payment_option_id: option.id,
        itemPriceOre: 120000,
      }),
      row({
        item_type: 'membership_registration_fee',
        item_id: membershipType.id,
        itemPriceOre: 5000,
      }),
    ]);
    await fulfilOrder(t.db, order.id, {
      savedCard: { provider: 'test', handle: 'card_1', card_last_4_digits: '4242' },
    });
    const membership = await membershipOf(customer.id);
    // 3 months from Wednesday 6 May 2026: paid up to and including 5 August.
    expect(membership).toMatchObject({
      start_date: '2026-05-06',
      paid_until: '2026-08-05',
      payment_option_id: option.id,
      order_id: order.id,
      status: 'active',
      // Bought without campaign or code: renewals charge the payment option's amount.
      membership_campaign_id: null,
      membership_campaign_number_of_reduced_payments_left: 0,
      discount_code_id: null,
    });
    const [card] = await t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.membership_id, membership.id));
    expect(card).toMatchObject({
      payment_provider_subscription_id: 'card_1',
      card_last_4_digits: '4242',
    });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({
      membership_id: membership.id,
      payment_subscription_id: card!.id,
    });
  });

  test('at a studio renewing on the 1st the first payment covers the rest of the month', async () => {
    const { studio, client, membershipType, option } = await shop(t, b, {
      memberships_always_renew_at_1st_of_month: true,
    });
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'membership_type',
        item_id: membershipType.id,
        payment_option_id: option.id,
      }),
    ]);
    await fulfilOrder(t.db, order.id);
    // 3-month option from 6 May: the rest of May, then June and July.
    expect((await membershipOf(customer.id)).paid_until).toBe('2026-07-31');
  });

  test('at a studio renewing on the 1st a campaign keeps all its months after a stub of the month; bought on the 1st, this payment is its first', async () => {
    const { studio, client, membershipType } = await shop(t, b, {
      memberships_always_renew_at_1st_of_month: true,
    });
    const [monthly] = await t.db
      .insert(membershipTypePaymentOptions)
      .values({
        client_id: studio.id,
        membership_type_id: membershipType.id,
        name: '1 month',
        payment_amount: '695',
      })
      .returning();
    const [campaign] = await t.db
      .insert(membershipCampaigns)
      .values({
        client_id: studio.id,
        membership_type_id: membershipType.id,
        name: 'First month',
        number_of_months_at_reduced_price: 2,
        reduced_price: '295',
      })
      .returning();
    const buy = async () => {
      const customer = await b.customer(studio.id);
      const order = await orderOf(t, client, customer.id, [
        row({
          item_type: 'membership_type',
          item_id: membershipType.id,
          payment_option_id: monthly!.id,
          membership_campaign_id: campaign!.id,
        }),
      ]);
      await fulfilOrder(t.db, order.id);
      return membershipOf(customer.id);
    };
    // Wednesday 6 May: the rest of May was the stub; June and July are the campaign's months.
    expect(await buy()).toMatchObject({
      paid_until: '2026-05-31',
      membership_campaign_number_of_reduced_payments_left: 2,
    });
    vi.setSystemTime(Date.parse('2026-06-01T08:00:00Z'));
    try {
      // Monday 1 June: the whole of June is the first campaign month; July is the second.
      expect(await buy()).toMatchObject({
        paid_until: '2026-06-30',
        membership_campaign_number_of_reduced_payments_left: 1,
      });
    } finally {
      vi.setSystemTime(FIXED_NOW);
    }
  });

  test('a campaign and a discount code bought with it stay on the membership for its renewals', async () => {
    const { studio, client, membershipType, option } = await shop(t, b);
    const [campaign] = await t.db
      .insert(membershipCampaigns)
      .values({
        client_id: studio.id,
        membership_type_id: membershipType.id,
        name: 'Summer offer',
        number_of_months_at_reduced_price: 3,
        reduced_price: '99',
      })
      .returning();
    const [code] = await t.db
      .insert(discountCodes)
      .values({
        client_id: studio.id,
        name: 'WELCOME',
        type: 'discount_percent',
        discount_percent: '10',
        valid_for_items: ['membership_types'],
      })
      .returning();
    const customer = await b.customer(studio.id);
    const order = await orderOf(t, client, customer.id, [
      row({
        item_type: 'membership_type',
        item_id: membershipType.id,
        payment_option_id: option.id,
        membership_campaign_id: campaign!.id,
        itemPriceOre: 9900,
      }),
      row({ item_type: 'discount_code', item_id: code!.id, itemPriceOre: -990 }),
    ]);
    expect(await fulfilOrder(t.db, order.id)).toBe('applied');

    // 3 months at the reduced price; the first was this payment, 2 renewals remain reduced.
    expect(await membershipOf(customer.id)).toMatchObject({
      membership_campaign_id: campaign!.id,
      membership_campaign_number_of_reduced_payments_left: 2,
      discount_code_id: code!.id,
    });

    const styleA = await t.app.inject({
      url: `/users/${customer.id}?populate[]=memberships`,
      headers: customer.headers,
    });
    expect(Profile.parse(styleA.json()).memberships?.[0]).toMatchObject({
      membership_campaign: campaign!.id,
      membership_campaign_number_of_reduced_payments_left: 2,
      discount_code: code!.id,
    });
    const styleB = await t.app.inject({
      url: `/users?id=${customer.id}&populate[]=memberships`,
      headers: customer.headers,
    });
    const [own] = OwnUserList.parse(styleB.json());
    expect((own as { memberships?: unknown[] }).memberships?.[0]).toMatchObject({
      membership_campaign_id: campaign!.id,
      membership_campaign_number_of_reduced_payments_left: 2,
      discount_code_id: code!.id,
    });
  });

  test('a discount code limited to 2 payments leaves 1 discounted renewal; an unlimited one, every renewal', async () => {
    const { studio, client, membershipType, option } = await shop(t, b);
    const code = async (limited: boolean) =>
      (
        await t.db
          .insert(discountCodes)
          .values({
            client_id: studio.id,
            name: limited ? 'TWICE' : 'ALWAYS',
            type: 'discount_percent',
            discount_percent: '20',
            valid_for_items: ['membership_types'],
            applies_to_limited_number_of_payments: limited,
            number_of_payments: 2,
          })
          .returning()
      )[0]!;
    for (const [limited, left] of [
      [true, 1],
      [false, null],
    ] as const) {
      const customer = await b.customer(studio.id);
      const bought = await code(limited);
      const order = await orderOf(t, client, customer.id, [
        row({
          item_type: 'membership_type',
          item_id: membershipType.id,
          payment_option_id: option.id,
          itemPriceOre: 50000,
        }),
        row({ item_type: 'discount_code', item_id: bought.id, itemPriceOre: -10000 }),
      ]);
      await fulfilOrder(t.db, order.id);
      expect(await membershipOf(customer.id)).toMatchObject({
        discount_code_id: bought.id,
        discount_code_number_of_reduced_payments_left: left,
      });
    }
  });
});
