/**
 * Retrying the failed installments of an event signup: POST
 * /event-signups/{id}/retry-failed-installment-payment (CONTRACT §6; seed 001 §8). It charges
 * every due, unpaid installment with the signup's active card.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** Paid (receipt e-mailed), declined by the card, or nothing was due. */
export type RetryOutcome = 'paid' | 'declined' | 'up_to_date';

/**
 * 200 `OK` → `paid`; 200 `E_PAYMENT_FAILED` → `declined`; 200
 * `E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT` → `up_to_date`. Other refusals and errors reject.
 */
export async function retryInstallments(id: number): Promise<RetryOutcome> {
  try {
    await api.post(`/event-signups/${id}/retry-failed-installment-payment`, null);
    return 'paid';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'E_PAYMENT_FAILED') return 'declined';
    if (code === 'E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT') return 'up_to_date';
    throw error;
  }
}

/** The Retry payment button's mutation; the signup (and the profile) reload when it settles. */
export function useRetryInstallments(id: number, onOutcome: (outcome: RetryOutcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryInstallments(id),
    onSuccess: onOutcome,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['event-signups'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
