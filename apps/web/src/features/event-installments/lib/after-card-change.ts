/**
 * After a new card (seed 001 §4 "Card change for event installments"; CONTRACT §7): when the
 * signup's installments have failed, they are retried with the new card at once; the outcome
 * travels with the "updated" flash to the installments screen, which shows it.
 */
import { queryClient } from '../../../shared/api/query-client.ts';
import { eventSignupQuery } from '../api/get-event-signup.ts';
import { retryInstallments, type RetryOutcome } from '../api/retry-installments.ts';
import { setCardFlash } from './card-flash.ts';

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
  setCardFlash(id, retry ? { card: 'updated', retry } : { card: 'updated' });
}
