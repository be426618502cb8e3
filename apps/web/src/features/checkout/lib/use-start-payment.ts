/**
 * Proceed to payment (seed 001 §4 "Payment creation result"; CONTRACT §7): creates the order and
 * session with the studio's provider and acts on every answer. ORDER_SETTLED → success steps;
 * CHECKOUT_SESSION_CREATED → the hosted page; CHARGE_SESSION_CREATED → Reepay's modal, on Accept
 * process the invoice, then success; RECURRING_SESSION_CREATED → the modal, on Accept settle the
 * zero-total order with the card, then success; closing a modal reloads the customer.
 * `E_INVALID_CART_ITEM` / `E_CART_IS_EMPTY` reject; the cart is reloaded either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isRefusal } from '../../../shared/api/errors.ts';
import { cartQueryKey } from '../../../entities/commerce/api/add-to-cart.ts';
import {
  createOrderAndSession,
  processReepayInvoice,
  settleZeroTotalRecurringOrder,
  type Provider,
} from '../api/payments.ts';
import { goToHostedPage } from '../../../entities/commerce/lib/hosted-redirect.ts';
import { openReepayModal } from '../../../entities/commerce/lib/reepay-checkout.ts';
import { usePaymentSuccess } from './use-payment-success.ts';

/** The order id of a Reepay invoice handle (`<orderId>` or `<orderId>_test<ms>`). */
export const orderIdOfInvoice = (invoice: string) => Number(invoice.split('_')[0]);

/** `mutate()` starts the payment; `error` holds a refusal to show. */
export function useStartPayment(provider: Provider) {
  const queryClient = useQueryClient();
  const succeed = usePaymentSuccess();
  const reloadCustomer = () => {
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  };

  return useMutation({
    mutationFn: async () => {
      const result = await createOrderAndSession(provider, window.location.origin);
      if (typeof result === 'string') throw new Error(result); // the client throws these first
      switch (result.status) {
        case 'ORDER_SETTLED':
          return succeed(result.order.id);
        case 'CHECKOUT_SESSION_CREATED':
          return goToHostedPage(result.url);
        case 'CHARGE_SESSION_CREATED':
          return openReepayModal(result.chargeSession.id, {
            onAccept: (data) => {
              const invoice = String(data.invoice ?? '');
              void processReepayInvoice(invoice).then(() => succeed(orderIdOfInvoice(invoice)));
            },
            onClose: reloadCustomer,
          });
        case 'RECURRING_SESSION_CREATED': {
          const orderId = result.order.id;
          return openReepayModal(result.recurringSession.id, {
            onAccept: (data) => {
              const card = String(data.payment_method ?? '');
              void settleZeroTotalRecurringOrder(orderId, card).then(() => succeed(orderId));
            },
            onClose: reloadCustomer,
          });
        }
      }
    },
    onError: (error) => {
      if (isRefusal(error, 'E_INVALID_CART_ITEM', 'E_CART_IS_EMPTY')) reloadCustomer();
    },
  });
}
