/**
 * After a new card (seed 001 §4 "Card change for event installments"; CONTRACT §7): when the
 * signup's installments have failed, they are retried with the new card at once; the outcome
 * travels with the "updated" flash to the installments screen, which shows it.
 */
import { queryClient } from '../../../shared/api/query-client.ts';
import { eventSignupQuery } from '../api/get-event-signup.ts';
import type { RetryOutcome } from '../../../entities/commerce/api/retry-payment.ts';
import { setCardFlash } from '../../../entities/commerce/lib/card-flash.ts';
import { retryInstallments } from '../api/retry-installments.ts';

/** Retries failed installments if there are any, sets the flash, refreshes the caches. */
export async function afterCardChange(id: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['event-signups'] });
  const signup = await queryClient.fetchQuery(eventSignupQuery(id));
  let retry: RetryOutcome | undefined;
  if (signup?.installment_payments_status === 'failed') {
    retry = await retryInstallments(id);
    await queryClient.invalidateQueries({ queryKey: ['event-signups'] });
  }
  await queryClient.invalidateQueries({ queryKey: ['users'] });
  setCardFlash('eventSignupCard', id, retry ? { card: 'updated', retry } : { card: 'updated' });
}
