/**
 * The renewal job (every 10 minutes and once at start, `src/jobs/`): every membership that may be
 * due is renewed through `renewMembership`, one at a time. Several runners (API processes) may run
 * it at once: each membership's row lock and claim decide who charges (README.md).
 */
import type { Db } from '../../platform/db/connect.ts';
import { runEach } from '../../platform/jobs/run-each.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { adapterForStudio } from '../payments/public.ts';
import { renewMembership, type RenewalDeps, type RenewalResult } from './renew.ts';
import { renewalCandidates } from './queries.ts';

export const defaultRenewalDeps: RenewalDeps = { adapterOf: adapterForStudio };

/**
 * Renews what is due at `now` (ms). One membership's error does not stop the others.
 * @returns how many memberships ended in each result
 * @throws an AggregateError of the memberships that failed, after trying all of them
 */
export async function runDueRenewals(
  db: Db,
  deps: RenewalDeps = defaultRenewalDeps,
  now: number = Date.now(),
): Promise<Partial<Record<RenewalResult, number>>> {
  const candidates = await renewalCandidates(db, copenhagenToday(new Date(now)));
  return runEach(
    candidates,
    (row) =>
      renewMembership(
        db,
        deps,
        { clientId: row.client_id, membershipId: row.id },
        { manual: false, now },
      ),
    'renewals',
  );
}
