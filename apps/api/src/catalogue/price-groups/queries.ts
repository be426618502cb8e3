/** Price groups and what gives access to a desired item (CONTRACT §9). Studio id first. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classes,
  classPassTypeClassTypes,
  classPassTypes,
  classSeriesTypeClasses,
  membershipTypeClassTypes,
  membershipTypes,
  priceGroupItems,
  priceGroups,
  videoGroupClassPassTypes,
  videoGroupMembershipTypes,
  videoGroups,
  videoGroupVideos,
  videos,
} from '../../platform/db/schema.ts';

export type PriceGroupRow = typeof priceGroups.$inferSelect;

/** The studio's non-archived price groups by `sort`, then id. */
export function findPriceGroups(db: Db, clientId: number, ids?: number[]) {
  return db
    .select()
    .from(priceGroups)
    .where(
      and(
        eq(priceGroups.client_id, clientId),
        eq(priceGroups.archived, false),
        ids ? inArray(priceGroups.id, ids) : undefined,
      ),
    )
    .orderBy(asc(priceGroups.sort), asc(priceGroups.id));
}

/** The items of the groups, by `sort_in_price_group`. */
export async function itemsOf(db: Db, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db
    .select()
    .from(priceGroupItems)
    .where(inArray(priceGroupItems.price_group_id, groupIds))
    .orderBy(asc(priceGroupItems.sort_in_price_group), asc(priceGroupItems.item_id));
}

/** The class type of the studio's class `id`, if any. */
export async function classTypeOfClass(db: Db, clientId: number, classId: number) {
  const [row] = await db
    .select({ class_type_id: classes.class_type_id })
    .from(classes)
    .where(and(eq(classes.client_id, clientId), eq(classes.id, classId)));
  return row?.class_type_id;
}

/**
 * The catalogue items that give access to a class type (membership and class pass types, studio
 * or livestream) and, for a class, the series types including it: `{item_type, item_id}` pairs.
 */
export async function itemsGivingAccess(
  db: Db,
  classTypeId: number,
  classId?: number,
): Promise<Array<{ item_type: string; item_id: number }>> {
  const memberships = await db
    .selectDistinct({ id: membershipTypeClassTypes.membership_type_id })
    .from(membershipTypeClassTypes)
    .where(eq(membershipTypeClassTypes.class_type_id, classTypeId));
  const passes = await db
    .selectDistinct({ id: classPassTypeClassTypes.class_pass_type_id })
    .from(classPassTypeClassTypes)
    .where(eq(classPassTypeClassTypes.class_type_id, classTypeId));
  const series = classId
    ? await db
        .selectDistinct({ id: classSeriesTypeClasses.class_series_type_id })
        .from(classSeriesTypeClasses)
        .where(eq(classSeriesTypeClasses.class_id, classId))
    : [];
  return [
    ...memberships.map((r) => ({ item_type: 'membership_type', item_id: r.id })),
    ...passes.map((r) => ({ item_type: 'class_pass_type', item_id: r.id })),
    ...series.map((r) => ({ item_type: 'class_series_type', item_id: r.id })),
  ];
}

/**
 * The membership and class pass types that give access to the studio's non-archived video
 * `videoId` (CONTRACT §13 access rule): those with `access_all_videos`, and those linked to a
 * non-archived video group holding it. `{item_type, item_id}` pairs; none for an unknown video.
 */
export async function itemsGivingVideoAccess(
  db: Db,
  clientId: number,
  videoId: number,
): Promise<Array<{ item_type: string; item_id: number }>> {
  const [video] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.client_id, clientId), eq(videos.id, videoId), eq(videos.archived, false)));
  if (!video) return [];
  const groupsHolding = sql`(select ${videoGroupVideos.video_group_id} from ${videoGroupVideos}
    join ${videoGroups} on ${videoGroups.id} = ${videoGroupVideos.video_group_id}
    where ${videoGroupVideos.video_id} = ${videoId} and ${videoGroups.client_id} = ${clientId}
    and not ${videoGroups.archived})`;
  const memberships = await db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.client_id, clientId),
        sql`(${membershipTypes.access_all_videos} or ${membershipTypes.id} in (
          select ${videoGroupMembershipTypes.membership_type_id} from ${videoGroupMembershipTypes}
          where ${videoGroupMembershipTypes.video_group_id} in ${groupsHolding}))`,
      ),
    );
  const passes = await db
    .select({ id: classPassTypes.id })
    .from(classPassTypes)
    .where(
      and(
        eq(classPassTypes.client_id, clientId),
        sql`(${classPassTypes.access_all_videos} or ${classPassTypes.id} in (
          select ${videoGroupClassPassTypes.class_pass_type_id} from ${videoGroupClassPassTypes}
          where ${videoGroupClassPassTypes.video_group_id} in ${groupsHolding}))`,
      ),
    );
  return [
    ...memberships.map((r) => ({ item_type: 'membership_type', item_id: r.id })),
    ...passes.map((r) => ({ item_type: 'class_pass_type', item_id: r.id })),
  ];
}

/** Ids of the studio's groups holding any of `items`. */
export async function groupIdsHolding(
  db: Db,
  clientId: number,
  items: Array<{ item_type: string; item_id: number }>,
): Promise<number[]> {
  if (!items.length) return [];
  const rows = await db
    .selectDistinct({ id: priceGroups.id })
    .from(priceGroups)
    .innerJoin(priceGroupItems, eq(priceGroupItems.price_group_id, priceGroups.id))
    .where(
      and(
        eq(priceGroups.client_id, clientId),
        or(
          ...items.map(
            (item) =>
              sql`(${priceGroupItems.item_type} = ${item.item_type} and ${priceGroupItems.item_id} = ${item.item_id})`,
          ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
