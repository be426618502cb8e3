/**
 * An appointment named by a login-with-cart link (seed 000 §2 "Login with cart", §3 local cart
 * item; seed 001 §4 "After login or signup from a cart"): its type's name (GET
 * /appointment-types/{id}, CONTRACT §12). Nothing is paid here: how to pay is chosen on the
 * popup's confirm step, where the customer returns after logging in.
 */
import type { QueryClient } from '@tanstack/react-query';
import { AppointmentType } from '@studio/contract/appointments';
import type { NewCartItem } from '../../../entities/commerce/api/add-to-cart.ts';
import type { PurchaseBlock } from '../../../entities/commerce/lib/purchase-guards.ts';
import { api } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';

/** The appointment as login-with-cart shows it (the shape of get-item.ts's ItemForSale). */
export interface AppointmentForSale {
  itemType: 'appointment';
  name: string;
  priceText: string;
  requiresPayment: false;
  block: PurchaseBlock | null;
  cartItem: (user: number) => NewCartItem | null;
}

/** Type `typeId`; an unknown or archived type (404) is `not_for_sale`. */
export async function fetchAppointmentItem(
  queryClient: QueryClient,
  typeId: number,
): Promise<AppointmentForSale> {
  const base = { itemType: 'appointment', priceText: '', requiresPayment: false } as const;
  try {
    const type = await queryClient.fetchQuery({
      queryKey: ['appointment-types', typeId],
      queryFn: ({ signal }) => api.get(`/appointment-types/${typeId}`, AppointmentType, { signal }),
    });
    return { ...base, name: type.name, block: null, cartItem: () => null };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    return { ...base, name: '', block: 'not_for_sale', cartItem: () => null };
  }
}
