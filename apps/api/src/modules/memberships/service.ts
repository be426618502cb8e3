/**
 * Stop and resume (CONTRACT §8 PUT /memberships/{id}; seed 001 §4 membership status). One
 * transaction per change, the membership row locked first (`lockMembership`), so a renewal run or
 * a second tab never sees half a change. Answers `'OK'`, `'forbidden'` (403: not the caller's,
 * archived, ended, or the studio does not let customers stop) or a 400 code.
 */
import type { Db } from '../../db/connect.ts';
import { copenhagenToday } from '../../lib/time.ts';
import type { StudioClient } from '../clients/public.ts';
import { lockMembership, pausesOf, updateMembership } from './queries.ts';
import { optionsById } from './relations.ts';
import { membershipSettings, pauseNowAndNext, stopDate } from './rules.ts';

export type StatusChange = 'OK' | 'forbidden' | { badRequest: string };

/**
 * `cancelled_running` from `active`: ends on `stopDate` (one month's notice for 1-month options),
 * refused with `E_MEMBERSHIP_HAS_PAUSE` while a pause is current or scheduled. `active` from
 * `cancelled_running`: before `cancelled_from_date` only (`E_MEMBERSHIP_HAS_RUN_OUT`). The current
 * status again: `OK`, nothing changed.
 */
export async function changeMembershipStatus(
  db: Db,
  client: StudioClient,
  userId: number,
  id: number,
  status: 'active' | 'cancelled_running',
  now = Date.now(),
): Promise<StatusChange> {
  const today = copenhagenToday(new Date(now));
  return db.transaction(async (tx): Promise<StatusChange> => {
    const m = await lockMembership(tx, client.row.id, id);
    if (!m || m.archived || m.user_id !== userId) return 'forbidden';
    if (m.status === status) return 'OK';
    if (m.status === 'ended') return 'forbidden';
    if (status === 'cancelled_running') {
      if (!membershipSettings(client.settings).canCancel) return 'forbidden';
      const { current, upcoming } = pauseNowAndNext(await pausesOf(tx, [m.id]), today);
      if (current || upcoming) return { badRequest: 'E_MEMBERSHIP_HAS_PAUSE' };
      const option = (await optionsById(tx, client.row.id, [m.payment_option_id])).get(
        m.payment_option_id ?? 0,
      );
      const from = stopDate(m.paid_until, option?.number_of_months_payment_covers ?? 1);
      await updateMembership(tx, m.id, { status, cancelled_from_date: from }, now);
      return 'OK';
    }
    if (m.cancelled_from_date && today >= m.cancelled_from_date)
      return { badRequest: 'E_MEMBERSHIP_HAS_RUN_OUT' };
    await updateMembership(tx, m.id, { status, cancelled_from_date: null }, now);
    return 'OK';
  });
}
