/**
 * Raising the seats of an existing signup (CONTRACT §5 change-count, decision 8): the seats are
 * paid by what paid for the signup: a membership or unlimited pass within its caps, or one class
 * per extra seat from the same class series, or from the same fixed-count pass topped up by the
 * customer's other fixed-count passes for the class, expiring first (`passSpends`).
 */
import { ok, refuse, type Outcome } from '../../platform/lib/outcome.ts';
import { canPay, passSpends, payerOf } from '../access/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import {
  recordPassSpends,
  spendFromPasses,
  spendSeriesClasses,
  type LockedClass,
  type SignupRow,
} from '../signups/public.ts';
import { updateSignup } from './queries.ts';
import { changeRefusal } from './rules.ts';
import type { Tx } from '../../platform/db/connect.ts';

const NO_ACCESS = 'E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP';

/** Sets the seats to `count` > current. @returns the updated signup or a refusal. */
export async function addSeats(
  tx: Tx,
  client: StudioClient,
  ctx: LockedClass,
  signup: SignupRow,
  count: number,
  now: number,
): Promise<Outcome<SignupRow>> {
  const extra = count - signup.count;
  const refusal = changeRefusal(
    {
      seats: ctx.row.seats,
      cancelled: ctx.row.cancelled,
      studio_attendance_enabled: ctx.row.studio_attendance_enabled,
      state: ctx.state,
      alreadySignedUp: true,
      lockedOut: false,
      count,
      extra,
    },
    client.settings,
    now,
  );
  if (refusal) return refuse(refusal);
  // The same check as user_can_sign_up_for_number_of_seats (access/rules.ts canPay).
  const { holdings, access } = ctx;
  if (!canPay(holdings, access, now, count, extra, payerOf(signup, null))) return refuse(NO_ACCESS);
  let spent = signup.class_pass_classes_spent;
  const pass = holdings.passes.find((p) => p.id === signup.used_class_pass_id);
  if (signup.class_series_id) {
    if (!(await spendSeriesClasses(tx, signup.class_series_id, extra))) return refuse(NO_ACCESS);
  } else if (pass?.pass_type === 'fixed_count') {
    // The pass that paid first, topped up by the customer's other passes (canPay agreed).
    const spends = passSpends(holdings, access, now, count, extra, pass.id);
    if (!spends || !(await spendFromPasses(tx, spends))) return refuse(NO_ACCESS);
    await recordPassSpends(tx, signup, spends);
    spent += extra;
  }
  return ok(
    await updateSignup(tx, signup.id, { count, class_pass_classes_spent: spent, updatedAt: now }),
  );
}
