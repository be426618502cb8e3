/** What a booking mail says about its class and customer (booking-mail.ts), in one query. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { branches, classes, classTypes, rooms, users } from '../../platform/db/schema.ts';

/**
 * The class (date, times, subtitle, type name, room and branch) and the customer (e-mail, first
 * name, language) of a booking, both of the studio `clientId`; undefined when either is not there.
 */
export async function bookingMailFacts(tx: Tx, clientId: number, classId: number, userId: number) {
  const [cls] = await tx
    .select({
      id: classes.id,
      date: classes.date,
      start_time: classes.start_time,
      end_time: classes.end_time,
      subtitle: classes.subtitle,
      typeName: classTypes.name,
      room: rooms.name,
      branch: branches.name,
    })
    .from(classes)
    .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .leftJoin(rooms, eq(rooms.id, classes.room_id))
    .leftJoin(branches, eq(branches.id, rooms.branch_id))
    .where(and(eq(classes.client_id, clientId), eq(classes.id, classId)));
  const [customer] = await tx
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)));
  return cls && customer ? { cls, customer } : undefined;
}
