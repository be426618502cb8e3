/**
 * Class-signup rows (CONTRACT §5): writes of the signup services, inside the caller's transaction
 * after the class lock, and the late-cancel records (`no_show_fees`). The reads and pass/series
 * spending shared with waiting-list and livestream signups are in the signups core.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { classes, classPasses, classSignups, noShowFees } from '../../platform/db/schema.ts';
import type { SignupRow } from '../signups/public.ts';
import type { Tx } from '../../platform/db/connect.ts';

type NewSignup = typeof classSignups.$inferInsert;
type NewFee = typeof noShowFees.$inferInsert;

/** Changes columns of a class signup (seats, spent classes, cancellation). @returns the row. */
export async function updateSignup(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<
      NewSignup,
      'count' | 'class_pass_classes_spent' | 'cancelled_at' | 'late_cancel' | 'updatedAt'
    >
  >,
): Promise<SignupRow> {
  const [row] = await tx
    .update(classSignups)
    .set(values)
    .where(eq(classSignups.id, id))
    .returning();
  return row!;
}

/** A class signup by id, any studio (the caller checks ownership). */
export async function signupById(tx: Tx, id: number): Promise<SignupRow | undefined> {
  const [row] = await tx.select().from(classSignups).where(eq(classSignups.id, id));
  return row;
}

/** Records a late-cancel consequence (a membership fee or days deducted from a pass). */
export async function insertNoShowFee(tx: Tx, values: NewFee): Promise<void> {
  await tx.insert(noShowFees).values(values);
}

/** Moves an unlimited pass's `valid_until` `days` days earlier (late cancel). */
export async function deductPassDays(tx: Tx, passId: number, days: number): Promise<void> {
  await tx
    .update(classPasses)
    .set({ valid_until: sql`${classPasses.valid_until} - ${days}::int` })
    .where(eq(classPasses.id, passId));
}

/**
 * The active signups a membership paid for in classes on or after `fromDate` (Copenhagen
 * `YYYY-MM-DD`), as `{id, class_id}`, earliest class first (a stopped membership's later classes).
 */
export async function membershipSignupsFrom(tx: Tx, membershipId: number, fromDate: string) {
  return tx
    .select({ id: classSignups.id, class_id: classSignups.class_id })
    .from(classSignups)
    .innerJoin(classes, eq(classes.id, classSignups.class_id))
    .where(
      and(
        eq(classSignups.used_membership_id, membershipId),
        eq(classSignups.cancelled_at, 0),
        gte(classes.date, fromDate),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.start_time));
}
