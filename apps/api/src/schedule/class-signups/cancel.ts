/**
 * Cancelling a signup or releasing some of its seats (CONTRACT §5 DELETE /class-signups/{id} and
 * change-count down). Before the sign-off deadline fixed-count classes are refunded; after it
 * (only when `no_show_fees_enabled`) it is a late cancel: no refund, the membership fee
 * (`late_cancel_membership_fee_amount`, kroner) recorded in no_show_fees, or days deducted from an
 * unlimited pass. Freed seats go to the waiting list in the same transaction.
 */
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  activeSignup,
  lockedClassContext,
  refundSeriesClasses,
  releasePassSpends,
  type LockedClass,
  type SignupRow,
} from '../signups/public.ts';
import { promoteWaitingList } from '../waiting-list/public.ts';
import { deductPassDays, insertNoShowFee, membershipSignupsFrom, updateSignup } from './queries.ts';
import type { Tx } from '../../platform/db/connect.ts';

const isLate = (client: StudioClient, ctx: LockedClass) =>
  Boolean(client.settings.no_show_fees_enabled) &&
  ctx.state.class_signoff_deadline_has_been_exceeded;

/** Cancels `signup` (refusal `E_CLASS_HAS_STARTED` at or after start). */
export async function cancelSignupInTx(
  tx: Tx,
  client: StudioClient,
  ctx: LockedClass,
  signup: SignupRow,
  now: number,
): Promise<Outcome<SignupRow>> {
  if (now >= ctx.state.startsAt) return refuse('E_CLASS_HAS_STARTED');
  const late = isLate(client, ctx);
  if (!late && signup.class_pass_classes_spent > 0)
    await releasePassSpends(tx, signup, signup.class_pass_classes_spent);
  if (!late && signup.class_series_id)
    await refundSeriesClasses(tx, signup.class_series_id, signup.count);
  if (late) await chargeLateCancel(tx, client, signup);
  const row = await updateSignup(tx, signup.id, {
    cancelled_at: now,
    late_cancel: late,
    updatedAt: now,
  });
  await promoteWaitingList(tx, client, ctx.row, now);
  return ok(row);
}

async function chargeLateCancel(tx: Tx, client: StudioClient, signup: SignupRow) {
  const s = client.settings;
  const base = {
    client_id: client.row.id,
    user_id: signup.user_id,
    class_id: signup.class_id,
    class_signup_id: signup.id,
    reason: 'late_cancel',
  };
  if (signup.used_membership_id) {
    await insertNoShowFee(tx, {
      ...base,
      membership_id: signup.used_membership_id,
      amount: String(s.late_cancel_membership_fee_amount),
    });
    return;
  }
  if (!signup.used_class_pass_id || signup.class_pass_classes_spent > 0) return; // fixed-count: simply not refunded
  const days = Number(s.late_cancel_time_based_class_pass_deduct_number_of_days);
  if (days <= 0) return;
  await deductPassDays(tx, signup.used_class_pass_id, days);
  await insertNoShowFee(tx, { ...base, days_deducted: days });
}

/**
 * Lowers the seats held to `count` (≥ 1), a partial cancel: refused like a cancel at or after
 * start (`E_CLASS_HAS_STARTED`) and on a cancelled class (`E_CLASS_CANCELLED`); refunds released
 * fixed-count classes before the deadline, to the passes that paid them, newest spends first.
 */
export async function releaseSeats(
  tx: Tx,
  client: StudioClient,
  ctx: LockedClass,
  signup: SignupRow,
  count: number,
  now: number,
): Promise<Outcome<SignupRow>> {
  if (now >= ctx.state.startsAt) return refuse('E_CLASS_HAS_STARTED');
  if (ctx.row.cancelled) return refuse('E_CLASS_CANCELLED');
  const released = signup.count - count;
  let spent = signup.class_pass_classes_spent;
  if (!isLate(client, ctx) && signup.class_series_id)
    await refundSeriesClasses(tx, signup.class_series_id, released);
  // Each pass gets back what it paid, newest spends first.
  if (!isLate(client, ctx) && spent > 0)
    spent -= await releasePassSpends(tx, signup, Math.min(released, spent));
  const row = await updateSignup(tx, signup.id, {
    count,
    class_pass_classes_spent: spent,
    updatedAt: now,
  });
  await promoteWaitingList(tx, client, ctx.row, now);
  return ok(row);
}

/**
 * A stopped membership's later classes (CONTRACT §8 PUT /memberships/{id}): cancels, inside the
 * caller's transaction, every active signup `membershipId` paid for in a class on or after
 * `fromDate` (its `cancelled_from_date`). Each class is locked and its freed seats go to the
 * waiting list, as a customer's own cancel would; classes already started are left alone.
 * @returns how many signups were cancelled
 */
export async function cancelMembershipSignupsFrom(
  tx: Tx,
  client: StudioClient,
  membership: { id: number; user_id: number },
  fromDate: string,
  now: number,
): Promise<number> {
  let cancelled = 0;
  for (const { class_id } of await membershipSignupsFrom(tx, membership.id, fromDate)) {
    const ctx = await lockedClassContext(tx, client, class_id, membership.user_id, now);
    const signup = ctx && (await activeSignup(tx, ctx.row.id, membership.user_id));
    if (!ctx || !signup) continue;
    const outcome = await cancelSignupInTx(tx, client, ctx, signup, now);
    if (outcome.ok) cancelled++;
  }
  return cancelled;
}
