/**
 * The installment job `event-installments` (every 10 minutes and once at start, `src/jobs/`):
 * every signup with an installment due and unpaid is charged through `chargeNextInstallment`,
 * its installments in date order, stopping at the first that is not paid. Several runners (API
 * processes) may run it at once: the signup's row lock and claim decide who charges (README.md).
 */
import type { Db } from '../../platform/db/connect.ts';
import { runEach } from '../../platform/jobs/run-each.ts';
import { copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { adapterForStudio } from '../payments/public.ts';
import {
  chargeNextInstallment,
  type ChargeClock,
  type InstallmentDeps,
  type InstallmentResult,
} from './charge.ts';
import { installmentCandidates } from './queries.ts';

export const defaultInstallmentDeps: InstallmentDeps = { adapterOf: adapterForStudio };

/** No plan has more installments than this; a guard against a loop that never ends. */
const MAX_INSTALLMENTS = 100;

/**
 * Charges the signup's due installments oldest first until one is not paid.
 * @returns 'paid' when everything due got paid; otherwise what stopped it ('not_due' when nothing
 *   was due at all)
 */
export async function payDueInstallments(
  db: Db,
  deps: InstallmentDeps,
  ids: { clientId: number; signupId: number },
  clock: ChargeClock,
): Promise<InstallmentResult> {
  let paidAny = false;
  for (let i = 0; i < MAX_INSTALLMENTS; i += 1) {
    const result = await chargeNextInstallment(db, deps, ids, clock);
    if (result !== 'paid') return paidAny && result === 'not_due' ? 'paid' : result;
    paidAny = true;
  }
  return 'paid';
}

export interface RunOptions {
  /** The Copenhagen date to run as (`YYYY-MM-DD`; the fake clock of tests and journeys). */
  today?: string;
  /** The instant (ms); defaults to now, or to noon of `today` when `today` is given. */
  now?: number;
  deps?: InstallmentDeps;
}

/**
 * Charges what is due. One signup's error does not stop the others.
 * @returns how many signups ended in each result
 * @throws an AggregateError of the signups that failed, after trying all of them
 */
export async function runDueInstallments(
  db: Db,
  options: RunOptions = {},
): Promise<Partial<Record<InstallmentResult, number>>> {
  const now =
    options.now ?? (options.today ? copenhagenInstant(options.today, '12:00') : Date.now());
  const today = options.today ?? copenhagenToday(new Date(now));
  const deps = options.deps ?? defaultInstallmentDeps;
  const candidates = await installmentCandidates(db, today);
  return runEach(
    candidates,
    (row) =>
      payDueInstallments(
        db,
        deps,
        { clientId: row.client_id, signupId: row.id },
        { manual: false, now, today },
      ),
    'installment runs',
  );
}
