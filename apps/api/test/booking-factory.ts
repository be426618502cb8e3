/**
 * Booking test data (classes, class types, rooms, customers, memberships, class passes, series):
 * inserted directly with Drizzle into a studio made by `make.studio(settings)`. Customers come with
 * a signed token and request headers. Times are Copenhagen wall times (CONTRACT §1.8).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/connect.ts';
import {
  classes,
  classPasses,
  classPassTypeClassTypes,
  classPassTypes,
  classSeries,
  classSeriesTypeClasses,
  classSeriesTypes,
  classTeachers,
  classTypes,
  memberships,
  membershipTypeClassTypes,
  membershipTypes,
  rooms,
  users,
} from '../src/platform/db/schema.ts';
import { signToken } from '../src/account/auth/tokens.ts';
import { STUDIO_TZ } from '../src/platform/lib/time.ts';
import type { Factory } from './factory.ts';

/** Copenhagen date and time `minutes` from now: `{ date, time }` (`YYYY-MM-DD`, `HH:mm`). */
export function copenhagenIn(minutes: number) {
  const at = new TZDate(Date.now() + minutes * 60_000, STUDIO_TZ);
  return { date: format(at, 'yyyy-MM-dd'), time: format(at, 'HH:mm') };
}

/**
 * Date and times of a 75-minute class starting `startsInMinutes` from now. A class lies within one
 * Copenhagen day, so one that would cross midnight is cut there, keeping what a test means by it
 * whatever the hour the suite runs: a running class still runs now (it starts at 00:00 instead),
 * an ended or a future one still is (it ends at 23:59).
 */
export function classTimes(startsInMinutes: number) {
  const start = copenhagenIn(startsInMinutes);
  const end = copenhagenIn(startsInMinutes + 75);
  if (end.date === start.date)
    return { date: start.date, start_time: start.time, end_time: end.time };
  const running = startsInMinutes <= 0 && startsInMinutes + 75 > 0;
  return running
    ? { date: end.date, start_time: '00:00', end_time: end.time }
    : { date: start.date, start_time: start.time, end_time: '23:59' };
}

export interface Customer {
  id: number;
  headers: Record<string, string>;
}

export function bookingFactory(app: FastifyInstance, db: Db, make: Factory) {
  const one = <T>(rows: T[]) => rows[0]!;
  return {
    /** A studio with one class type and one room (in the studio's branch). */
    async studio(settings: Record<string, unknown> = {}) {
      const studio = await make.studio(settings);
      const classType = one(
        await db.insert(classTypes).values({ client_id: studio.id, name: 'Hatha' }).returning(),
      );
      const room = one(
        await db
          .insert(rooms)
          .values({ client_id: studio.id, name: 'Sal 1', branch_id: studio.branchId })
          .returning(),
      );
      return { ...studio, classTypeId: classType.id, roomId: room.id };
    },
    /** A class starting `startsInMinutes` from now (default: tomorrow), 75 minutes long. */
    async class(
      studio: { id: number; classTypeId: number; roomId: number },
      values: Partial<typeof classes.$inferInsert> & { startsInMinutes?: number } = {},
    ) {
      const { startsInMinutes = 24 * 60, ...rest } = values;
      const { date, start_time, end_time } = classTimes(startsInMinutes);
      return one(
        await db
          .insert(classes)
          .values({
            client_id: studio.id,
            date,
            start_time,
            end_time,
            class_type_id: studio.classTypeId,
            room_id: studio.roomId,
            seats: 10,
            ...rest,
          })
          .returning(),
      );
    },
    /** A customer of the studio with a token; `as` overrides user columns. */
    async customer(
      studioId: number,
      as: Partial<typeof users.$inferInsert> = {},
    ): Promise<Customer> {
      const email = `c${Math.random().toString(36).slice(2)}@example.com`;
      const user = one(
        await db
          .insert(users)
          .values({ client_id: studioId, email, first_name: 'Cara', last_name: 'Kunde', ...as })
          .returning(),
      );
      const token = await signToken(app.tokenKeys, user.id);
      return {
        id: user.id,
        headers: { 'x-yogo-client-id': String(studioId), authorization: `Bearer ${token}` },
      };
    },
    async teacher(studioId: number, classId: number) {
      const user = one(
        await db
          .insert(users)
          .values({
            client_id: studioId,
            email: `t${Math.random()}@example.com`,
            first_name: 'Mia',
            last_name: 'Holm',
            teacher: true,
            customer: false,
            teacher_description: 'Calm',
          })
          .returning(),
      );
      await db.insert(classTeachers).values({ class_id: classId, user_id: user.id });
      return user;
    },
    /** An active membership giving the class types (studio and livestream). */
    async membership(
      studioId: number,
      userId: number,
      classTypeIds: number[],
      type: Partial<typeof membershipTypes.$inferInsert> = {},
      values: Partial<typeof memberships.$inferInsert> = {},
    ) {
      const mt = one(
        await db
          .insert(membershipTypes)
          .values({ client_id: studioId, name: 'Unlimited', ...type })
          .returning(),
      );
      await db.insert(membershipTypeClassTypes).values(
        classTypeIds.flatMap((id) => [
          { membership_type_id: mt.id, class_type_id: id },
          { membership_type_id: mt.id, class_type_id: id, livestream: true },
        ]),
      );
      return one(
        await db
          .insert(memberships)
          .values({
            client_id: studioId,
            user_id: userId,
            membership_type_id: mt.id,
            start_date: '2024-01-01',
            paid_until: '2099-01-01',
            ...values,
          })
          .returning(),
      );
    },
    /** A class pass (fixed-count with `classes_left`, or unlimited) valid for a year. */
    async classPass(
      studioId: number,
      userId: number,
      classTypeIds: number[],
      values: {
        pass_type?: 'fixed_count' | 'unlimited';
        classes_left?: number;
        valid_until?: string;
      } = {},
    ) {
      const {
        pass_type = 'fixed_count',
        classes_left = 10,
        valid_until = copenhagenIn(365 * 24 * 60).date,
      } = values;
      const pt = one(
        await db
          .insert(classPassTypes)
          .values({
            client_id: studioId,
            name: pass_type === 'unlimited' ? 'Month card' : '10-class pass',
            pass_type,
            number_of_classes: 10,
            days: 365,
            price: '1200',
          })
          .returning(),
      );
      await db.insert(classPassTypeClassTypes).values(
        classTypeIds.flatMap((id) => [
          { class_pass_type_id: pt.id, class_type_id: id },
          { class_pass_type_id: pt.id, class_type_id: id, livestream: true },
        ]),
      );
      return one(
        await db
          .insert(classPasses)
          .values({
            client_id: studioId,
            user_id: userId,
            class_pass_type_id: pt.id,
            classes_left,
            start_date: '2024-01-01',
            valid_until,
          })
          .returning(),
      );
    },
    /** A class series type over `classIds`; `ownerId` gets a series of it. */
    async classSeries(studioId: number, classIds: number[], locked: boolean, ownerId?: number) {
      const type = one(
        await db
          .insert(classSeriesTypes)
          .values({ client_id: studioId, name: 'Beginners course', price: '900', locked })
          .returning(),
      );
      await db
        .insert(classSeriesTypeClasses)
        .values(classIds.map((class_id) => ({ class_series_type_id: type.id, class_id })));
      if (ownerId) {
        await db.insert(classSeries).values({
          client_id: studioId,
          user_id: ownerId,
          class_series_type_id: type.id,
          classes_left: classIds.length,
        });
      }
      return type;
    },
  };
}

export type BookingFactory = ReturnType<typeof bookingFactory>;
