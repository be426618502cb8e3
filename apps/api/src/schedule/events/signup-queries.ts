/**
 * Event signups (CONTRACT §6): a user's active signup, one by id, a user's list in a date window,
 * writing and archiving, and the people a signup's `user` populate shows. Studio id first.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { events, eventSignups, users } from '../../platform/db/schema.ts';
import { lastDay } from './queries.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** The user's active (non-archived) signup of the event. */
export async function activeEventSignup(tx: Tx, eventId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.event_id, eventId),
        eq(eventSignups.user_id, userId),
        eq(eventSignups.archived, false),
      ),
    );
  return row;
}

/** The studio's non-archived event signup by id. */
export async function findEventSignup(db: Tx, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.client_id, clientId),
        eq(eventSignups.id, id),
        eq(eventSignups.archived, false),
      ),
    );
  return row;
}

/**
 * The user's non-archived event signups, oldest first; with a window only those whose event's
 * last day is on/after `from` and first day on/before `to` (CONTRACT §6 GET /event-signups).
 */
export async function signupsOfUser(
  db: Tx,
  clientId: number,
  userId: number,
  window?: { from: string; to: string },
) {
  const rows = await db
    .select({ signup: eventSignups })
    .from(eventSignups)
    .innerJoin(events, eq(events.id, eventSignups.event_id))
    .where(
      and(
        eq(eventSignups.client_id, clientId),
        eq(eventSignups.user_id, userId),
        eq(eventSignups.archived, false),
        window ? sql`${lastDay} >= ${window.from}` : undefined,
        window ? lte(events.start_date, window.to) : undefined,
      ),
    )
    .orderBy(asc(events.start_date), asc(eventSignups.id));
  return rows.map((row) => row.signup);
}

/** Writes a signup (one seat unless given). */
export async function insertEventSignup(tx: Tx, values: typeof eventSignups.$inferInsert) {
  const [row] = await tx.insert(eventSignups).values(values).returning();
  return row!;
}

/** Archives a signup (a cancel). */
export async function archiveEventSignup(tx: Tx, id: number) {
  await tx
    .update(eventSignups)
    .set({ archived: true, updatedAt: Date.now() })
    .where(eq(eventSignups.id, id));
}

/** Users by id, the columns an event signup's `user` populate shows (own signups only). */
export function usersById(db: Tx, clientId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      client_id: users.client_id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      image_id: users.image_id,
    })
    .from(users)
    .where(and(eq(users.client_id, clientId), inArray(users.id, ids)));
}
