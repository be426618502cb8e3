/**
 * What happens once the customer has logged in or signed up with an item (seed 001 §4 "After
 * login or signup from a cart"): the item is looked up again as theirs; a guard that stops it
 * opens its dialog; a free class pass or series is created directly, a free event signed up for
 * (its refusals answered with their dialog, seed 000 §8); an appointment goes back to the booking
 * popup's confirm step (My profile with the slot in the query string, where the payment is chosen);
 * a class is booked (book-class-item.ts: signed up, or no access with the way to buy it);
 * anything else replaces the cart (`destroyOthers`), the typed discount code is applied, and
 * Checkout opens.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { addToCart, cartQueryKey } from '../../../entities/commerce/api/add-to-cart.ts';
import { createFreeItem } from '../../../entities/commerce/api/free-items.ts';
import {
  localCartItemQuery,
  type LocalCartItem,
} from '../../../entities/commerce/lib/local-cart-item.ts';
import type { PurchaseBlock } from '../../../entities/commerce/lib/purchase-guards.ts';
import { closeOverlay } from '../../../shared/lib/parent-frame.ts';
import { signUpForEvent } from '../../../entities/event/api/event-signups.ts';
import { eventAlertKind } from '../../../entities/event/lib/event-refusal.ts';
import type { EventBlock } from '../../../entities/event/lib/event-facts.ts';
import { fetchItem, type HandledItemType } from '../api/get-item.ts';
import { bookClassItem } from './book-class-item.ts';

export type FlowDialog =
  | { kind: 'must_accept_terms' }
  | { kind: 'must_accept_membership_terms' }
  | { kind: 'blocked'; block: PurchaseBlock | EventBlock; name: string }
  | { kind: 'created'; name: string }
  | { kind: 'event_signed_up'; name: string }
  | { kind: 'discount_refused'; error: unknown }
  | { kind: 'class_signed_up'; name: string; icsUrl: string | null }
  /** `reason`: an invalid membership's reason; else `purchaseUrl` leads to buying access. */
  | { kind: 'class_no_access'; name: string; reason: string | null; purchaseUrl: string | null }
  | { kind: 'class_signup_failed'; error: unknown }
  | { kind: 'error'; error: unknown };

/** `run(userId)` after the session started; `dialog` is what to show, `close` its close action. */
export function usePostLoginFlow(
  item: LocalCartItem & { itemType: HandledItemType },
  clientId: number,
  discountCode: string,
  /** `customer_can_buy_multiple_seats_for_event` of the studio. */
  multipleSeats = false,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<FlowDialog | null>(null);
  const [running, setRunning] = useState(false);

  async function run(userId: number) {
    setRunning(true);
    try {
      if (item.itemType === 'appointment')
        return void (await navigate(`/my-profile${localCartItemQuery(item)}`));
      const fresh = await fetchItem(queryClient, item, userId, clientId, multipleSeats);
      if (fresh.block) return setDialog({ kind: 'blocked', block: fresh.block, name: fresh.name });
      if (item.itemType === 'class')
        return setDialog(await bookClassItem(queryClient, fresh, userId, item.itemCount));
      const row = fresh.cartItem(userId);
      if (!row && item.itemType === 'event') {
        try {
          await signUpForEvent(userId, item.itemId);
        } catch (error) {
          const kind = eventAlertKind(error);
          if (kind === 'error' || kind === 'not_available') throw error;
          return setDialog({ kind: 'blocked', block: kind, name: fresh.name });
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['events'] });
        }
        await queryClient.invalidateQueries({ queryKey: ['session'] });
        return setDialog({ kind: 'event_signed_up', name: fresh.name });
      }
      if (!row) {
        const free = { item_type: item.itemType, item_id: item.itemId } as const;
        await createFreeItem(userId, free as Parameters<typeof createFreeItem>[1]);
        await queryClient.invalidateQueries({ queryKey: ['session'] });
        return setDialog({ kind: 'created', name: fresh.name });
      }
      try {
        await addToCart([row], true);
        const code = discountCode.trim();
        if (code) {
          try {
            await addToCart(
              [{ item_type: 'discount_code', user: userId, discount_code: code }],
              false,
            );
          } catch (error) {
            return setDialog({ kind: 'discount_refused', error });
          }
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
      await navigate('/checkout');
    } catch (error) {
      setDialog({ kind: 'error', error });
    } finally {
      setRunning(false);
    }
  }

  /** The dialog's close action: Checkout after a refused code, else closeOverlay (My profile, or
   *  the close command to the studio's page when framed). */
  function close() {
    const current = dialog;
    setDialog(null);
    if (!current || current.kind.startsWith('must_accept')) return;
    if (current.kind === 'discount_refused') return void navigate('/checkout');
    closeOverlay(() => void navigate('/my-profile'));
  }

  /** The no-access dialog's "continue": the purchase page for the class (seed 000 §2). */
  function buyAccess() {
    const current = dialog;
    setDialog(null);
    if (current?.kind === 'class_no_access' && current.purchaseUrl)
      void navigate(current.purchaseUrl);
  }

  return { run, running, dialog, setDialog, close, buyAccess };
}
