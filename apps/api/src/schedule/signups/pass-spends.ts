/**
 * A class signup paid by several fixed-count passes (seed 000 §2; README.md "The rules in one
 * place"): which pass gave how many classes (`class_signup_pass_spends`), so that releasing seats
 * gives each pass back exactly what it paid, newest spends first. The signup row keeps the first
 * pass (`used_class_pass_id`) and the total (`class_pass_classes_spent`); a signup with spent
 * classes and no rows (promoted from the waiting list) was paid by `used_class_pass_id` alone.
 * Inside the caller's transaction, after the class lock.
 */
import { asc, eq } from 'drizzle-orm';
import { classSignupPassSpends } from '../../platform/db/schema.ts';
import type { PassSpend } from '../access/public.ts';
import { refundPassClasses, spendPassClasses, type SignupRow } from './queries.ts';
import type { Tx } from '../../platform/db/connect.ts';

class TooFewClasses extends Error {}

/**
 * Takes every spend's classes from its pass, all or nothing (a savepoint): a pass spent elsewhere
 * since the holdings were read leaves every pass as it was. @returns false when one fell short.
 */
export async function spendFromPasses(tx: Tx, spends: PassSpend[]): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      for (const s of spends)
        if (!(await spendPassClasses(sp, s.passId, s.classes))) throw new TooFewClasses();
    });
    return true;
  } catch (error) {
    if (error instanceof TooFewClasses) return false;
    throw error;
  }
}

/** What paid the signup's classes, oldest spend first (`[]` when no fixed-count pass did). */
async function spendsOf(tx: Tx, signup: SignupRow): Promise<PassSpend[]> {
  const rows = await tx
    .select()
    .from(classSignupPassSpends)
    .where(eq(classSignupPassSpends.class_signup_id, signup.id))
    .orderBy(asc(classSignupPassSpends.id));
  if (rows.length) return rows.map((r) => ({ passId: r.class_pass_id, classes: r.classes_spent }));
  return signup.used_class_pass_id && signup.class_pass_classes_spent > 0
    ? [{ passId: signup.used_class_pass_id, classes: signup.class_pass_classes_spent }]
    : [];
}

/** Sets the signup's spend rows to `spends` (in order: the first is the oldest). */
export async function writePassSpends(tx: Tx, signup: SignupRow, spends: PassSpend[]) {
  await tx
    .delete(classSignupPassSpends)
    .where(eq(classSignupPassSpends.class_signup_id, signup.id));
  const rows = spends
    .filter((s) => s.classes > 0)
    .map((s) => ({
      client_id: signup.client_id,
      class_signup_id: signup.id,
      class_pass_id: s.passId,
      classes_spent: s.classes,
    }));
  if (rows.length) await tx.insert(classSignupPassSpends).values(rows);
}

/**
 * Records `spends` (already taken from the passes) as the newest of `signup`'s, as the signup was
 * before them (its `class_pass_classes_spent` not yet raised).
 */
export async function recordPassSpends(tx: Tx, signup: SignupRow, spends: PassSpend[]) {
  if (!spends.length) return;
  await writePassSpends(tx, signup, [...(await spendsOf(tx, signup)), ...spends]);
}

/**
 * Gives back up to `classes` spent classes, newest spends first, each to the pass that paid it.
 * @returns the classes given back (at most what the signup spent).
 */
export async function releasePassSpends(
  tx: Tx,
  signup: SignupRow,
  classes: number,
): Promise<number> {
  const spends = await spendsOf(tx, signup);
  let released = 0;
  for (let i = spends.length - 1; i >= 0 && released < classes; i -= 1) {
    const s = spends[i]!;
    const back = Math.min(s.classes, classes - released);
    await refundPassClasses(tx, s.passId, back);
    s.classes -= back;
    released += back;
  }
  if (released > 0) await writePassSpends(tx, signup, spends);
  return released;
}
