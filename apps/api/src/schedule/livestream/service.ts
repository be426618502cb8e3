/**
 * Livestream signups (CONTRACT §5): access through the livestream class-type lists of membership
 * and class pass types (no simultaneous cap); a fixed-count pass spends one class. Cancelling
 * before `class_livestream_signoff_deadline` refunds it; later the only consequence is no refund
 * (no late-cancel flag, no fee). One transaction each, under the class lock.
 */
import type { Db } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { chooseAccess } from '../access/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import { livestreamCapacity } from '../classes/public.ts';
import {
  isDoubleSubmit,
  lockedClassContext,
  refundPassClasses,
  sendBookingMail,
  spendPassClasses,
  type LivestreamRow,
} from '../signups/public.ts';
import { cancelLivestream, countLive, insertLivestream, livestreamById } from './queries.ts';

/** POST /class-livestream-signups. */
export function joinLivestream(
  db: Db,
  client: StudioClient,
  userId: number,
  classId: number,
  now = Date.now(),
) {
  return db.transaction(async (tx): Promise<Outcome<LivestreamRow>> => {
    const ctx = await lockedClassContext(tx, client, classId, userId, now);
    if (!ctx) return refuse('E_CLASS_NOT_FOUND');
    const mine = ctx.holdings.bookings.filter((b) => b.class_id === ctx.row.id);
    const live = mine.find((b) => b.kind === 'livestream');
    if (live && isDoubleSubmit(live.createdAt, now))
      return ok((await livestreamById(tx, live.id, { lock: false }))!);
    // Minute precision, as the reference compares (CONTRACT §5).
    if (Math.floor(now / 60_000) >= Math.floor(ctx.state.startsAt / 60_000))
      return refuse('E_CLASS_HAS_STARTED');
    if (live || mine.some((b) => b.kind === 'class')) return refuse('E_ALREADY_SIGNED_UP');
    if (ctx.row.cancelled) return refuse('E_CLASS_CANCELLED');
    if (
      !client.settings.livestream_enabled ||
      !ctx.row.livestream_enabled ||
      ctx.state.class_is_too_far_in_the_future_to_sign_up
    )
      return refuse('E_CLASS_IS_FULL');
    if ((await countLive(tx, ctx.row.id)) >= livestreamCapacity(client.settings))
      return refuse('E_CLASS_IS_FULL');
    const choice = chooseAccess(ctx.holdings, ctx.access, now, 1, 1, true);
    if (!choice) return refuse('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    const fixed = choice.kind === 'pass' && choice.fixed;
    if (fixed && !(await spendPassClasses(tx, choice.id, 1)))
      return refuse('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    const row = await insertLivestream(tx, {
      client_id: client.row.id,
      user_id: userId,
      class_id: ctx.row.id,
      used_membership_id: choice.kind === 'membership' ? choice.id : null,
      used_class_pass_id: choice.kind === 'pass' ? choice.id : null,
      class_pass_classes_spent: fixed ? 1 : 0,
    });
    // The confirmation with the livestream link, in this transaction (signups/booking-mail.ts).
    await sendBookingMail(tx, client, {
      kind: 'livestream',
      classId: row.class_id,
      userId: row.user_id,
      now,
    });
    return ok(row);
  });
}

/** DELETE /class-livestream-signups/{id}: own only; `E_CLASS_HAS_STARTED` at or after start. */
export function leaveLivestream(
  db: Db,
  client: StudioClient,
  userId: number,
  id: number,
  now = Date.now(),
) {
  return db.transaction(async (tx): Promise<'OK' | 'forbidden' | 'E_CLASS_HAS_STARTED'> => {
    const row = await livestreamById(tx, id, { lock: true });
    if (!row || row.client_id !== client.row.id || row.user_id !== userId || row.archived)
      return 'forbidden';
    if (row.cancelled_at !== 0) return 'OK';
    const ctx = await lockedClassContext(tx, client, row.class_id, userId, now);
    if (ctx) {
      if (now >= ctx.state.startsAt) return 'E_CLASS_HAS_STARTED';
      const deadline = Number(ctx.state.class_livestream_signoff_deadline_timestamp);
      if (now < deadline && row.used_class_pass_id)
        await refundPassClasses(tx, row.used_class_pass_id, row.class_pass_classes_spent);
    }
    await cancelLivestream(tx, row.id, now);
    return 'OK';
  });
}
