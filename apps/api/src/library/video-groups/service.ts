/** The video groups a request or a customer's profile lists (CONTRACT §3, §13). */
import type { Db } from '../../platform/db/connect.ts';
import { customerVideoAccess } from '../video-access/public.ts';
import type { VideoViewer } from '../videos/public.ts';
import { buildVideoGroups } from './build.ts';
import { findVideoGroups } from './queries.ts';

/**
 * GET /video-groups: the studio's non-archived groups (of `ids`), by name, for `viewer`, with the
 * `populate[]` keys of build.ts.
 */
export async function listVideoGroups(
  db: Db,
  viewer: VideoViewer,
  ids: number[] | undefined,
  populate: string[],
) {
  return buildVideoGroups(db, viewer, await findVideoGroups(db, viewer.clientId, ids), populate);
}

/**
 * `video_groups_that_customer_can_access` on the own user (CONTRACT §3, §13): the groups open to
 * the viewer (public, or linked to their running memberships, current class passes or event
 * signups), by name, each with its non-archived `videos` (full data where they may watch them).
 */
export async function groupsCustomerCanAccess(db: Db, viewer: VideoViewer) {
  const { clientId, userId, now } = viewer;
  const { groupIds, videoIds } = await customerVideoAccess(db, clientId, userId, now);
  if (!groupIds.length) return [];
  const rows = await findVideoGroups(db, clientId, groupIds);
  return buildVideoGroups(db, viewer, rows, ['videos'], { access: videoIds });
}
