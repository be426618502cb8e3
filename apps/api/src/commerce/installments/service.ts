/**
 * POST /event-signups/{id}/retry-failed-installment-payment (CONTRACT §6 design): the customer
 * pays every due unpaid installment now with the signup's saved card. Own signup only
 * ('forbidden' otherwise). Runs the job's claim-charge-record steps (`charge.ts`), so it never
 * charges alongside a running job.
 */
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import type { InstallmentDeps } from './charge.ts';
import { signupOwner } from './queries.ts';
import { defaultInstallmentDeps, payDueInstallments } from './run.ts';

/**
 * @returns `OK` when everything due got paid (receipts mailed); refusals `E_PAYMENT_FAILED`
 *   (declined, no card, or a charge already running: try again) and
 *   `E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT` (nothing due); 'forbidden' for another customer's or an
 *   unknown signup
 */
export async function retryFailedInstallments(
  db: Db,
  ids: { clientId: number; userId: number; signupId: number },
  deps: InstallmentDeps = defaultInstallmentDeps,
): Promise<Outcome<'OK'> | 'forbidden'> {
  const owner = await signupOwner(db, ids.clientId, ids.signupId);
  if (owner !== ids.userId) return 'forbidden';
  const now = Date.now();
  const result = await payDueInstallments(
    db,
    deps,
    { clientId: ids.clientId, signupId: ids.signupId },
    { manual: true, now, today: copenhagenToday(new Date(now)) },
  );
  if (result === 'paid') return ok('OK');
  if (result === 'not_due') return refuse('E_EVENT_SIGNUP_DOES_NOT_NEED_PAYMENT');
  return refuse('E_PAYMENT_FAILED');
}
