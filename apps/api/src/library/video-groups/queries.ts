/** Video groups and what they link (CONTRACT §13 GET /video-groups). Studio id first. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classPassTypes,
  events,
  membershipTypes,
  videoGroupClassPassTypes,
  videoGroupEvents,
  videoGroupMembershipTypes,
  videoGroups,
  videoGroupVideos,
  videos,
} from '../../platform/db/schema.ts';

export type VideoGroupRow = typeof videoGroups.$inferSelect;

/** The studio's non-archived video groups (of `ids` when given), by name. */
export function findVideoGroups(db: Db, clientId: number, ids?: number[]) {
  return db
    .select()
    .from(videoGroups)
    .where(
      and(
        eq(videoGroups.client_id, clientId),
        eq(videoGroups.archived, false),
        ids ? inArray(videoGroups.id, ids) : undefined,
      ),
    )
    .orderBy(asc(videoGroups.name), asc(videoGroups.id));
}

/** The non-archived videos of each group. */
export function videosOfGroups(db: Db, clientId: number, groupIds: number[]) {
  return db
    .select({ group_id: videoGroupVideos.video_group_id, row: videos })
    .from(videoGroupVideos)
    .innerJoin(videos, eq(videos.id, videoGroupVideos.video_id))
    .where(
      and(
        eq(videos.client_id, clientId),
        eq(videos.archived, false),
        inArray(videoGroupVideos.video_group_id, groupIds),
      ),
    )
    .orderBy(asc(videos.id));
}

/** The non-archived membership types linked to each group, by name. */
export function membershipTypesOfGroups(db: Db, clientId: number, groupIds: number[]) {
  return db
    .select({ group_id: videoGroupMembershipTypes.video_group_id, row: membershipTypes })
    .from(videoGroupMembershipTypes)
    .innerJoin(
      membershipTypes,
      eq(membershipTypes.id, videoGroupMembershipTypes.membership_type_id),
    )
    .where(
      and(
        eq(membershipTypes.client_id, clientId),
        eq(membershipTypes.archived, false),
        inArray(videoGroupMembershipTypes.video_group_id, groupIds),
      ),
    )
    .orderBy(asc(membershipTypes.name), asc(membershipTypes.id));
}

/** The non-archived class pass types linked to each group, by name. */
export function classPassTypesOfGroups(db: Db, clientId: number, groupIds: number[]) {
  return db
    .select({ group_id: videoGroupClassPassTypes.video_group_id, row: classPassTypes })
    .from(videoGroupClassPassTypes)
    .innerJoin(classPassTypes, eq(classPassTypes.id, videoGroupClassPassTypes.class_pass_type_id))
    .where(
      and(
        eq(classPassTypes.client_id, clientId),
        eq(classPassTypes.archived, false),
        inArray(videoGroupClassPassTypes.video_group_id, groupIds),
      ),
    )
    .orderBy(asc(classPassTypes.name), asc(classPassTypes.id));
}

/** The non-archived events linked to each group, by start date. */
export function eventsOfGroups(db: Db, clientId: number, groupIds: number[]) {
  return db
    .select({ group_id: videoGroupEvents.video_group_id, row: events })
    .from(videoGroupEvents)
    .innerJoin(events, eq(events.id, videoGroupEvents.event_id))
    .where(
      and(
        eq(events.client_id, clientId),
        eq(events.archived, false),
        inArray(videoGroupEvents.video_group_id, groupIds),
      ),
    )
    .orderBy(asc(events.start_date), asc(events.id));
}
