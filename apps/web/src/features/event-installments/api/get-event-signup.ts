/**
 * One of the customer's event signups with its installment plan, for the installments screen:
 * GET /event-signups?id=… with the populate list of CONTRACT §6 (seed 001 §7 "Events": the first
 * result is used). Kroner on the wire; dates Copenhagen `YYYY-MM-DD`. The `id` filter and the
 * installments are our design: a provider without them answers 400 ("User or event must be
 * specified") or 404, read as "no such signup".
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { EventSignupList, type EventSignup } from '@studio/contract/events';
import { api } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';

const populate = [
  'event',
  'installments',
  'installments.order',
  'payment_subscriptions',
  'installment_payments_status',
];

/** Event signup `id` (the customer's own); `null` when the server lists none. */
export const eventSignupQuery = (id: number) =>
  queryOptions({
    queryKey: ['event-signups', id, 'installments'],
    queryFn: async ({ signal }): Promise<EventSignup | null> => {
      try {
        const list = await api.get('/event-signups', EventSignupList, {
          query: { id, populate },
          signal,
        });
        return list.find((signup) => signup.id === id) ?? null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 400 || error.status === 404))
          return null;
        throw error;
      }
    },
  });

export const useEventSignup = (id: number) => useSuspenseQuery(eventSignupQuery(id)).data;
