/**
 * SQL of memberships (CONTRACT §8): the membership rows of a customer, one row locked for a change,
 * its pauses, and the pause writes. No fastify here; rules live in service.ts and pauses.ts.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/connect.ts';
import { membershipPauses, memberships, membershipTypes, users } from '../../platform/db/schema.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type PauseRow = typeof membershipPauses.$inferSelect;

/**
 * Reads and locks a studio's membership row for the rest of the transaction (`SELECT … FOR
 * UPDATE`): every change of a membership (stop, resume, pause, renewal) takes this lock first.
 * @returns the row, or undefined when it is not this studio's (archived rows included)
 */
export async function lockMembership(
  tx: Tx,
  clientId: number,
  id: number,
): Promise<MembershipRow | undefined> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.client_id, clientId)))
    .for('update');
  return row;
}

/** A customer's non-archived memberships, oldest first; `ids` narrows them. */
export function membershipsOfUser(
  db: Db | Tx,
  clientId: number,
  userId: number,
  ids?: number[],
): Promise<MembershipRow[]> {
  return db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.client_id, clientId),
        eq(memberships.user_id, userId),
        eq(memberships.archived, false),
        ids ? inArray(memberships.id, ids) : undefined,
      ),
    )
    .orderBy(asc(memberships.id));
}

/** A studio's membership by id (archived included), unlocked. */
export async function membershipById(db: Db | Tx, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.client_id, clientId)));
  return row;
}

/** The non-archived pauses of `membershipIds`, latest start first. */
export function pausesOf(db: Db | Tx, membershipIds: number[]): Promise<PauseRow[]> {
  if (!membershipIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(membershipPauses)
    .where(
      and(
        inArray(membershipPauses.membership_id, membershipIds),
        eq(membershipPauses.archived, false),
      ),
    )
    .orderBy(desc(membershipPauses.start_date), desc(membershipPauses.id));
}

/** A studio's pause by id (archived included). */
export async function pauseById(db: Db | Tx, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(membershipPauses)
    .where(and(eq(membershipPauses.id, id), eq(membershipPauses.client_id, clientId)));
  return row;
}

export async function insertPause(
  tx: Tx,
  values: {
    client_id: number;
    membership_id: number;
    start_date: string;
    end_date: string | null;
    fee: string;
  },
): Promise<PauseRow> {
  const [row] = await tx.insert(membershipPauses).values(values).returning();
  return row!;
}

/** Archives pauses; @returns the archived rows. */
export function archivePauses(tx: Tx, ids: number[], now: number): Promise<PauseRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .update(membershipPauses)
    .set({ archived: true, updatedAt: now })
    .where(inArray(membershipPauses.id, ids))
    .returning();
}

/** Sets a membership's status fields. */
export async function updateMembership(
  tx: Tx,
  id: number,
  values: Partial<Pick<MembershipRow, 'status' | 'cancelled_from_date' | 'ended_because'>>,
  now: number,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ ...values, updatedAt: now })
    .where(eq(memberships.id, id));
}

/** Who a membership's mail goes to and what it is called: `{email, first_name, type_name}`. */
export async function mailFactsOf(tx: Tx, m: { user_id: number; membership_type_id: number }) {
  const [row] = await tx
    .select({ email: users.email, first_name: users.first_name, type_name: membershipTypes.name })
    .from(users)
    .innerJoin(membershipTypes, eq(membershipTypes.id, m.membership_type_id))
    .where(eq(users.id, m.user_id));
  return row;
}
