/**
 * Retrying the failed installments of an event signup: POST
 * /event-signups/{id}/retry-failed-installment-payment (CONTRACT §6; seed 001 §8). It charges
 * every due, unpaid installment with the signup's active card.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryPayment, type RetryOutcome } from '../../../entities/commerce/api/retry-payment.ts';

/**
 * 200 `OK` → `paid`; 200 `E_PAYMENT_FAILED` → `declined`; 200
 * `E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT` → `up_to_date`. Other refusals and errors reject.
 */
export const retryInstallments = (id: number): Promise<RetryOutcome> =>
  retryPayment(
    `/event-signups/${id}/retry-failed-installment-payment`,
    'E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT',
  );

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
