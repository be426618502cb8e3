/**
 * Raising the seats of an existing signup (CONTRACT §5 change-count, decision 8): the seats are
 * paid by what paid for the signup: a membership or unlimited pass within its caps, or one class
 * per extra seat from the same fixed-count pass.
 */
import { eq } from 'drizzle-orm';
import { classSignups } from '../../db/schema.ts';
import { ok, refuse, type Outcome } from '../../lib/outcome.ts';
import { membershipBlock, passUsable } from '../access/rules.ts';
import type { StudioClient } from '../clients/queries.ts';
import type { LockedClass } from './context.ts';
import { spendPassClasses, type SignupRow, type Tx } from './queries.ts';
import { changeRefusal } from './rules.ts';

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
  const { holdings, access } = ctx;
  let spent = signup.class_pass_classes_spent;
  const membership = holdings.memberships.find((m) => m.id === signup.used_membership_id);
  const pass = holdings.passes.find((p) => p.id === signup.used_class_pass_id);
  if (membership) {
    if (membershipBlock(membership, access, holdings.bookings, now, count))
      return refuse(NO_ACCESS);
  } else if (pass) {
    if (
      !passUsable(
        pass,
        access,
        holdings.bookings,
        now,
        count,
        pass.pass_type === 'fixed_count' ? extra : 0,
      )
    )
      return refuse(NO_ACCESS);
    if (pass.pass_type === 'fixed_count') {
      if (!(await spendPassClasses(tx, pass.id, extra))) return refuse(NO_ACCESS);
      spent += extra;
    }
  } else {
    return refuse(NO_ACCESS);
  }
  const [row] = await tx
    .update(classSignups)
    .set({ count, class_pass_classes_spent: spent, updatedAt: now })
    .where(eq(classSignups.id, signup.id))
    .returning();
  return ok(row!);
}
