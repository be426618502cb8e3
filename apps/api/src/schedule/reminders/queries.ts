/**
 * The reminder job's reads and its claim (run.ts): signups with a seat or the livestream of
 * upcoming classes that have not been reminded, and the one-row update that marks one reminded.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { classes, classLivestreamSignups, classSignups, users } from '../../platform/db/schema.ts';

/** Which table a signup is in: a seat (`class_signups`) or the livestream. */
export type ReminderKind = 'seat' | 'livestream';

const tables = { seat: classSignups, livestream: classLivestreamSignups } as const;

export interface ReminderCandidate {
  kind: ReminderKind;
  signupId: number;
  clientId: number;
  classId: number;
  userId: number;
  /** Seats held (1 for the livestream). */
  count: number;
  /** When the signup was made (ms). */
  signedUpAt: number;
  /** The class's Copenhagen date and start time. */
  date: string;
  start_time: string;
}

/**
 * Active, not yet reminded signups of `kind` for classes (neither cancelled nor archived) from
 * `fromDate` through `toDate` (Copenhagen `YYYY-MM-DD`), of customers who keep reminders on.
 */
export async function reminderCandidates(
  db: Db,
  kind: ReminderKind,
  fromDate: string,
  toDate: string,
): Promise<ReminderCandidate[]> {
  const t = tables[kind];
  const rows = await db
    .select({
      signupId: t.id,
      clientId: t.client_id,
      classId: t.class_id,
      userId: t.user_id,
      count: kind === 'seat' ? classSignups.count : sql<number>`1`,
      signedUpAt: t.createdAt,
      date: classes.date,
      start_time: classes.start_time,
    })
    .from(t)
    .innerJoin(classes, eq(classes.id, t.class_id))
    .innerJoin(users, eq(users.id, t.user_id))
    .where(
      and(
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        eq(t.reminder_sent_at, 0),
        eq(classes.cancelled, false),
        eq(classes.archived, false),
        gte(classes.date, fromDate),
        lte(classes.date, toDate),
        eq(users.class_reminder_emails, true),
        eq(users.archived, false),
      ),
    );
  return rows.map((row) => ({ ...row, kind, count: Number(row.count) }));
}

/**
 * Marks the signup reminded at `now` (ms) if it still is active, unreminded and its class still
 * on. Two runners at once: the row lock makes the second wait and then find it reminded.
 * @returns whether this call claimed it (and so sends the mail).
 */
export async function claimReminder(
  tx: Tx,
  kind: ReminderKind,
  signupId: number,
  now: number,
): Promise<boolean> {
  const t = tables[kind];
  const claimed = await tx
    .update(t)
    .set({ reminder_sent_at: now })
    .where(
      and(
        eq(t.id, signupId),
        eq(t.reminder_sent_at, 0),
        eq(t.cancelled_at, 0),
        eq(t.archived, false),
        sql`${t.class_id} IN (SELECT ${classes.id} FROM ${classes} WHERE NOT ${classes.cancelled} AND NOT ${classes.archived})`,
      ),
    )
    .returning({ id: t.id });
  return claimed.length > 0;
}
