/**
 * What gives a customer access to videos (CONTRACT §13 access rule), for the library's tests:
 * membership and class pass types (with or without `access_all_videos`), memberships, class passes
 * and event signups, inserted directly with Drizzle. Dates are Copenhagen `YYYY-MM-DD`.
 */
import type { Db } from '../src/platform/db/connect.ts';
import {
  classPasses,
  classPassTypes,
  events,
  eventSignups,
  memberships,
  membershipTypes,
} from '../src/platform/db/schema.ts';

const one = <T>(rows: T[]) => rows[0]!;

export function videoHoldingsFactory(db: Db) {
  return {
    /** A membership type (no class types), `access_all_videos` when `allVideos`. */
    async membershipType(clientId: number, allVideos = false) {
      return one(
        await db
          .insert(membershipTypes)
          .values({
            client_id: clientId,
            name: allVideos ? 'All videos' : 'Basic',
            access_all_videos: allVideos,
          })
          .returning(),
      );
    },

    /** A class pass type (unlimited, 30 days), `access_all_videos` when `allVideos`. */
    async classPassType(clientId: number, allVideos = false) {
      return one(
        await db
          .insert(classPassTypes)
          .values({
            client_id: clientId,
            name: allVideos ? 'Video pass' : 'Month pass',
            pass_type: 'unlimited',
            days: 30,
            price: '300',
            access_all_videos: allVideos,
          })
          .returning(),
      );
    },

    /** An active membership from `start` paid until `paidUntil`. */
    async membership(
      clientId: number,
      userId: number,
      typeId: number,
      values: Partial<typeof memberships.$inferInsert> & { start_date: string; paid_until: string },
    ) {
      return one(
        await db
          .insert(memberships)
          .values({ client_id: clientId, user_id: userId, membership_type_id: typeId, ...values })
          .returning(),
      );
    },

    /** A class pass valid from `start_date` to `valid_until`. */
    async classPass(
      clientId: number,
      userId: number,
      typeId: number,
      values: { start_date: string; valid_until: string; archived?: boolean },
    ) {
      return one(
        await db
          .insert(classPasses)
          .values({
            client_id: clientId,
            user_id: userId,
            class_pass_type_id: typeId,
            classes_left: 0,
            ...values,
          })
          .returning(),
      );
    },

    /** An event and, when `userId` is given, that customer's signup (archived = cancelled). */
    async eventWithSignup(clientId: number, userId?: number, cancelled = false) {
      const event = one(
        await db
          .insert(events)
          .values({ client_id: clientId, name: 'Retreat', seats: 10, start_date: '2026-06-01' })
          .returning(),
      );
      if (userId)
        await db.insert(eventSignups).values({
          client_id: clientId,
          event_id: event.id,
          user_id: userId,
          archived: cancelled,
        });
      return event;
    },
  };
}
