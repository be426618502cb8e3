/**
 * A class named by a login-with-cart link (`itemType=class`, `itemId` the class, `itemCount` the
 * seats; seed 000 §2 "Login with cart", §8; seed 001 §2): nothing is bought, the customer is booked
 * into it after logging in. Looked up with the booking flags of whoever asks (0 = visitor): a
 * class that does not exist (any more) is an invalid link, a cancelled one `archived`, one that
 * has started `started`, and for a customer already booked `already_signed_up`.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Class } from '@studio/contract/classes';
import { customerClassPopulate } from '@studio/contract/class-populate';
import { getClasses } from '../../../entities/class/api/get-classes.ts';
import type { EventBlock } from '../../../entities/event/lib/event-facts.ts';

/** The class as login-with-cart shows it (the shape of get-item.ts's ItemForSale). */
export interface ClassForSale {
  itemType: 'class';
  /** The class type's name. */
  name: string;
  priceText: '';
  requiresPayment: false;
  block: EventBlock | null;
  cartItem: () => null;
  /** The class itself; `null` when it was not found. */
  cls: Class | null;
}

/** The guard that stops booking `cls` for `userId` (0 = visitor), or `null`. */
function classBlock(cls: Class | null, userId: number): EventBlock | null {
  if (!cls || cls.archived) return 'invalid_link';
  if (cls.cancelled) return 'archived';
  if (cls.class_has_started) return 'started';
  if (userId > 0 && cls.user_is_signed_up_for_class) return 'already_signed_up';
  return null;
}

/**
 * Class `classId` with the booking flags of user `userId` (0 = visitor): GET /classes?id (CONTRACT
 * §4), asked anew each time (its flags change by the minute). The query key says who asked.
 */
export async function fetchClassItem(
  queryClient: QueryClient,
  classId: number,
  userId: number,
): Promise<ClassForSale> {
  const cls = await queryClient.fetchQuery({
    queryKey: ['classes', 'login-with-cart', classId, { userId }],
    queryFn: async ({ signal }) =>
      (await getClasses({ id: classId }, customerClassPopulate, signal))[0] ?? null,
    staleTime: 0,
  });
  return {
    itemType: 'class',
    name: cls?.class_type?.name ?? '',
    priceText: '',
    requiresPayment: false,
    block: classBlock(cls, userId),
    cartItem: () => null,
    cls,
  };
}
