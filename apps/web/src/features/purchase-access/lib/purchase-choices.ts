/**
 * The choices of Purchase access for class and the cart rows each one becomes (seed 000 §2
 * "Purchase access for class", seed 001 §2, §9; CONTRACT §7, §9 purchase options).
 */
import type { UseImmediately } from '@studio/contract/cart';
import type {
  ClassPassType,
  MembershipType,
  PaymentOption,
  PurchaseOptions,
} from '@studio/contract/catalogue';
import type { NewCartItem } from '../../../entities/commerce/api/add-to-cart.ts';
import { campaignFor, optionsForSale } from '../../../entities/commerce/lib/purchase-guards.ts';

export type PurchaseChoice =
  | { key: string; kind: 'membership'; type: MembershipType; option: PaymentOption }
  | { key: string; kind: 'class_pass'; type: ClassPassType };

/** Memberships (each payment option for sale) first, then class passes: the radio list's order. */
export function purchaseChoices(options: PurchaseOptions): PurchaseChoice[] {
  const memberships = options.membershipTypes.flatMap((type) =>
    optionsForSale(type).map((option): PurchaseChoice => ({
      key: `membership-${type.id}-${option.id}`,
      kind: 'membership',
      type,
      option,
    })),
  );
  const passes = options.classPassTypes.map((type): PurchaseChoice => ({
    key: `class-pass-${type.id}`,
    kind: 'class_pass',
    type,
  }));
  return [...memberships, ...passes];
}

/**
 * How many passes of `type` the seats need: ceil(seats / number_of_classes) for a fixed-count
 * pass, one for an unlimited pass (seed 001 §9).
 */
export function passesNeeded(type: ClassPassType, seats: number): number {
  if (type.pass_type !== 'fixed_count' || type.number_of_classes <= 0) return 1;
  return Math.max(1, Math.ceil(seats / type.number_of_classes));
}

/**
 * The cart rows for `choice`, in order; the caller sends `destroyOthers` with the first only.
 * A membership is one row. A fixed-count pass that holds fewer classes than the seats needs
 * ceil(seats / number_of_classes) passes (seed 001 §9): one request with that `item_count`, which
 * the server turns into one row per pass, the first carrying `use_immediately_after_purchase` for
 * all the seats: the class is booked once, when the order is fulfilled, spending the bought passes
 * (the remainder on the first, full counts on the others).
 */
export function cartItemsFor(
  choice: PurchaseChoice,
  user: number,
  use: Extract<UseImmediately, { class_id: unknown }>,
): NewCartItem[] {
  if (choice.kind === 'membership') {
    const campaign = campaignFor(choice.type, choice.option);
    return [
      {
        item_type: 'membership_type',
        item_id: choice.type.id,
        user,
        item_count: 1,
        payment_option: choice.option.id,
        ...(campaign ? { membership_campaign: campaign } : {}),
        use_immediately_after_purchase: use,
      },
    ];
  }
  // One request with `item_count` makes the n identical rows (CONTRACT §7): separate requests for
  // the same pass type would replace each other (the cart's replacement rule).
  return [
    {
      item_type: 'class_pass_type' as const,
      item_id: choice.type.id,
      user,
      item_count: passesNeeded(choice.type, use.numberOfSeats ?? 1),
      use_immediately_after_purchase: use,
    },
  ];
}
