/**
 * What the free timeslots are cut from besides the intervals (CONTRACT §12): the teachers' live
 * appointments, and the teachers and branches that offer a type (public columns). Every query
 * takes the studio id first.
 */
import { and, asc, eq, gt, gte, inArray, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { appointments, branches, users } from '../../platform/db/schema.ts';
import type { BusyTime } from './free-timeslots.ts';

/**
 * The SQL condition of a live appointment row at `now` (ms): not cancelled, not archived, and
 * booked (`hold_until` 0) or held by an unpaid order until after `now` — except the holds of
 * customer `exceptHoldsOf` (0: none excepted).
 */
export const liveAppointment = (now: number, exceptHoldsOf = 0) =>
  and(
    eq(appointments.cancelled_at, 0),
    eq(appointments.archived, false),
    or(
      eq(appointments.hold_until, 0),
      and(gt(appointments.hold_until, now), ne(appointments.customer_id, exceptHoldsOf)),
    ),
  );

/**
 * The live appointments (not cancelled, not archived, booked or held by an unpaid order until
 * after `now`, except `exceptHoldsOf`'s holds) of `teacherIds` from `from` through `to` (inclusive): times those teachers are taken.
 */
export async function appointmentTimes(
  db: Db,
  clientId: number,
  teacherIds: number[],
  from: string,
  to: string,
  now: number,
  /** This customer's holds (their unpaid order replaced at checkout) do not count. */
  exceptHoldsOf = 0,
): Promise<BusyTime[]> {
  if (!teacherIds.length || from > to) return [];
  return db
    .select({
      teacher_id: appointments.teacher_id,
      date: appointments.date,
      start_time: appointments.start_time,
      end_time: appointments.end_time,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.client_id, clientId),
        inArray(appointments.teacher_id, teacherIds),
        gte(appointments.date, from),
        lte(appointments.date, to),
        liveAppointment(now, exceptHoldsOf),
      ),
    );
}

/** The studio's non-archived teachers among `ids`, public columns only (CONTRACT §17). */
export async function liveTeachers(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      teacher_description: users.teacher_description,
      image_id: users.image_id,
    })
    .from(users)
    .where(
      and(
        eq(users.client_id, clientId),
        eq(users.teacher, true),
        eq(users.archived, false),
        inArray(users.id, ids),
      ),
    )
    .orderBy(asc(users.first_name), asc(users.id));
}

/** The studio's non-archived branches among `ids`, `{id, name}`, in the studio's order. */
export async function liveBranches(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(
      and(
        eq(branches.client_id, clientId),
        eq(branches.archived, false),
        inArray(branches.id, ids),
      ),
    )
    .orderBy(asc(branches.sort), asc(branches.id));
}
