/**
 * Joining and leaving a class's waiting list (CONTRACT §5). Joining charges a fixed-count pass one
 * class at once (refunded when leaving, or carried into the seat on promotion); a membership or
 * unlimited pass is only recorded. One transaction each, under the class lock.
 */
import type { Db, Tx } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { chooseAccess, seriesUsable } from '../access/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  activeRow,
  activeSignup,
  isDoubleSubmit,
  lockClass,
  lockedClassContext,
  refundPassClasses,
  refusalParams,
  sendBookingMail,
  spendPassClasses,
  type WaitingRow,
} from '../signups/public.ts';
import { cancelWaiting, insertWaiting, lockActiveWaiting, waitingById } from './queries.ts';
import { waitingListRefusal } from './rules.ts';

const NO_ACCESS = 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP';

/** POST /class-waiting-list-signups. @returns the waiting-list signup or a refusal. */
export function joinWaitingList(
  db: Db,
  client: StudioClient,
  userId: number,
  classId: number,
  now = Date.now(),
) {
  return db.transaction(async (tx): Promise<Outcome<WaitingRow>> => {
    const ctx = await lockedClassContext(tx, client, classId, userId, now);
    if (!ctx) return refuse('E_CLASS_NOT_FOUND');
    const waiting = await activeRow(tx, 'waiting_list', ctx.row.id, userId);
    if (waiting && isDoubleSubmit(waiting.createdAt, now)) return ok(waiting);
    const refusal = waitingListRefusal({
      seats: ctx.row.seats,
      cancelled: ctx.row.cancelled,
      state: ctx.state,
      now,
      hasClassSignup: ctx.onLivestream || Boolean(await activeSignup(tx, ctx.row.id, userId)),
      hasWaitingListSignup: Boolean(waiting),
      lockedOut: ctx.lockedOut,
    });
    if (refusal) return refuse(refusal, refusalParams(refusal, client.settings));
    const base = { client_id: client.row.id, user_id: userId, class_id: ctx.row.id };
    if (ctx.locked) {
      // The series pays when the customer is promoted (promote.ts).
      const series = ctx.holdings.series.find(
        (s) => ctx.lockedSeries.includes(s.id) && seriesUsable(s, ctx.access),
      );
      return joined(
        tx,
        client,
        await insertWaiting(tx, { ...base, class_series_id: series!.id }),
        now,
      );
    }
    const choice = chooseAccess(ctx.holdings, ctx.access, now);
    if (!choice) return refuse(NO_ACCESS);
    const fixed = choice.kind === 'pass' && choice.fixed;
    if (fixed && !(await spendPassClasses(tx, choice.id, 1))) return refuse(NO_ACCESS);
    const row = await insertWaiting(tx, {
      ...base,
      used_membership_id: choice.kind === 'membership' ? choice.id : null,
      used_class_pass_id: choice.kind === 'pass' ? choice.id : null,
      class_pass_classes_spent: fixed ? 1 : 0,
    });
    return joined(tx, client, row, now);
  });
}

/** The waiting-list confirmation, in the joining transaction (signups/booking-mail.ts). */
async function joined(tx: Tx, client: StudioClient, row: WaitingRow, now: number) {
  await sendBookingMail(tx, client, {
    kind: 'waiting_list',
    classId: row.class_id,
    userId: row.user_id,
    now,
  });
  return ok(row);
}

/**
 * DELETE /class-waiting-list-signups/{id}: own only (`'forbidden'`); refunds a charged class.
 * Takes the class lock first, like every change to the class's bookings, so a cancellation that
 * promotes from the list runs wholly before or after it: the customer gets the seat or the
 * refund, never both (issue 10 defect 3).
 */
export function leaveWaitingList(
  db: Db,
  client: StudioClient,
  userId: number,
  id: number,
  now = Date.now(),
) {
  return db.transaction(async (tx): Promise<'OK' | 'forbidden'> => {
    const found = await waitingById(tx, id);
    if (!found || found.client_id !== client.row.id || found.user_id !== userId || found.archived)
      return 'forbidden';
    await lockClass(tx, client.row.id, found.class_id);
    const row = await lockActiveWaiting(tx, id);
    if (!row) return 'OK';
    if (row.used_class_pass_id)
      await refundPassClasses(tx, row.used_class_pass_id, row.class_pass_classes_spent);
    await cancelWaiting(tx, row.id, now, { refunded: true });
    return 'OK';
  });
}
