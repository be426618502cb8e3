/**
 * What happens once an order is paid, whatever the provider (seed 001 §4 payment creation result):
 * reload the customer (cart, passes, memberships, invoices), push the tag-manager purchase event
 * when the studio has a `google_tag_manager_id`, and set the one-time success flash. The caller
 * then goes to My profile, where the thanks dialog shows once.
 */
import { queryClient } from '../../../shared/api/query-client.ts';
import { studioQuery, withDefaults } from '../../../shared/api/studio.ts';
import { cartQueryKey } from '../../../entities/commerce/api/add-to-cart.ts';
import { setPaymentSuccessFlash } from './payment-flash.ts';
import { pushPurchaseEvent } from './tag-manager.ts';

/** Runs the success steps for order `orderId`. */
export async function afterPayment(orderId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['session', 'user'] }),
  ]);
  const { settings } = withDefaults(await queryClient.ensureQueryData(studioQuery));
  if (settings.google_tag_manager_id) await pushPurchaseEvent(orderId, settings.currency);
  setPaymentSuccessFlash(orderId);
}
