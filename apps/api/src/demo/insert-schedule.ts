/**
 * Makes a demo studio's imported classes look lived in: cancels some, streams some, adds a class
 * that started a little before now, fills classes with filler bookings (full classes get a
 * waiting list when they lie ahead), and adds the locked course (class_series_types.locked, seed
 * 000 §5). Capacity counts seats (decision 2): in a studio that allows several seats, one filler
 * of each full class holds two.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import {
  classes,
  classSeriesTypeClasses,
  classSeriesTypes,
  classSignups,
  classTeachers,
  classWaitingListSignups,
} from '../platform/db/schema.ts';
import type { StudioFile } from '../studio/public.ts';
import type { Imported } from '../studio/public.ts';
import { endTime } from '../studio/public.ts';
import type { People } from './insert-people.ts';
import type { StudioSpec } from './spec.ts';
import { courseDates, decorate, justStarted, type PlannedClass } from './timetable.ts';

export type ScheduledClass = PlannedClass;

interface Context {
  file: StudioFile;
  imported: Imported;
  people: People;
  today: string;
  now: Date;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** The class that has just started today: the file's first Monday class, an hour long. */
async function insertStartedClass(db: Db, ctx: Context, livestream: boolean) {
  const first = ctx.file.schedule?.classes.find((entry) => entry.weekday === 'monday');
  if (!first) return [];
  const times = justStarted(ctx.now);
  const [row] = await db
    .insert(classes)
    .values({
      client_id: ctx.imported.clientId,
      date: ctx.today,
      ...times,
      class_type_id: ctx.imported.classTypeIds.get(first.class_type)!,
      room_id: first.room ? (ctx.imported.roomIds.get(first.room) ?? null) : null,
      seats: first.seats,
      livestream_enabled: livestream,
    })
    .returning({ id: classes.id });
  const teacher = first.teacher && ctx.imported.teacherIds.get(first.teacher.toLowerCase());
  if (teacher) await db.insert(classTeachers).values({ class_id: row!.id, user_id: teacher });
  const booked = Math.floor(first.seats / 2);
  return [
    {
      id: row!.id,
      date: ctx.today,
      ...times,
      seats: first.seats,
      cancelled: false,
      livestream,
      booked,
    },
  ];
}

export async function insertSchedule(
  db: Db,
  spec: StudioSpec,
  ctx: Context,
): Promise<ScheduledClass[]> {
  const { people, today } = ctx;
  const client_id = ctx.imported.clientId;
  const settings = ctx.file.settings ?? {};
  const multiSeat = settings.customer_can_reserve_multiple_seats_for_class === true;
  const livestream = settings.livestream_enabled === true;
  const rows = await db
    .select({
      id: classes.id,
      date: classes.date,
      start_time: classes.start_time,
      seats: classes.seats,
    })
    .from(classes)
    .where(eq(classes.client_id, client_id))
    .orderBy(asc(classes.date), asc(classes.start_time), asc(classes.id));
  const scheduled = decorate(rows, livestream);
  const ids = (pick: (c: PlannedClass) => boolean) => scheduled.filter(pick).map((c) => c.id);
  const cancelled = ids((c) => c.cancelled);
  const streamed = ids((c) => c.livestream);
  if (cancelled.length)
    await db.update(classes).set({ cancelled: true }).where(inArray(classes.id, cancelled));
  if (streamed.length)
    await db.update(classes).set({ livestream_enabled: true }).where(inArray(classes.id, streamed));
  scheduled.push(...(await insertStartedClass(db, ctx, livestream)));

  const signups: Array<typeof classSignups.$inferInsert> = [];
  const waiting: Array<typeof classWaitingListSignups.$inferInsert> = [];
  scheduled.forEach((c, i) => {
    const full = c.booked === c.seats;
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

async function insertLockedSeries(db: Db, spec: StudioSpec, ctx: Context) {
  const series = spec.lockedSeries!;
  const { imported } = ctx;
  const dates = courseDates(ctx.today, series.weekday, series.sessions);
  const rows = await db
    .insert(classes)
    .values(
      dates.map((date) => ({
        client_id: imported.clientId,
        date,
        start_time: series.slot.start,
        end_time: endTime(series.slot.start, series.slot.minutes),
        class_type_id: imported.classTypeIds.get(series.slot.class_type)!,
        room_id: imported.roomIds.get(series.slot.room) ?? null,
        seats: series.slot.seats,
      })),
    )
    .returning({ id: classes.id });
  const teacher = imported.teacherIds.get(series.slot.teacher)!;
  await db
    .insert(classTeachers)
    .values(rows.map((row) => ({ class_id: row.id, user_id: teacher })));
  const [type] = await db
    .insert(classSeriesTypes)
    .values({
      client_id: imported.clientId,
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
