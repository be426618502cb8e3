import { expect, test } from 'vitest';
import {
  classPassType,
  membershipType,
  paymentOption,
} from '../../../entities/commerce/testing/catalogue-fixtures.ts';
import { cartItemsFor, passesNeeded, purchaseChoices } from './purchase-choices.ts';

const use = { item_type: 'class' as const, class_id: 812, numberOfSeats: 3 };

test('memberships with each payment option for sale come first, then class passes', () => {
  const choices = purchaseChoices({
    membershipTypes: [
      membershipType({
        payment_options: [
          paymentOption({ id: 15, number_of_months_payment_covers: 6 }),
          paymentOption(),
          paymentOption({ id: 16, for_sale: false }),
        ],
      }),
    ],
    classPassTypes: [classPassType()],
  });
  expect(choices.map((choice) => choice.key)).toEqual([
    'membership-6-14',
    'membership-6-15',
    'class-pass-3',
  ]);
});

test('3 seats with a 2-class pass need 2 passes; 4 seats need 2; an unlimited pass is one', () => {
  const twoClasses = classPassType({ number_of_classes: 2 });
  expect(passesNeeded(twoClasses, 3)).toBe(2);
  expect(passesNeeded(twoClasses, 4)).toBe(2);
  expect(passesNeeded(twoClasses, 5)).toBe(3);
  expect(passesNeeded(classPassType({ pass_type: 'unlimited' }), 5)).toBe(1);
});

test('the passes a multi-seat booking needs are one request with item_count; it books all the seats', () => {
  const choice = {
    key: 'p',
    kind: 'class_pass' as const,
    type: classPassType({ number_of_classes: 2 }),
  };
  expect(cartItemsFor(choice, 42, use)).toEqual([
    {
      item_type: 'class_pass_type',
      item_id: 3,
      user: 42,
      item_count: 2,
      use_immediately_after_purchase: use,
    },
  ]);
});

test('a membership row carries its campaign only for an eligible customer on a 1-month option', () => {
  const type = membershipType({ active_campaign_id: 2, userIsEligibleForCampaign: true });
  const monthly = cartItemsFor(
    { key: 'm', kind: 'membership', type, option: paymentOption() },
    42,
    use,
  );
  expect(monthly[0]).toMatchObject({ payment_option: 14, membership_campaign: 2 });
  const halfYear = paymentOption({ id: 15, number_of_months_payment_covers: 6 });
  const longer = cartItemsFor({ key: 'm', kind: 'membership', type, option: halfYear }, 42, use);
  expect(longer[0]?.membership_campaign).toBeUndefined();
  const notEligible = membershipType({ active_campaign_id: 2, userIsEligibleForCampaign: false });
  expect(
    cartItemsFor(
      { key: 'm', kind: 'membership', type: notEligible, option: paymentOption() },
      42,
      use,
    )[0]?.membership_campaign,
  ).toBeUndefined();
});
