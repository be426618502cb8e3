/**
 * The schedule's side of appointments (CONTRACT §12 GET /appointment-available-timeslots): the
 * classes that keep teachers from taking appointments. Every query takes the studio id first.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { classes, classTeachers } from '../../platform/db/schema.ts';

/** A class a teacher teaches: Copenhagen date and wall times (`HH:mm:ss`). */
export interface TeacherClassTime {
  teacher_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

/**
 * The live classes (not cancelled, not archived) that `teacherIds` teach from `from` through `to`
 * (`YYYY-MM-DD`, inclusive), one row per teacher and class, by date and time. Livestream-only
 * classes count too: the teacher teaches them.
 */
export async function teacherClassTimes(
  db: Db,
  clientId: number,
  teacherIds: number[],
  from: string,
  to: string,
): Promise<TeacherClassTime[]> {
  if (!teacherIds.length || from > to) return [];
  return db
    .select({
      teacher_id: classTeachers.user_id,
      date: classes.date,
      start_time: classes.start_time,
      end_time: classes.end_time,
    })
    .from(classes)
    .innerJoin(classTeachers, eq(classTeachers.class_id, classes.id))
    .where(
      and(
        eq(classes.client_id, clientId),
        gte(classes.date, from),
        lte(classes.date, to),
        eq(classes.cancelled, false),
        eq(classes.archived, false),
        inArray(classTeachers.user_id, teacherIds),
      ),
    )
    .orderBy(asc(classes.date), asc(classes.start_time));
}
