/**
 * Class signups (CONTRACT §5; seed 000 §4, §5): book seats, change the seat count, cancel. Each
 * change is one transaction that first locks the class row, so two customers never both get the
 * last seat. Fixed-count passes spend one class per seat atomically. Answers an Outcome: the
 * signup row, `'OK'`, or a refusal code for `reply.refusal`.
 */
import type { Db, Tx } from '../../platform/db/connect.ts';
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { chooseAccess, passSpends, seriesUsable, type PassSpend } from '../access/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  activeSignup,
  isDoubleSubmit,
  insertSignup,
  isUniqueViolation,
  lockedClassContext,
  refusalParams,
  sendBookingMail,
  spendFromPasses,
  spendSeriesClasses,
  type LockedClass,
  type SignupRow,
  writePassSpends,
} from '../signups/public.ts';
import { cancelSignupInTx, releaseSeats } from './cancel.ts';
import { addSeats } from './add-seats.ts';
import { signupById } from './queries.ts';
import { signupRefusal } from './rules.ts';

export interface SignupRequest {
  client: StudioClient;
  userId: number;
  classId: number;
  count: number;
  now?: number;
}

/** POST /class-signups: book `count` seats (default 1). */
export async function createSignup(db: Db, req: SignupRequest): Promise<Outcome<SignupRow>> {
  try {
    return await db.transaction((tx) => createInTx(tx, req, req.now ?? Date.now()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent duplicate won the race: answer its signup (CONTRACT §5 double submits).
    const existing = await activeSignup(db as unknown as Tx, req.classId, req.userId);
    return existing ? ok(existing) : refuse('E_ALREADY_SIGNED_UP');
  }
}

async function createInTx(tx: Tx, req: SignupRequest, now: number): Promise<Outcome<SignupRow>> {
  const ctx = await lockedClassContext(tx, req.client, req.classId, req.userId, now);
  if (!ctx) return refuse('E_CLASS_NOT_FOUND');
  const existing = await activeSignup(tx, ctx.row.id, req.userId);
  if (existing && existing.count === req.count && isDoubleSubmit(existing.createdAt, now))
    return ok(existing);
  return bookNew(tx, req, ctx, Boolean(existing), now);
}

/** Creates the signup after every check (shared with change-count from 0). */
export async function bookNew(
  tx: Tx,
  req: SignupRequest,
  ctx: LockedClass,
  alreadySignedUp: boolean,
  now: number,
) {
  const refusal = signupRefusal(
    {
      seats: ctx.row.seats,
      cancelled: ctx.row.cancelled,
      studio_attendance_enabled: ctx.row.studio_attendance_enabled,
      state: ctx.state,
      // On the livestream already: a seat in the room too would be a second attendance (§5).
      alreadySignedUp: alreadySignedUp || ctx.onLivestream,
      lockedOut: ctx.lockedOut,
      count: req.count,
      extra: req.count,
    },
    req.client.settings,
    now,
  );
  if (refusal) return refuse(refusal, refusalParams(refusal, req.client.settings));
  const base = {
    client_id: req.client.row.id,
    user_id: req.userId,
    class_id: ctx.row.id,
    count: req.count,
  };
  if (ctx.locked) {
    // Each seat spends a class of the series (CONTRACT §9).
    const series = ctx.holdings.series.find(
      (s) => ctx.lockedSeries.includes(s.id) && seriesUsable(s, ctx.access, req.count),
    );
    if (!series || !(await spendSeriesClasses(tx, series.id, req.count)))
      return refuse('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
    return booked(tx, req, await insertSignup(tx, { ...base, class_series_id: series.id }), now);
  }
  const choice = chooseAccess(ctx.holdings, ctx.access, now, req.count, req.count);
  // What one membership or pass cannot pay, several fixed-count passes may (seed 000 §2).
  const spends: PassSpend[] | null = !choice
    ? passSpends(ctx.holdings, ctx.access, now, req.count, req.count)
    : choice.kind === 'pass' && choice.fixed
      ? [{ passId: choice.id, classes: req.count }]
      : [];
  if (!spends || !(await spendFromPasses(tx, spends)))
    return refuse('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
  const row = await insertSignup(tx, {
    ...base,
    used_membership_id: choice?.kind === 'membership' ? choice.id : null,
    used_class_pass_id: choice?.kind === 'pass' ? choice.id : (spends[0]?.passId ?? null),
    class_pass_classes_spent: spends.reduce((sum, s) => sum + s.classes, 0),
  });
  await writePassSpends(tx, row, spends);
  return booked(tx, req, row, now);
}

/** The booking confirmation, in the booking's transaction (signups/booking-mail.ts). */
async function booked(tx: Tx, req: SignupRequest, row: SignupRow, now: number) {
  await sendBookingMail(tx, req.client, {
    kind: 'seat',
    classId: row.class_id,
    userId: row.user_id,
    count: row.count,
    now,
  });
  return ok(row);
}

/** The customer's own cancellation, confirmed by mail in its transaction (booking-mail.ts). */
async function cancelAndConfirm(
  tx: Tx,
  client: StudioClient,
  ctx: LockedClass,
  signup: SignupRow,
  now: number,
): Promise<Outcome<'OK'>> {
  const outcome = await cancelSignupInTx(tx, client, ctx, signup, now);
  if (!outcome.ok) return outcome;
  await sendBookingMail(tx, client, {
    kind: 'cancelled',
    classId: signup.class_id,
    userId: signup.user_id,
    now,
  });
  return ok('OK');
}

/**
 * POST /class-signups/change-count: set the seats held to `count` (0 cancels → `'OK'`).
 * Raising from 0 applies every POST refusal (decision 8); other changes add or release seats.
 */
export function changeSeatCount(db: Db, req: SignupRequest): Promise<Outcome<SignupRow | 'OK'>> {
  const now = req.now ?? Date.now();
  return db.transaction(async (tx): Promise<Outcome<SignupRow | 'OK'>> => {
    const ctx = await lockedClassContext(tx, req.client, req.classId, req.userId, now);
    if (!ctx) return refuse('E_CLASS_NOT_FOUND');
    const existing = await activeSignup(tx, ctx.row.id, req.userId);
    if (!existing) return req.count === 0 ? ok('OK') : bookNew(tx, req, ctx, false, now);
    if (req.count === existing.count) return ok(existing);
    if (req.count === 0) return cancelAndConfirm(tx, req.client, ctx, existing, now);
    if (req.count < existing.count)
      return releaseSeats(tx, req.client, ctx, existing, req.count, now);
    return addSeats(tx, req.client, ctx, existing, req.count, now);
  });
}

/** DELETE /class-signups/{id}: cancel the caller's own signup. `'forbidden'` for someone else's. */
export function cancelSignup(
  db: Db,
  client: StudioClient,
  userId: number,
  signupId: number,
  now = Date.now(),
) {
  return db.transaction(async (tx): Promise<Outcome<'OK'> | 'forbidden'> => {
    const signup = await signupById(tx, signupId);
    if (
      !signup ||
      signup.client_id !== client.row.id ||
      signup.user_id !== userId ||
      signup.archived
    )
      return 'forbidden';
    if (signup.cancelled_at !== 0) return ok('OK');
    const ctx = await lockedClassContext(tx, client, signup.class_id, userId, now);
    if (!ctx) return ok('OK');
    const current = await activeSignup(tx, ctx.row.id, userId);
    if (!current || current.id !== signup.id) return ok('OK');
    return cancelAndConfirm(tx, client, ctx, current, now);
  });
}
