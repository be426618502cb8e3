/**
 * `desiredItem=<kind>_<id>` of GET /price-groups (CONTRACT §9; seed 001 §2 Prices): the groups
 * that hold something giving access to the item. A video (`video_<id>`): the groups holding a
 * membership or class pass type with `access_all_videos` or linked to a video group holding it
 * (CONTRACT §13 access rule).
 */
import { desiredItemKinds, type DesiredItemKind } from '@studio/contract/catalogue-requests';
import { parseId } from '@studio/contract/wire';
import type { Db } from '../../platform/db/connect.ts';
import {
  classTypeOfClass,
  groupIdsHolding,
  itemsGivingAccess,
  itemsGivingVideoAccess,
} from './queries.ts';

/** `class_type_12` → `{kind: 'class_type', id: 12}`; anything else → undefined. */
export function parseDesiredItem(value: string): { kind: DesiredItemKind; id: number } | undefined {
  const match = /^([a-z_]+)_(\d+)$/.exec(value);
  const kind = match?.[1] as DesiredItemKind | undefined;
  const id = parseId(match?.[2]);
  return kind && desiredItemKinds.includes(kind) && id ? { kind, id } : undefined;
}

/** Ids of the studio's price groups that can sell access to the desired item. */
export async function groupIdsForDesiredItem(
  db: Db,
  clientId: number,
  item: { kind: DesiredItemKind; id: number },
): Promise<number[]> {
  switch (item.kind) {
    case 'membership_type':
    case 'class_pass_type':
    case 'class_series_type':
      return groupIdsHolding(db, clientId, [{ item_type: item.kind, item_id: item.id }]);
    case 'class_type':
      return groupIdsHolding(db, clientId, await itemsGivingAccess(db, item.id));
    case 'class': {
      const classTypeId = await classTypeOfClass(db, clientId, item.id);
      if (!classTypeId) return [];
      return groupIdsHolding(db, clientId, await itemsGivingAccess(db, classTypeId, item.id));
    }
    case 'video':
      return groupIdsHolding(db, clientId, await itemsGivingVideoAccess(db, clientId, item.id));
  }
}
