/**
 * Joining and leaving a class's waiting list (CONTRACT §5). Joining charges a fixed-count pass one
 * class at once (refunded when leaving, or carried into the seat on promotion); a membership or
 * unlimited pass is only recorded. One transaction each, under the class lock.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { classWaitingListSignups } from '../../db/schema.ts';
import { ok, refuse, type Outcome } from '../../lib/outcome.ts';
import { chooseAccess } from '../access/rules.ts';
import type { StudioClient } from '../clients/queries.ts';
import { lockedClassContext } from '../class-signups/context.ts';
import {
  activeSignup,
  refundPassClasses,
  spendPassClasses,
  type Tx,
} from '../class-signups/queries.ts';
import { DOUBLE_SUBMIT_WINDOW_MS } from '../class-signups/service.ts';
import { refusalParams } from '../class-signups/rules.ts';
import { waitingListRefusal } from './rules.ts';

type WaitingRow = typeof classWaitingListSignups.$inferSelect;
const NO_ACCESS = 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP';

async function activeWaiting(tx: Tx, classId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(classWaitingListSignups)
    .where(
      and(
        eq(classWaitingListSignups.class_id, classId),
        eq(classWaitingListSignups.user_id, userId),
        eq(classWaitingListSignups.cancelled_at, 0),
        eq(classWaitingListSignups.archived, false),
      ),
    );
  return row;
}

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
    const waiting = await activeWaiting(tx, ctx.row.id, userId);
    if (waiting && now - waiting.createdAt < DOUBLE_SUBMIT_WINDOW_MS) return ok(waiting);
    const refusal = waitingListRefusal({
      seats: ctx.row.seats,
      cancelled: ctx.row.cancelled,
      state: ctx.state,
      now,
      hasClassSignup: Boolean(await activeSignup(tx, ctx.row.id, userId)),
      hasWaitingListSignup: Boolean(waiting),
      lockedOut: ctx.locked && ctx.seriesId === null,
    });
    if (refusal) return refuse(refusal, refusalParams(refusal, client.settings));
    const base = { client_id: client.row.id, user_id: userId, class_id: ctx.row.id };
    if (ctx.locked && ctx.seriesId !== null) {
      const [row] = await tx
        .insert(classWaitingListSignups)
        .values({ ...base, class_series_id: ctx.seriesId })
        .returning();
      return ok(row!);
    }
    const choice = chooseAccess(ctx.holdings, ctx.access, now);
    if (!choice) return refuse(NO_ACCESS);
    const fixed = choice.kind === 'pass' && choice.fixed;
    if (fixed && !(await spendPassClasses(tx, choice.id, 1))) return refuse(NO_ACCESS);
    const [row] = await tx
      .insert(classWaitingListSignups)
      .values({
        ...base,
        used_membership_id: choice.kind === 'membership' ? choice.id : null,
        used_class_pass_id: choice.kind === 'pass' ? choice.id : null,
        class_pass_classes_spent: fixed ? 1 : 0,
      })
      .returning();
    return ok(row!);
  });
}

/** DELETE /class-waiting-list-signups/{id}: own only (`'forbidden'`); refunds a charged class. */
export function leaveWaitingList(
  db: Db,
  client: StudioClient,
  userId: number,
  id: number,
  now = Date.now(),
) {
  return db.transaction(async (tx): Promise<'OK' | 'forbidden'> => {
    const [row] = await tx
      .select()
      .from(classWaitingListSignups)
      .where(eq(classWaitingListSignups.id, id))
      .for('update');
    if (!row || row.client_id !== client.row.id || row.user_id !== userId || row.archived)
      return 'forbidden';
    if (row.cancelled_at !== 0) return 'OK';
    if (row.used_class_pass_id)
      await refundPassClasses(tx, row.used_class_pass_id, row.class_pass_classes_spent);
    await tx
      .update(classWaitingListSignups)
      .set({ cancelled_at: now, class_pass_classes_spent: 0, updatedAt: now })
      .where(eq(classWaitingListSignups.id, row.id));
    return 'OK';
  });
}
