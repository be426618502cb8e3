/** What an event's booking mail reads (event-mail.ts): its customer and the event's place. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { branches, rooms, users } from '../../platform/db/schema.ts';

/** The customer's e-mail, first name and language, when they are the studio's. */
export async function eventMailRecipient(tx: Tx, clientId: number, userId: number) {
  const [row] = await tx
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)));
  return row;
}

/** `Sal 1, Main`: the room and its branch, or '' without a room. */
export async function roomPlace(tx: Tx, roomId: number | null): Promise<string> {
  if (!roomId) return '';
  const [row] = await tx
    .select({ room: rooms.name, branch: branches.name })
    .from(rooms)
    .leftJoin(branches, eq(branches.id, rooms.branch_id))
    .where(eq(rooms.id, roomId));
  return row ? [row.room, row.branch].filter(Boolean).join(', ') : '';
}
