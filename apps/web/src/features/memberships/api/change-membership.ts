/**
 * What the customer can do to their membership (CONTRACT §8): stop and resume it (PUT
 * /memberships/{id} `{status}`), retry a failed renewal, schedule and cancel a pause. Each
 * mutation refreshes the membership (and the profile, which lists it) when it settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryPayment, type RetryOutcome } from '../../../entities/commerce/api/retry-payment.ts';
import { api } from '../../../shared/api/client.ts';

/** Refetches every view of memberships and the profile that lists them. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['memberships'] }),
      queryClient.invalidateQueries({ queryKey: ['users'] }),
    ]);
}

/**
 * PUT /memberships/{id}: `cancelled_running` stops an active membership (400
 * `E_MEMBERSHIP_HAS_PAUSE` while a pause exists), `active` resumes a stopped one (400
 * `E_MEMBERSHIP_HAS_RUN_OUT` once it has ended).
 */
export function useSetMembershipStatus(id: number, onSuccess: (status: string) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: 'cancelled_running' | 'active') =>
      api.put(`/memberships/${id}`, null, { body: { status } }),
    onSuccess: (_answer, status) => onSuccess(status),
    onSettled: refresh,
  });
}

/**
 * POST /memberships/{id}/retry-failed-subscription-payment: 200 `OK` paid, 200
 * `E_PAYMENT_FAILED` declined, 200 `E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT` nothing due. Other
 * refusals and errors reject.
 */
export const retryMembershipPayment = (id: number): Promise<RetryOutcome> =>
  retryPayment(
    `/memberships/${id}/retry-failed-subscription-payment`,
    'E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT',
  );

export function useRetryPayment(id: number, onOutcome: (outcome: RetryOutcome) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => retryMembershipPayment(id),
    onSuccess: onOutcome,
    onSettled: refresh,
  });
}

/** POST /membership-pauses body (CONTRACT §8 *(design)*); `end_date` null = until further notice. */
export interface PauseBody {
  membership: number;
  start_date: string;
  end_date: string | null;
}

/** Schedules a pause; refusals (pause limit, too long, overlap, …) come back as `ApiRefusal`. */
export function useCreatePause(onSuccess: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PauseBody) => api.post('/membership-pauses', null, { body }),
    onSuccess,
    onSettled: refresh,
  });
}

/** DELETE /membership-pauses/{id}: cancels an upcoming pause. */
export function useCancelPause(onSuccess: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (pauseId: number) => api.delete(`/membership-pauses/${pauseId}`, null),
    onSuccess,
    onSettled: refresh,
  });
}
