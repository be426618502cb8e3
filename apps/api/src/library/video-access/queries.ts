/**
 * The SQL of who may watch what (CONTRACT §13 access rule; README.md beside this file). Every
 * query takes the studio id first.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classPassTypes,
  eventSignups,
  membershipTypes,
  videoGroupClassPassTypes,
  videoGroupEvents,
  videoGroupMembershipTypes,
  videoGroups,
  videoGroupVideos,
  videos,
} from '../../platform/db/schema.ts';

/** What a customer holds today that may open videos: the types of their current items. */
export interface VideoHoldings {
  userId: number;
  membershipTypeIds: number[];
  classPassTypeIds: number[];
}

/** Is the video group (a `video_groups` row) open to `holdings`: public, or linked to them? */
function opensTo(clientId: number, holdings: VideoHoldings | null): SQL {
  const linked = holdings
    ? sql`or ${videoGroups.id} in (select ${videoGroupMembershipTypes.video_group_id} from ${videoGroupMembershipTypes}
          where ${inArray(videoGroupMembershipTypes.membership_type_id, holdings.membershipTypeIds)})
        or ${videoGroups.id} in (select ${videoGroupClassPassTypes.video_group_id} from ${videoGroupClassPassTypes}
          where ${inArray(videoGroupClassPassTypes.class_pass_type_id, holdings.classPassTypeIds)})
        or ${videoGroups.id} in (select ${videoGroupEvents.video_group_id} from ${videoGroupEvents}
          join ${eventSignups} on ${eventSignups.event_id} = ${videoGroupEvents.event_id}
          where ${eventSignups.client_id} = ${clientId} and ${eventSignups.user_id} = ${holdings.userId}
          and not ${eventSignups.archived})`
    : sql``;
  return sql`(${videoGroups.client_id} = ${clientId} and not ${videoGroups.archived}
    and (${videoGroups.public_access} ${linked}))`;
}

/** The videos of the groups open to `holdings` (a sub-select of video ids). */
function openGroupVideos(clientId: number, holdings: VideoHoldings | null): SQL {
  return sql`select ${videoGroupVideos.video_id} from ${videoGroupVideos}
    join ${videoGroups} on ${videoGroups.id} = ${videoGroupVideos.video_group_id}
    where ${opensTo(clientId, holdings)}`;
}

/**
 * Ids of the studio's non-archived video groups open to `holdings`: public, or linked to a held
 * membership or class pass type, or to an event the customer is signed up for.
 */
export async function openGroupIds(
  db: Db,
  clientId: number,
  holdings: VideoHoldings | null,
): Promise<number[]> {
  const rows = await db
    .select({ id: videoGroups.id })
    .from(videoGroups)
    .where(opensTo(clientId, holdings));
  return rows.map((row) => row.id);
}

/** Does one of the held types give access to every video (`access_all_videos`)? */
function allVideos(clientId: number, holdings: VideoHoldings | null): SQL {
  if (!holdings) return sql`false`;
  return sql`(exists (select 1 from ${membershipTypes} where ${membershipTypes.client_id} = ${clientId}
      and ${membershipTypes.access_all_videos} and ${inArray(membershipTypes.id, holdings.membershipTypeIds)})
    or exists (select 1 from ${classPassTypes} where ${classPassTypes.client_id} = ${clientId}
      and ${classPassTypes.access_all_videos} and ${inArray(classPassTypes.id, holdings.classPassTypeIds)}))`;
}

/**
 * Ids of the studio's non-archived videos (of `ids` when given) that `holdings` may watch: in a
 * public group, or all of them through an `access_all_videos` type, or in a group linked to a
 * held type or a signed-up event. `holdings` null: an anonymous visitor (public groups only).
 */
export async function watchableVideoIds(
  db: Db,
  clientId: number,
  holdings: VideoHoldings | null,
  ids?: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.client_id, clientId),
        eq(videos.archived, false),
        ids ? inArray(videos.id, ids) : undefined,
        sql`(${allVideos(clientId, holdings)} or ${videos.id} in (${openGroupVideos(clientId, holdings)}))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Ids of the studio's non-archived videos in a non-archived public group (of `ids` when given). */
export async function publicVideoIds(db: Db, clientId: number, ids?: number[]): Promise<number[]> {
  return watchableVideoIds(db, clientId, null, ids);
}
