/**
 * Closing waiting lists (CONTRACT §5 waiting list; README.md beside this file): at a class's
 * sign-off deadline the remaining waiting-list signups are cancelled, and a fixed-count class paid
 * up front is given back to its pass. Run every minute by `src/jobs/`.
 */
import type { Settings } from '@studio/contract/client';
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenInstant } from '../../platform/lib/time.ts';
import { signoffDeadlineMinutes } from '../classes/public.ts';
import { findClientById, loadSettings } from '../../studio/public.ts';
import { refundPassClasses } from '../signups/public.ts';
import { activeWaitingWithClass, cancelWaiting, lockActiveWaiting } from './queries.ts';

/**
 * Cancels every active waiting-list signup whose class's sign-off deadline (start minus
 * `class_signoff_deadline` / `private_class_signoff_deadline` minutes, 0 when no-show fees are off)
 * is at or before `now` (ms), refunding the fixed-count classes it had spent. One transaction;
 * idempotent: a signup is cancelled (and refunded) only while its `cancelled_at` is still 0, so a
 * second run, a concurrent run or a customer leaving at the same moment never refunds twice.
 * @returns the ids of the waiting-list signups it cancelled.
 */
export function sweepExpiredWaitingLists(db: Db, now: number = Date.now()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const waiting = await activeWaitingWithClass(tx);
    const settingsByClient = new Map<number, Settings | null>();
    const cancelled: number[] = [];
    for (const w of waiting) {
      if (!settingsByClient.has(w.clientId)) {
        const client = await findClientById(tx, w.clientId);
        settingsByClient.set(w.clientId, client ? await loadSettings(tx, client) : null);
      }
      const settings = settingsByClient.get(w.clientId);
      if (!settings) continue;
      const closesAt =
        copenhagenInstant(w.date, w.startTime) - signoffDeadlineMinutes(w.seats, settings) * 60_000;
      if (now < closesAt) continue;
      // Lock the row and re-check it: a customer leaving or a promotion may have got there first.
      const row = await lockActiveWaiting(tx, w.id);
      if (!row) continue;
      if (row.used_class_pass_id)
        await refundPassClasses(tx, row.used_class_pass_id, row.class_pass_classes_spent);
      await cancelWaiting(tx, row.id, now, { refunded: true });
      cancelled.push(row.id);
    }
    return cancelled;
  });
}
