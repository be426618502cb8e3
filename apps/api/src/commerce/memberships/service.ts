/**
 * Stop and resume (CONTRACT §8 PUT /memberships/{id}; seed 001 §4 membership status). One
 * transaction per change, the membership row locked first (`lockMembership`), so a renewal run or
 * a second tab never sees half a change. Answers `'OK'`, `'forbidden'` (403: not the caller's,
 * archived, ended, or the studio does not let customers stop) or a 400 code.
 */
import type { Db, Tx } from '../../platform/db/connect.ts';
import { addDaysIso, copenhagenToday } from '../../platform/lib/time.ts';
import { cancelMembershipSignupsFrom } from '../../schedule/public.ts';
import { type StudioClient, sendMail } from '../../studio/public.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import {
  lockMembership,
  mailFactsOf,
  pausesOf,
  updateMembership,
  type MembershipRow,
} from './queries.ts';
import { stoppedMail } from './texts.ts';
import { optionsById } from './relations.ts';
import { membershipSettings, pauseNowAndNext, stopDate } from './rules.ts';

export type StatusChange = 'OK' | 'forbidden' | { badRequest: string };

/**
 * `cancelled_running` from `active`: ends on `stopDate` (one month's notice for 1-month options),
 * and the classes booked with it from that date on are cancelled (the seats go to the waiting
 * lists); refused with `E_MEMBERSHIP_HAS_PAUSE` while a pause is current or scheduled. `active` from
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
      // Classes booked with it from its end date on go back to the studio (and its waiting lists).
      await cancelMembershipSignupsFrom(tx, client, m, from, now);
      await mailStop(tx, client, m, from);
      return 'OK';
    }
    if (m.cancelled_from_date && today >= m.cancelled_from_date)
      return { badRequest: 'E_MEMBERSHIP_HAS_RUN_OUT' };
    await updateMembership(tx, m.id, { status, cancelled_from_date: null }, now);
    return 'OK';
  });
}

/** The stop's confirmation mail, in the studio's language, queued in the same transaction. */
async function mailStop(tx: Tx, client: StudioClient, m: MembershipRow, from: string) {
  const facts = await mailFactsOf(tx, m);
  if (!facts?.email) return;
  const mail = stoppedMail(
    {
      to: facts.email,
      name: facts.first_name,
      studio: client.row.name,
      membership: facts.type_name,
      lastDay: addDaysIso(from, -1),
    },
    toLocale(client.settings.locale),
  );
  await sendMail(tx, client, mail);
}
