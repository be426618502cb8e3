/**
 * The customer's event signups for My events (seed 000 §2 "My events"; CONTRACT §6 GET
 * /event-signups): `?user=<ownId>` with the event and its time slots. The server keeps signups
 * whose event ends today or later (its `startDate` default). DELETE /event-signups/{id} cancels a
 * free event's signup.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EventSignupList } from '@studio/contract/events';
import { api } from '../../../shared/api/client.ts';

export const eventSignupsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['event-signups', { userId }],
    queryFn: ({ signal }) =>
      api.get('/event-signups', EventSignupList, {
        query: { user: userId, populate: ['event', 'event.time_slots'] },
        signal,
      }),
  });

/**
 * Empty while loading, when `enabled` is false (the studio shows no events) or when the call
 * fails (a provider without events answers 404): the card then simply does not show.
 */
export const useEventSignups = (userId: number, enabled: boolean) =>
  useQuery({ ...eventSignupsQuery(userId), enabled }).data ?? [];

/**
 * DELETE /event-signups/{id} → `OK`: cancels the signup of a free event. Refusals
 * (`E_EVENT_HAS_STARTED`, 400 `Event is not free`) reject. My events reloads when it settles.
 */
export function useCancelEventSignup(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/event-signups/${id}`, null),
    onSuccess,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['event-signups'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
