/**
 * What deleting an account changes (CONTRACT §3 DELETE /users/{id}). Every query takes the studio
 * id first and runs in the caller's transaction.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  cartItems,
  classes,
  classLivestreamSignups,
  classPasses,
  classSeries,
  classSignups,
  classWaitingListSignups,
  images,
  memberships,
  userBranches,
  users,
} from '../../platform/db/schema.ts';

const signupTables = {
  class: classSignups,
  waiting_list: classWaitingListSignups,
  livestream: classLivestreamSignups,
};
export type SignupTable = keyof typeof signupTables;

/** Active signups of the user in classes dated `fromDate` (Copenhagen) or later, with the start. */
export async function signupsFrom(
  db: Db,
  clientId: number,
  userId: number,
  table: SignupTable,
  fromDate: string,
) {
  const t = signupTables[table];
  return db
    .select({ id: t.id, class_id: t.class_id, date: classes.date, start_time: classes.start_time })
    .from(t)
    .innerJoin(classes, eq(classes.id, t.class_id))
    .where(
      and(
        eq(t.client_id, clientId),
        eq(t.user_id, userId),
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        gte(classes.date, fromDate),
      ),
    )
    .orderBy(t.class_id);
}

/** Marks these signups cancelled at `now` (ms). */
export async function cancelSignups(db: Db, table: SignupTable, ids: number[], now: number) {
  if (!ids.length) return;
  const t = signupTables[table];
  await db.update(t).set({ cancelled_at: now, updatedAt: now }).where(inArray(t.id, ids));
}

/**
 * Archives the user's memberships (ended, so no renewal charges them again), class passes and
 * class series, and empties their cart.
 */
export async function archiveHoldings(db: Db, clientId: number, userId: number, now: number) {
  const own = <T extends typeof classPasses | typeof classSeries>(t: T) =>
    and(eq(t.client_id, clientId), eq(t.user_id, userId));
  await db
    .update(memberships)
    .set({ archived: true, status: 'ended', ended_because: 'user_deleted', updatedAt: now })
    .where(and(eq(memberships.client_id, clientId), eq(memberships.user_id, userId)));
  await db.update(classPasses).set({ archived: true, updatedAt: now }).where(own(classPasses));
  await db.update(classSeries).set({ archived: true, updatedAt: now }).where(own(classSeries));
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.client_id, clientId), eq(cartItems.user_id, userId)));
}

/**
 * Anonymises and archives the user: personal fields blanked, a placeholder e-mail (the real one
 * may sign up again), no password, tokens and settings cleared, their uploaded image archived,
 * and the session version moved on so every token they hold answers 401.
 */
export async function anonymiseUser(db: Db, clientId: number, userId: number, now: number) {
  await db
    .update(images)
    .set({ archived: true, updatedAt: now })
    .where(and(eq(images.client_id, clientId), eq(images.uploaded_by_user_id, userId)));
  await db.delete(userBranches).where(eq(userBranches.user_id, userId));
  await db
    .update(users)
    .set({
      archived: true,
      email: `deleted-${userId}@deleted.invalid`,
      email_confirmed: false,
      password_hash: '',
      first_name: '',
      last_name: '',
      address_1: '',
      address_2: '',
      zip_code: '',
      city: '',
      phone: '',
      date_of_birth: null,
      image_id: null,
      customer_additional_info: '',
      vat_id: '',
      company_name: '',
      reset_password_token: null,
      reset_password_token_expires: null,
      email_confirmation_token: null,
      email_confirmation_token_expires: null,
      settings: {},
      session_version: sql`${users.session_version} + 1`,
      session_kept_token_hash: null,
      updatedAt: now,
    })
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)));
}
