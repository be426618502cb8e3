/**
 * Reads and claims of the "class cancelled" mails (class-cancelled-mail.ts): active signups of
 * cancelled upcoming classes whose customer has not been told, and the one-row claim.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import {
  classes,
  classLivestreamSignups,
  classSignups,
  classWaitingListSignups,
} from '../../platform/db/schema.ts';

/** A signup's table: a seat, the livestream, or the waiting list. */
export type SignupKind = 'seat' | 'livestream' | 'waiting_list';

const tables = {
  seat: classSignups,
  livestream: classLivestreamSignups,
  waiting_list: classWaitingListSignups,
} as const;

export interface UntoldSignup {
  kind: SignupKind;
  signupId: number;
  clientId: number;
  classId: number;
  userId: number;
  /** The class's Copenhagen date and start time. */
  date: string;
  start_time: string;
}

/**
 * Active signups of `kind` not yet told of their cancelled class (not archived), for classes from
 * `fromDate` (Copenhagen `YYYY-MM-DD`) on; only class `classId` when given.
 */
export async function untoldSignups(
  db: Db,
  kind: SignupKind,
  fromDate: string,
  classId?: number,
): Promise<UntoldSignup[]> {
  const t = tables[kind];
  const rows = await db
    .select({
      signupId: t.id,
      clientId: t.client_id,
      classId: t.class_id,
      userId: t.user_id,
      date: classes.date,
      start_time: classes.start_time,
    })
    .from(t)
    .innerJoin(classes, eq(classes.id, t.class_id))
    .where(
      and(
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        eq(t.class_cancelled_mail_at, 0),
        eq(classes.cancelled, true),
        eq(classes.archived, false),
        gte(classes.date, fromDate),
        classId === undefined ? undefined : eq(classes.id, classId),
      ),
    );
  return rows.map((row) => ({ ...row, kind }));
}

/**
 * Marks the signup told at `now` (ms) if it still is active, untold and its class cancelled.
 * @returns whether this call claimed it (and so sends the mail).
 */
export async function claimCancelledMail(
  tx: Tx,
  kind: SignupKind,
  signupId: number,
  now: number,
): Promise<boolean> {
  const t = tables[kind];
  const claimed = await tx
    .update(t)
    .set({ class_cancelled_mail_at: now })
    .where(
      and(
        eq(t.id, signupId),
        eq(t.class_cancelled_mail_at, 0),
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        sql`${t.class_id} IN (SELECT ${classes.id} FROM ${classes} WHERE ${classes.cancelled})`,
      ),
    )
    .returning({ id: t.id });
  return claimed.length > 0;
}

/**
 * Sets the class of the studio `clientId` cancelled.
 * @returns false when there is no such class or it was cancelled already.
 */
export async function setClassCancelled(db: Db, clientId: number, classId: number) {
  const rows = await db
    .update(classes)
    .set({ cancelled: true, updatedAt: Date.now() })
    .where(
      and(
        eq(classes.client_id, clientId),
        eq(classes.id, classId),
        eq(classes.cancelled, false),
        eq(classes.archived, false),
      ),
    )
    .returning({ id: classes.id });
  return rows.length > 0;
}
