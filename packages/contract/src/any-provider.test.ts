/**
 * Answers as a provider other than ours sends them (CONTRACT §1.10 booleans, the *(design)* and
 * [MISSING] fields): the web reads each into the one form it works with, so a page never breaks on
 * `archived: 0` or on a field only our server has.
 */
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { CartItem } from './cart.ts';
import { MembershipTypeList, PriceGroupList } from './catalogue.ts';
import { ClassSignup } from './class-signups.ts';
import { priceGroupIdsSetting } from './client.ts';
import { Event, EventSignupList } from './events.ts';
import { Invoices } from './orders.ts';
import { WireBool, designDefault } from './wire.ts';

describe('wire helpers', () => {
  test('a boolean sent as true/false or 0/1 is read as a real boolean; nothing else is', () => {
    expect([true, false, 1, 0].map((value) => WireBool.parse(value))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    for (const wrong of [2, -1, '1', 'true', null, undefined])
      expect(WireBool.safeParse(wrong).success).toBe(false);
  });

  test('a missing design field reads as its default, a fresh copy for each answer', () => {
    const Row = z.object({ tags: designDefault(z.array(z.string()), []) });
    const first = Row.parse({});
    first.tags.push('changed');
    expect(Row.parse({}).tags).toEqual([]);
    expect(Row.parse({ tags: ['sent'] }).tags).toEqual(['sent']);
  });
});

describe('answers of the reference provider', () => {
  test('an invoice with archived: 0 is read (My profile, purchase history)', () => {
    const invoice = {
      id: 900,
      createdAt: 1,
      updatedAt: 2,
      archived: 0,
      client: 1,
      user: 42,
      non_user_email: null,
      non_user_name: null,
      total: 1200,
      vat_amount: 0,
      payment_service_provider: 'reepay',
      paid: 1715000100000,
      payment_failed: 0,
      receipt_sent: 0,
      invoice_id: 1201,
      receipt_token: 'abc',
      pay_type: 'visa',
      card_last_4_digits: '0000',
      test: 0,
    };
    expect(Invoices.parse([invoice])[0]).toMatchObject({ archived: false, invoice_id: 1201 });
  });

  test('membership types with 0/1 columns and no registration fee (Prices)', () => {
    const [type] = MembershipTypeList.parse([
      {
        id: 6,
        client: 1,
        name: 'Unlimited',
        description: '',
        image_id: null,
        for_sale: 1,
        has_max_number_of_memberships: false,
        max_number_of_memberships: null,
        active_campaign_id: null,
        access_all_videos: false,
        archived: 0,
        price_groups: [{ id: 1, name: 'Yoga' }],
        payment_options: [
          {
            id: 14,
            membership_type: 6,
            name: '1 month',
            number_of_months_payment_covers: 1,
            payment_amount: 499,
            for_sale: true,
          },
        ],
      },
    ]);
    expect(type).toMatchObject({ for_sale: true, archived: false, registration_fee: 0 });
  });

  test('price groups with 0/1 columns and types without their design place in the group', () => {
    const [group] = PriceGroupList.parse([
      {
        id: 1,
        client: 1,
        name: 'Yoga',
        show_in_default_price_list: true,
        sort: 0,
        createdAt: 0,
        updatedAt: 0,
        archived: 0,
        class_pass_types: [
          {
            id: 3,
            client: 1,
            name: '10-class pass',
            description: '',
            image: null,
            pass_type: 'fixed_count',
            number_of_classes: 10,
            days: 180,
            price: 1200,
            for_sale: 1,
            limited_number_per_customer: 0,
            max_number_per_customer: 1,
            access_all_videos: false,
            archived: 0,
          },
        ],
      },
    ]);
    expect(group).toMatchObject({ archived: false });
    expect(group?.class_pass_types?.[0]).toMatchObject({
      for_sale: true,
      limited_number_per_customer: false,
    });
  });

  test('a cart item without item_count and use_immediately_after_purchase (Checkout)', () => {
    const item = CartItem.parse({
      id: 5501,
      createdAt: 0,
      updatedAt: 0,
      archived: false,
      client: 1,
      user: 42,
      item_type: 'class_pass_type',
      item_id: 3,
      payment_option: null,
      membership_campaign: null,
      real_user_name: null,
      product: { id: 3, name: '10-class pass', price: 1200 },
    });
    expect(item).toMatchObject({ item_count: 1, use_immediately_after_purchase: null });
  });

  test('an event signup and an event without the installment fields (My events)', () => {
    const [signup] = EventSignupList.parse([
      { id: 7, client: 1, user: 42, event: 77, createdAt: 0, updatedAt: 0, archived: 0 },
    ]);
    expect(signup).toMatchObject({
      event_id: 77,
      count: 1,
      archived: false,
      installment_payments_enabled: false,
      installment_payments_status: 'paid_in_full',
      installments: [],
      payment_subscriptions: [],
    });
    const event = Event.parse({
      id: 77,
      client: 1,
      name: 'Retreat',
      description: '',
      start_date: '2024-05-18',
      time_freetext: '',
      seats: 16,
      price: 1200,
      cancelled: false,
      use_time_slots: false,
      show_in_calendar: true,
      color: '#000',
      archived: false,
      room: null,
      event_group: null,
      image: null,
    });
    expect(event).toMatchObject({ installment_payments_enabled: false, installments: [] });
  });

  test('a class signup without its design seat count holds one seat', () => {
    const signup = ClassSignup.parse({
      id: 1,
      client: 1,
      user: 42,
      class: 812,
      used_membership: null,
      used_class_pass: 3,
      class_pass_seat_spent: 1,
      cancelled_at: 0,
    });
    expect(signup).toMatchObject({ count: 1, class_pass_seat_spent: true });
  });
});

describe('gift_card_show_in_price_groups (CONTRACT §2)', () => {
  test('is a JSON string holding an array of price-group ids', () => {
    expect(priceGroupIdsSetting('[2,5]')).toEqual([2, 5]);
    expect(priceGroupIdsSetting('[]')).toEqual([]);
    for (const wrong of [[2], '2', '{"a":1}', '[1.5]', 'not json', null])
      expect(priceGroupIdsSetting(wrong)).toBeNull();
  });
});
