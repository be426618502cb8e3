/**
 * A customer deletes their own account (CONTRACT §3 DELETE /users/{id}, design; seed 000 §2
 * profile edit, §6), when the studio's `customer_can_destroy_own_account` is on. One transaction:
 * future class, waiting-list and livestream signups are cancelled (freed seats go to the waiting
 * list as a customer's own cancel would, under each class's lock), memberships, class passes and
 * class series archived, the cart emptied, the user anonymised and archived and every session
 * ended. Classes already started are left as they are (history).
 */
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import type { StudioClient } from '../../studio/public.ts';
import { lockClass } from '../../schedule/public.ts';
import { promoteWaitingList } from '../../schedule/public.ts';
import {
  anonymiseUser,
  archiveHoldings,
  cancelSignups,
  signupsFrom,
  type SignupTable,
} from './delete-queries.ts';

const notStarted = (now: number) => (row: { date: string; start_time: string }) =>
  copenhagenInstant(row.date, row.start_time) > now;

/** Deletes the account of `userId` (the caller has checked it is their own and allowed). */
export async function deleteOwnAccount(db: Db, client: StudioClient, userId: number) {
  const clientId = client.row.id;
  await db.transaction(async (tx) => {
    const now = Date.now();
    const today = copenhagenToday(new Date(now));
    for (const table of ['waiting_list', 'livestream'] satisfies SignupTable[]) {
      const rows = (await signupsFrom(tx, clientId, userId, table, today)).filter(notStarted(now));
      await cancelSignups(
        tx,
        table,
        rows.map((row) => row.id),
        now,
      );
    }
    // Ascending class ids, each class locked before its seats change (signups/README.md).
    const seats = (await signupsFrom(tx, clientId, userId, 'class', today)).filter(notStarted(now));
    for (const signup of seats) {
      const cls = await lockClass(tx, clientId, signup.class_id);
      await cancelSignups(tx, 'class', [signup.id], now);
      if (cls) await promoteWaitingList(tx, client, cls, now);
    }
    await archiveHoldings(tx, clientId, userId, now);
    await anonymiseUser(tx, clientId, userId, now);
  });
}
