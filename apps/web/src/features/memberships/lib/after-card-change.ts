/**
 * After a card change (seed 001 §4, CONTRACT §7 attach-card-to-membership): when the membership
 * has failed renewals, the payment is retried with the new card at once; the outcome travels in
 * the flash to the membership page, which shows it.
 */
import { queryClient } from '../../../shared/api/query-client.ts';
import type { RetryOutcome } from '../../../entities/commerce/api/retry-payment.ts';
import { setCardFlash } from '../../../entities/commerce/lib/card-flash.ts';
import { retryMembershipPayment } from '../api/change-membership.ts';
import { membershipQuery } from '../api/get-membership.ts';
import { failedRenewals } from './membership-rules.ts';

/** Retries a failed renewal if there is one, sets the "updated" flash, refreshes the caches. */
export async function afterCardChange(userId: number, id: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['memberships'] });
  const membership = await queryClient.fetchQuery(membershipQuery(userId, id));
  let retry: RetryOutcome | undefined;
  if (membership && failedRenewals(membership) > 0) {
    retry = await retryMembershipPayment(id);
    await queryClient.invalidateQueries({ queryKey: ['memberships'] });
  }
  await queryClient.invalidateQueries({ queryKey: ['users'] });
  setCardFlash('membershipCard', id, retry ? { card: 'updated', retry } : { card: 'updated' });
}
