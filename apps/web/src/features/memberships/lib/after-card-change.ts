/**
 * After a card change (seed 001 §4, CONTRACT §7 attach-card-to-membership): when the membership
 * has failed renewals, the payment is retried with the new card at once; the outcome travels in
 * the flash to the membership page, which shows it. A return from a hosted page whose card is the
 * same as before did not change anything (CONTRACT §7 answers `OK` either way): the flash then
 * says "not changed", and nothing is retried (issue 26 item 11).
 */
import type { Membership } from '@studio/contract/memberships';
import { queryClient } from '../../../shared/api/query-client.ts';
import { sessionStore } from '../../../shared/lib/safe-storage.ts';
import type { RetryOutcome } from '../../../entities/commerce/api/retry-payment.ts';
import { setCardFlash } from '../../../entities/commerce/lib/card-flash.ts';
import { retryMembershipPayment } from '../api/change-membership.ts';
import { membershipQuery } from '../api/get-membership.ts';
import { activeCard, failedRenewals } from './membership-rules.ts';

/**
 * What tells the membership's paying card from another: its subscription id and card details
 * (`"3|V-DK|457110|0000|12/27"`), or `''` with no active card.
 */
export function cardFingerprint(membership: Membership | null): string {
  const card = membership && activeCard(membership);
  if (!card) return '';
  const { id, pay_type, card_prefix, card_last_4_digits, card_expiration } = card;
  return [id, pay_type, card_prefix, card_last_4_digits, card_expiration].join('|');
}

/** Membership `id` of user `userId` as the server has it now (no cached copy). */
export const freshMembership = (userId: number, id: number) =>
  queryClient.fetchQuery({ ...membershipQuery(userId, id), staleTime: 0 });

const beforeKey = (id: number) => `membership-card-before-${id}`;

/** Notes membership `id`'s card as the customer leaves for the provider's card page. */
export async function noteCardBeforeChange(userId: number, id: number): Promise<void> {
  sessionStore.set(beforeKey(id), cardFingerprint(await freshMembership(userId, id)));
}

/** The card noted for membership `id` when the customer left (once), or undefined. */
export function takeCardBeforeChange(id: number): string | undefined {
  const before = sessionStore.get(beforeKey(id));
  sessionStore.remove(beforeKey(id));
  return before ?? undefined;
}

/**
 * Sets the flash for membership `id`: "updated" (after retrying a failed renewal if there is one)
 * when the card changed, "unchanged" when `before` (the card's fingerprint before the change) is
 * given and still the same. Refreshes the caches either way.
 */
export async function afterCardChange(userId: number, id: number, before?: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['memberships'] });
  const membership = await freshMembership(userId, id);
  if (before !== undefined && cardFingerprint(membership) === before) {
    setCardFlash('membershipCard', id, { card: 'unchanged' });
    return;
  }
  let retry: RetryOutcome | undefined;
  if (membership && failedRenewals(membership) > 0) {
    retry = await retryMembershipPayment(id);
    await queryClient.invalidateQueries({ queryKey: ['memberships'] });
  }
  await queryClient.invalidateQueries({ queryKey: ['users'] });
  setCardFlash('membershipCard', id, retry ? { card: 'updated', retry } : { card: 'updated' });
}
