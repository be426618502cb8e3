/**
 * One mutation for every booking request of a class (CONTRACT §5). A second call while one is in
 * flight, or after one succeeded, is dropped, so a double click sends one request; `unlock()`
 * allows the next one once the class has been refetched. On success every cached copy of the class
 * shows the new state at once (`classAfterBooking`), then every view of classes and the profile's
 * lists refetch (seed 000 §4: "the calendar reloads").
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Class } from '@studio/contract/classes';
import { useCurrentUser } from '../../../shared/session/session.ts';
import { classAfterBooking } from '../lib/class-after-booking.ts';
import { sendBookingRequest, type BookingRequest } from './booking-requests.ts';

/** Query keys refreshed after a booking changes: classes and the customer's own lists. */
export const keysAfterBooking = [
  ['classes'],
  ['class-signups'],
  ['class-passes'],
  ['memberships'],
  ['users'],
] as const;

/** Replaces class `classId` in every cached `['classes', …]` answer (one class or a list). */
function patchCachedClass(
  queryClient: QueryClient,
  classId: number,
  patch: (cls: Class) => Class,
): void {
  const update = (cls: Class) => (cls.id === classId ? patch(cls) : cls);
  queryClient.setQueriesData<Class | Class[] | null>({ queryKey: ['classes'] }, (data) => {
    if (Array.isArray(data)) return data.map(update);
    return data && typeof data === 'object' && 'id' in data ? update(data) : data;
  });
}

/** `onSuccess` gets the request that succeeded (for the customer's snackbar). */
export function useBookingMutation(classId: number, onSuccess?: (request: BookingRequest) => void) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const state = useRef<'idle' | 'pending' | 'done'>('idle');
  const mutation = useMutation({
    mutationFn: (request: BookingRequest) => {
      if (!user) throw new Error('Not logged in');
      return sendBookingRequest(user.id, classId, request);
    },
    onSuccess: async (answer, request) => {
      state.current = 'done';
      patchCachedClass(queryClient, classId, (cls) => classAfterBooking(cls, request, answer));
      onSuccess?.(request);
      await Promise.all(
        keysAfterBooking.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: () => {
      state.current = 'idle';
    },
  });
  const send = (request: BookingRequest, options?: Parameters<typeof mutation.mutate>[1]) => {
    if (state.current !== 'idle') return;
    state.current = 'pending';
    mutation.mutate(request, options);
  };
  const unlock = useCallback(() => {
    if (state.current === 'done') state.current = 'idle';
  }, []);
  return { ...mutation, send, unlock };
}
