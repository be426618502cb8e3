/**
 * What Buy does on the Prices page (seed 001 §2, §4, §5): check the purchase guards and say why
 * not; a visitor goes to Login with cart carrying the item; a free class pass or series is created
 * directly; anything else replaces the cart (`destroyOthers`) and opens Checkout.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ClassPassType, ClassSeriesType, MembershipType } from '@studio/contract/catalogue';
import { useAddToCart, type NewCartItem } from '../../../entities/commerce/api/add-to-cart.ts';
import { useCreateFreeItem } from '../../../entities/commerce/api/free-items.ts';
import { loginWithCartPath } from '../../../entities/commerce/lib/local-cart-item.ts';
import {
  campaignFor,
  classPassTypeBlock,
  classSeriesTypeBlock,
  membershipTypeBlock,
  optionsForSale,
  type PurchaseBlock,
} from '../../../entities/commerce/lib/purchase-guards.ts';

export type Purchase =
  | { kind: 'membership_type'; type: MembershipType; optionId: number }
  | { kind: 'class_pass_type'; type: ClassPassType }
  | { kind: 'class_series_type'; type: ClassSeriesType };

export type PricesAlert =
  | { kind: 'blocked'; block: PurchaseBlock; name: string }
  | { kind: 'created'; name: string }
  | { kind: 'error'; error: unknown };

/** `userId` undefined for a visitor. */
export function useBuy(userId: number | undefined) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<PricesAlert | null>(null);
  const fail = (error: unknown) => setAlert({ kind: 'error', error });
  const addToCart = useAddToCart({ onSuccess: () => void navigate('/checkout') });
  const createFree = useCreateFreeItem();

  function buy(purchase: Purchase) {
    const { type } = purchase;
    const block =
      purchase.kind === 'membership_type'
        ? membershipTypeBlock(type as MembershipType, purchase.optionId)
        : purchase.kind === 'class_pass_type'
          ? classPassTypeBlock(type as ClassPassType)
          : classSeriesTypeBlock(type as ClassSeriesType, undefined, userId !== undefined);
    if (block) return setAlert({ kind: 'blocked', block, name: type.name });

    const optionId = purchase.kind === 'membership_type' ? purchase.optionId : undefined;
    if (userId === undefined) {
      const item = { itemType: purchase.kind, itemId: type.id, itemCount: 1 };
      return void navigate(
        loginWithCartPath(optionId ? { ...item, paymentOption: optionId } : item),
      );
    }

    const price =
      purchase.kind === 'class_pass_type'
        ? purchase.type.price
        : purchase.kind === 'class_series_type'
          ? purchase.type.current_price
          : null;
    if (price === 0 && purchase.kind !== 'membership_type') {
      const item = { item_type: purchase.kind, item_id: type.id };
      return createFree.mutate(
        { user: userId, item },
        { onSuccess: () => setAlert({ kind: 'created', name: type.name }), onError: fail },
      );
    }

    addToCart.mutate({ items: [cartItem(purchase, userId)] }, { onError: fail });
  }

  return {
    buy,
    pending: addToCart.isPending || createFree.isPending,
    alert,
    closeAlert: () => setAlert(null),
  };
}

function cartItem(purchase: Purchase, user: number): NewCartItem {
  if (purchase.kind !== 'membership_type')
    return { item_type: purchase.kind, item_id: purchase.type.id, user, item_count: 1 };
  const option = optionsForSale(purchase.type).find((o) => o.id === purchase.optionId)!;
  const campaign = campaignFor(purchase.type, option);
  return {
    item_type: 'membership_type',
    item_id: purchase.type.id,
    user,
    item_count: 1,
    payment_option: option.id,
    ...(campaign ? { membership_campaign: campaign } : {}),
  };
}
