/**
 * The read side of appointment booking (CONTRACT §12; seed 000 §2 "Book-appointment popup"): the
 * types teachers offer within the lookahead, a type's free timeslots, and whether one slot is
 * still free. Reads only; booking (a later slice) will lock the teacher and check the same slots.
 * The slot rules are in free-timeslots.ts and README.md.
 */
import type { Db, Tx } from '../../platform/db/connect.ts';
import { teacherClassTimes } from '../../schedule/public.ts';
import { findAppointmentTypes, intervalsOf } from '../appointment-types/public.ts';
import {
  bookableDates,
  freeTimeslots,
  occursWithin,
  type AvailableInterval,
  type Timeslot,
} from './free-timeslots.ts';
import { appointmentTimes, liveBranches, liveTeachers } from './queries.ts';

const unique = (values: number[]) => [...new Set(values)];

/** The intervals whose teacher and branch are live (not archived, of this studio). */
async function withLivePeople<T extends AvailableInterval>(db: Db, clientId: number, list: T[]) {
  const [teachers, branches] = await Promise.all([
    liveTeachers(db, clientId, unique(list.map((i) => i.teacher_id))),
    liveBranches(db, clientId, unique(list.map((i) => i.branch_id))),
  ]);
  const teacherIds = new Set(teachers.map((t) => t.id));
  const branchIds = new Set(branches.map((b) => b.id));
  const live = list.filter((i) => teacherIds.has(i.teacher_id) && branchIds.has(i.branch_id));
  return { live, teachers, branches };
}

/**
 * GET /appointment-available-intervals/upcoming-appointment-types: for each non-archived type
 * with an interval that applies on a bookable date (today through today + 355), by type id: the
 * teachers and branches that offer it, their public fields, and which teacher at which branch.
 */
export async function upcomingAppointmentTypes(db: Db, clientId: number, now: number) {
  const { first: today } = bookableDates(now);
  const types = await findAppointmentTypes(db, clientId);
  const typeIds = new Set(types.map((type) => type.id));
  const current = (await intervalsOf(db, clientId, today)).filter(
    (i) => typeIds.has(i.appointment_type_id) && occursWithin(i, now),
  );
  const { live, teachers, branches } = await withLivePeople(db, clientId, current);
  return types.flatMap((type) => {
    const own = live.filter((i) => i.appointment_type_id === type.id);
    if (!own.length) return [];
    const teacherIds = new Set(own.map((i) => i.teacher_id));
    const branchIds = new Set(own.map((i) => i.branch_id));
    const offers = new Map(
      own.map((i) => [
        `${i.teacher_id}|${i.branch_id}`,
        { teacher_id: i.teacher_id, branch_id: i.branch_id },
      ]),
    );
    return [
      {
        appointment_type_id: type.id,
        teacher_ids: [...teacherIds].sort((a, b) => a - b),
        branch_ids: [...branchIds].sort((a, b) => a - b),
        teachers: teachers.filter((t) => teacherIds.has(t.id)),
        branches: branches.filter((b) => branchIds.has(b.id)),
        offers: [...offers.values()].sort(
          (a, b) => a.teacher_id - b.teacher_id || a.branch_id - b.branch_id,
        ),
      },
    ];
  });
}

export interface TimeslotRequest {
  appointmentTypeId: number;
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
  /** Only this teacher's, or this branch's, slots (undefined: any). */
  teacherId?: number;
  branchId?: number;
  /** ms since epoch. */
  now: number;
  /** A customer whose own holds count as free (their cart, before they check out again). */
  exceptHoldsOf?: number;
}

/**
 * GET /appointment-available-timeslots: the type's free slots on the dates asked for (clipped to
 * the bookable dates), by date and time. An unknown or archived type has none.
 */
export async function findFreeTimeslots(
  db: Db | Tx,
  clientId: number,
  request: TimeslotRequest,
): Promise<Timeslot[]> {
  const [type] = await findAppointmentTypes(db, clientId, [request.appointmentTypeId]);
  const bookable = bookableDates(request.now);
  const from = request.from > bookable.first ? request.from : bookable.first;
  const to = request.to < bookable.last ? request.to : bookable.last;
  if (!type || from > to) return [];
  const intervals = (await intervalsOf(db, clientId, from, [type.id])).filter(
    (i) =>
      (request.teacherId === undefined || i.teacher_id === request.teacherId) &&
      (request.branchId === undefined || i.branch_id === request.branchId),
  );
  const { live } = await withLivePeople(db, clientId, intervals);
  const teacherIds = unique(live.map((i) => i.teacher_id));
  const [classes, appointments] = await Promise.all([
    teacherClassTimes(db, clientId, teacherIds, from, to),
    appointmentTimes(db, clientId, teacherIds, from, to, request.now, request.exceptHoldsOf),
  ]);
  return freeTimeslots(live, [...classes, ...appointments], {
    from,
    to,
    durationMinutes: type.duration_minutes,
    now: request.now,
  });
}

/**
 * GET /appointment-available-timeslots/check: is the slot of the type starting at `startTime`
 * (`HH:mm` or `HH:mm:ss`) on `date` free, with that teacher at that branch (or any)?
 */
export async function timeslotIsFree(
  db: Db | Tx,
  clientId: number,
  request: Omit<TimeslotRequest, 'from' | 'to'> & { date: string; startTime: string },
): Promise<boolean> {
  const start = request.startTime.length === 5 ? `${request.startTime}:00` : request.startTime;
  const slots = await findFreeTimeslots(db, clientId, {
    ...request,
    from: request.date,
    to: request.date,
  });
  return slots.some((slot) => slot.start_time === start);
}
