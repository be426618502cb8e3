/**
 * Moves waiting customers into freed seats (CONTRACT §5; README.md beside this file), inside the
 * transaction that freed them and under its class lock. In list order (signup time), each waiting
 * customer whose seats fit and who still has access becomes a class signup; one whose access is
 * gone stays on the list. Nothing moves once the class has started, is cancelled, or its sign-off
 * deadline (when waiting lists close) has passed.
 */
import { copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { chooseAccess, loadHoldings, mondayOf } from '../access/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import { signoffDeadlineMinutes } from '../classes/public.ts';
import {
  activeSignup,
  insertSignup,
  refundPassClasses,
  sendBookingMail,
  seatsTaken,
  spendPassClasses,
  spendSeriesClasses,
  type ClassRow,
} from '../signups/public.ts';
import { cancelWaiting, lockWaitingList } from './queries.ts';
import type { Tx } from '../../platform/db/connect.ts';

/** @returns the ids of the new class signups. */
export async function promoteWaitingList(
  tx: Tx,
  client: StudioClient,
  cls: ClassRow,
  now: number,
): Promise<number[]> {
  const startsAt = copenhagenInstant(cls.date, cls.start_time);
  const closesAt = startsAt - signoffDeadlineMinutes(cls.seats, client.settings) * 60_000;
  if (cls.cancelled || cls.seats === 0 || now >= closesAt) return [];
  let free = cls.seats - (await seatsTaken(tx, cls.id));
  if (free <= 0) return [];
  // Re-read under the class lock, rows locked: a leave that committed first is not promoted.
  const waiting = await lockWaitingList(tx, cls.id);
  const promoted: number[] = [];
  const from = mondayOf(copenhagenToday(new Date(now)));
  for (const w of waiting) {
    if (free <= 0) break;
    if (w.count > free) continue;
    const done = () => cancelWaiting(tx, w.id, now, { refunded: false });
    if (await activeSignup(tx, cls.id, w.user_id)) {
      if (w.used_class_pass_id)
        await refundPassClasses(tx, w.used_class_pass_id, w.class_pass_classes_spent);
      await done();
      continue;
    }
    let paid = {
      used_membership_id: w.used_membership_id,
      used_class_pass_id: w.used_class_pass_id,
      class_pass_classes_spent: w.class_pass_classes_spent,
    };
    if (w.class_series_id) {
      // A locked class: each seat spends a class of the series (CONTRACT §9).
      if (!(await spendSeriesClasses(tx, w.class_series_id, w.count))) continue;
    } else if (w.class_pass_classes_spent === 0) {
      // Not prepaid: the customer must still have access now.
      const holdings = await loadHoldings(tx, client.row.id, w.user_id, from);
      const choice = chooseAccess(
        holdings,
        { id: cls.id, date: cls.date, class_type_id: cls.class_type_id },
        now,
        w.count,
        w.count,
      );
      if (!choice) continue;
      const fixed = choice.kind === 'pass' && choice.fixed;
      if (fixed && !(await spendPassClasses(tx, choice.id, w.count))) continue;
      paid = {
        used_membership_id: choice.kind === 'membership' ? choice.id : null,
        used_class_pass_id: choice.kind === 'pass' ? choice.id : null,
        class_pass_classes_spent: fixed ? w.count : 0,
      };
    }
    const row = await insertSignup(tx, {
      client_id: client.row.id,
      user_id: w.user_id,
      class_id: cls.id,
      count: w.count,
      class_series_id: w.class_series_id,
      ...paid,
    });
    await done();
    // The customer did not do this: tell them, in this transaction (signups/booking-mail.ts).
    await sendBookingMail(tx, client, {
      kind: 'promoted',
      classId: cls.id,
      userId: w.user_id,
      count: w.count,
      now,
    });
    promoted.push(row.id);
    free -= w.count;
  }
  return promoted;
}
