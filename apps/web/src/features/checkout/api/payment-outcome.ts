/**
 * GET /orders/{id}/payment-outcome *(design, issue 22)*: what became of the customer's order after
 * its payment page — paid, or refused and refunded because what it bought went meanwhile (with
 * why, in the studio's language). `null` from a provider API without the route (404) or when the
 * answer cannot be read: the thanks dialog then thanks, as before.
 */
import { queryOptions } from '@tanstack/react-query';
import { PaymentOutcome } from '@studio/contract/orders';
import { api } from '../../../shared/api/client.ts';

/** The outcome of order `orderId`, or null when the provider cannot tell. */
export const paymentOutcomeQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'payment-outcome'],
    queryFn: async ({ signal }): Promise<PaymentOutcome | null> => {
      try {
        return await api.get(`/orders/${orderId}/payment-outcome`, PaymentOutcome, { signal });
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
  });
