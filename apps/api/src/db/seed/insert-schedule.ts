/**
 * Inserts a demo studio's classes with teachers and filler bookings (full classes get a waiting
 * list when they lie ahead), and the locked course (class_series_types.locked, seed 000 §5).
 * Capacity counts seats (decision 2): in a studio that allows several seats, one filler of each
 * full class holds two.
 */
import type { Db } from '../connect.ts';
import {
  classes,
  classSeriesTypeClasses,
  classSeriesTypes,
  classSignups,
  classTeachers,
  classWaitingListSignups,
} from '../schema.ts';
import type { Catalog } from './insert-catalog.ts';
import type { People } from './insert-people.ts';
import type { StudioBase } from './insert-studio.ts';
import type { StudioSpec } from './spec.ts';
import { courseDates, endOf, planClasses, type PlannedClass } from './timetable.ts';

export interface ScheduledClass extends PlannedClass {
  id: number;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

export async function insertSchedule(
  db: Db,
  spec: StudioSpec,
  ctx: { base: StudioBase; people: People; catalog: Catalog; today: string; now: Date },
): Promise<ScheduledClass[]> {
  const { base, people, catalog, today } = ctx;
  const client_id = base.clientId;
  const multiSeat = spec.settings.customer_can_reserve_multiple_seats_for_class === true;
  const plan = planClasses(spec, today, ctx.now, spec.settings.livestream_enabled === true);
  const rows = await db
    .insert(classes)
    .values(
      plan.map((planned) => ({
        client_id,
        date: planned.date,
        start_time: planned.start_time,
        end_time: planned.end_time,
        class_type_id: catalog.classTypeIds[planned.slot.type]!,
        room_id: base.roomIds[planned.slot.room] ?? null,
        seats: planned.slot.seats,
        cancelled: planned.cancelled,
        livestream_enabled: planned.livestream,
      })),
    )
    .returning({ id: classes.id });
  const scheduled = plan.map((planned, i) => ({ ...planned, id: rows[i]!.id }));
  await db
    .insert(classTeachers)
    .values(
      scheduled.map((c) => ({ class_id: c.id, user_id: people.teacherIds[c.slot.teacher]! })),
    );

  const signups: Array<typeof classSignups.$inferInsert> = [];
  const waiting: Array<typeof classWaitingListSignups.$inferInsert> = [];
  scheduled.forEach((c, i) => {
    const full = c.booked === c.slot.seats;
    const double = multiSeat && full && c.booked > 1;
    const people_ = c.booked - (double ? 1 : 0);
    const pick = (k: number) => people.fillerIds[(i + k) % people.fillerIds.length]!;
    for (let k = 0; k < people_; k++)
      signups.push({
        client_id,
        class_id: c.id,
        user_id: pick(k),
        count: double && k === 0 ? 2 : 1,
      });
    if (full && c.date > today)
      for (const k of [people_, people_ + 1])
        waiting.push({ client_id, class_id: c.id, user_id: pick(k) });
  });
  await insertChunked(signups, (chunk) => db.insert(classSignups).values(chunk));
  if (waiting.length) await db.insert(classWaitingListSignups).values(waiting);

  if (spec.lockedSeries) await insertLockedSeries(db, spec, ctx);
  return scheduled;
}

async function insertLockedSeries(
  db: Db,
  spec: StudioSpec,
  ctx: { base: StudioBase; people: People; catalog: Catalog; today: string },
) {
  const series = spec.lockedSeries!;
  const dates = courseDates(ctx.today, series.weekday, series.sessions);
  const rows = await db
    .insert(classes)
    .values(
      dates.map((date) => ({
        client_id: ctx.base.clientId,
        date,
        start_time: series.slot.start,
        end_time: endOf(series.slot.start, series.slot.minutes),
        class_type_id: ctx.catalog.classTypeIds[series.slot.type]!,
        room_id: ctx.base.roomIds[series.slot.room] ?? null,
        seats: series.slot.seats,
      })),
    )
    .returning({ id: classes.id });
  const teacher = ctx.people.teacherIds[series.slot.teacher]!;
  await db
    .insert(classTeachers)
    .values(rows.map((row) => ({ class_id: row.id, user_id: teacher })));
  const [type] = await db
    .insert(classSeriesTypes)
    .values({
      client_id: ctx.base.clientId,
      name: series.name,
      description: series.description,
      price: series.price,
      valid_until: dates[dates.length - 1] ?? null,
      locked: true,
    })
    .returning({ id: classSeriesTypes.id });
  await db
    .insert(classSeriesTypeClasses)
    .values(rows.map((row) => ({ class_series_type_id: type!.id, class_id: row.id })));
}
