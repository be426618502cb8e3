/**
 * POST /memberships/{id}/retry-failed-subscription-payment (CONTRACT §8): the customer pays a
 * due renewal now with the saved card. Own membership only (`forbidden` otherwise; the reference
 * lacks the check). Runs the same claim-charge-record steps as the renewal job, so it never
 * charges alongside a running job (`renew.ts`).
 */
import type { Db } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { membershipOwner } from './queries.ts';
import { renewMembership, type RenewalDeps } from './renew.ts';
import { defaultRenewalDeps } from './run.ts';

/**
 * @returns `OK` when paid; refusals `E_PAYMENT_FAILED` (declined, no card, or a payment already
 *   running: try again) and `E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT` (nothing due); 'forbidden' for
 *   another customer's or an unknown membership
 */
export async function retryFailedPayment(
  db: Db,
  clientId: number,
  userId: number,
  membershipId: number,
  deps: RenewalDeps = defaultRenewalDeps,
): Promise<Outcome<'OK'> | 'forbidden'> {
  const owner = await membershipOwner(db, clientId, membershipId);
  if (owner !== userId) return 'forbidden';
  const result = await renewMembership(db, deps, { clientId, membershipId }, { manual: true });
  if (result === 'paid') return ok('OK');
  if (result === 'declined' || result === 'busy' || result === 'no_provider')
    return refuse('E_PAYMENT_FAILED');
  return refuse('E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT');
}
