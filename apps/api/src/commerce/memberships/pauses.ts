/**
 * Customer pauses (CONTRACT §8 POST /membership-pauses *(design)*, DELETE /membership-pauses/{id};
 * seed 001 §4; README.md beside this file). One transaction each, the membership row locked first,
 * so two requests never both take the last pause of the year. Refusals are the contract's bare
 * extended keys (`membershipNumberOfPausesLimitReached` …), sent by routes.ts.
 * A pause does not move `paid_until` when made: `next_payment` is pushed by its length until the
 * renewal run applies it (`is_applied_to_membership_at`).
 */
import type { MembershipPauseBody } from '@studio/contract/memberships';
import type { Db } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import type { StudioClient } from '../../studio/public.ts';
import { nextPaymentDate, pauseLengthDays } from './next-payment.ts';
import {
  archivePauses,
  insertPause,
  lockMembership,
  pauseById,
  pausesOf,
  type PauseRow,
} from './queries.ts';
import { membershipSettings, pauseNowAndNext, pausesInRunningYear } from './rules.ts';

/** The next payment may not fall more than this many days in the past (reference rule). */
const MAX_DAYS_PAYMENT_IN_PAST = 28;

/**
 * A customer's pause starts at most this many days from today (README.md): a pause far ahead
 * (9999-12-30) would stay "scheduled" for ever and block stopping the membership (issue 22 item 12).
 */
export const PAUSE_START_MAX_DAYS_AHEAD = 365;

/** POST /membership-pauses: a pause of the caller's active membership, within the studio's rules. */
export async function createPause(
  db: Db,
  client: StudioClient,
  userId: number,
  body: MembershipPauseBody,
  now = Date.now(),
): Promise<Outcome<PauseRow> | 'forbidden'> {
  const today = copenhagenToday(new Date(now));
  const s = membershipSettings(client.settings);
  return db.transaction(async (tx) => {
    const m = await lockMembership(tx, client.row.id, body.membership);
    if (!m || m.archived || m.user_id !== userId) return 'forbidden' as const;
    if (!s.canPause) return refuse('customersCanNotPauseMemberships');
    if (m.status !== 'active') return refuse('OnlyActiveMembershipsCanBePaused');
    const { start_date: start, end_date: end } = body;
    if (end === null && !s.canPauseIndefinitely)
      return refuse('customersCanNotPauseMembershipsIndefinitely');
    if (start < today) return refuse('membershipPauseCanNotStartBeforeToday');
    if (start > addDaysIso(today, PAUSE_START_MAX_DAYS_AHEAD))
      return refuse('membershipPauseStartsTooFarAhead', { max: PAUSE_START_MAX_DAYS_AHEAD });
    if (end !== null && end <= start)
      return refuse('MembershipPauseEndDateMustBeSameOrAfterStartDate');
    const length = pauseLengthDays({ start_date: start, end_date: end });
    if (length !== null && length > s.maxDaysPerPause)
      return refuse('membershipPauseTooLong', { max: s.maxDaysPerPause });
    const pauses = await pausesOf(tx, [m.id]);
    const { current, upcoming } = pauseNowAndNext(pauses, today);
    if (current) return refuse('MembershipAlreadyPaused');
    if (upcoming) return refuse('MembershipAlreadyHasPauseScheduled');
    const overlaps = pauses.some(
      (p) => (end === null || p.start_date < end) && (p.end_date === null || p.end_date > start),
    );
    if (overlaps) return refuse('MembershipPauseOverlapsWithPreviousPause');
    if (pausesInRunningYear(pauses, today) >= s.maxPausesPerYear)
      return refuse('membershipNumberOfPausesLimitReached', { max: s.maxPausesPerYear });
    const fee = String(s.pauseFee);
    return ok(
      await insertPause(tx, {
        client_id: client.row.id,
        membership_id: m.id,
        start_date: start,
        end_date: end,
        fee,
      }),
    );
  });
}

/**
 * DELETE /membership-pauses/{id}: the caller cancels their membership's scheduled pause (it starts
 * after today, it is the latest, and without it the next payment is at most 28 days overdue).
 * @returns the archived pause in an array (CONTRACT §8)
 */
export async function deletePause(
  db: Db,
  client: StudioClient,
  userId: number,
  pauseId: number,
  now = Date.now(),
): Promise<Outcome<PauseRow[]> | 'forbidden'> {
  const today = copenhagenToday(new Date(now));
  return db.transaction(async (tx) => {
    const found = await pauseById(tx, client.row.id, pauseId);
    if (!found || found.archived) return 'forbidden' as const;
    const m = await lockMembership(tx, client.row.id, found.membership_id);
    if (!m || m.archived || m.user_id !== userId) return 'forbidden' as const;
    const pauses = await pausesOf(tx, [m.id]);
    const pause = pauses.find((p) => p.id === pauseId);
    if (!pause) return 'forbidden' as const;
    if (pause.end_date !== null && pause.end_date <= today)
      return refuse('MembershipPauseHasEndedAndCanNotBeRemoved');
    if (pause.start_date <= today) return refuse('membershipPauseStartedAndCanNotBeDeleted');
    if (pauses[0]?.id !== pause.id) return refuse('OnlyTheLastMembershipPauseCanBeRemoved');
    const without = pauses.filter((p) => p.id !== pause.id);
    const nextDate = nextPaymentDate(m.paid_until, without);
    if (nextDate !== null && nextDate < addDaysIso(today, -MAX_DAYS_PAYMENT_IN_PAST))
      return refuse('CantRemoveMembershipPauseBecausePaymentDateIsTooEarly');
    return ok(await archivePauses(tx, [pause.id], now));
  });
}
