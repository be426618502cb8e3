/**
 * The class of a login-with-cart link, once the customer has logged in or signed up (seed 000 §2
 * dialogs, §8; seed 001 §8 "Class-access errors in login-with-cart"): the customer is booked with
 * the link's seats; success is the class-signup-success dialog with the class's add-to-calendar
 * link (`ics_url`). No access (`E_NO_ACCESS_TO_CLASS`, `E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_
 * MEMBERSHIP`) is the no-access dialog: the invalid membership's reason when the class lists one,
 * else the way to the purchase page for this class (a membership payment option or a class pass,
 * then payment). Started, cancelled and already booked are the blocked dialogs; any other refusal
 * is the class-signup error alert with the server's message.
 */
import type { QueryClient } from '@tanstack/react-query';
import { noAccessCodes } from '@studio/contract/errors';
import { sendBookingRequest } from '../../../entities/booking/api/booking-requests.ts';
import { noAccessOutcome } from '../../../entities/booking/lib/purchase-access.ts';
import { seatsToBuy } from '../../../entities/booking/lib/refusal-outcome.ts';
import { isRefusal } from '../../../shared/api/errors.ts';
import type { ItemForSale } from '../api/get-item.ts';
import type { FlowDialog } from './use-post-login-flow.ts';

/** Refusals that are one of the blocked dialogs, by the block they show. */
const blockedBy = {
  E_CLASS_HAS_STARTED: 'started',
  E_CLASS_CANCELLED: 'archived',
  E_ALREADY_SIGNED_UP: 'already_signed_up',
} as const;

/**
 * Books user `userId` into `sale.cls` (looked up for them, unblocked) with `seats` seats.
 * @returns the dialog that tells the customer what happened; rejects only on a network or server
 * error (the caller's generic alert).
 */
export async function bookClassItem(
  queryClient: QueryClient,
  sale: ItemForSale,
  userId: number,
  seats: number,
): Promise<FlowDialog> {
  const cls = sale.cls!;
  const request = { kind: 'sign_up', count: seats } as const;
  try {
    await sendBookingRequest(userId, cls.id, request);
  } catch (error) {
    if (isRefusal(error, ...noAccessCodes)) {
      const outcome = noAccessOutcome(cls, 'class', seatsToBuy(cls, request));
      return outcome.kind === 'reason'
        ? { kind: 'class_no_access', name: sale.name, reason: outcome.message, purchaseUrl: null }
        : { kind: 'class_no_access', name: sale.name, reason: null, purchaseUrl: outcome.url };
    }
    for (const [code, block] of Object.entries(blockedBy))
      if (isRefusal(error, code)) return { kind: 'blocked', block, name: sale.name };
    if (isRefusal(error)) return { kind: 'class_signup_failed', error };
    throw error;
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['classes'] });
  }
  return { kind: 'class_signed_up', name: sale.name, icsUrl: cls.ics_url ?? null };
}
