/**
 * Who may watch which video (CONTRACT §13 access rule; decision record 2026-11-27-video-library):
 * the one rule behind the video answers (full or trimmed) and the built-in media route. The rule
 * itself is written down in README.md beside this file.
 */
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { loadHoldings, type Holdings } from '../../schedule/public.ts';
import { openGroupIds, watchableVideoIds, type VideoHoldings } from './queries.ts';

type MembershipHolding = Holdings['memberships'][number];

/**
 * Does the membership let its holder in on `today` (Copenhagen `YYYY-MM-DD`)? The class booking
 * rule (schedule/access): started, paid up to today, not ended by a cancellation, not paused.
 * `loadHoldings` already keeps only `active` and `cancelled_running` memberships.
 */
export function membershipRunsOn(m: MembershipHolding, today: string): boolean {
  if (today < m.start_date || m.paid_until < today) return false;
  if (m.status === 'cancelled_running' && m.cancelled_from_date && today >= m.cancelled_from_date)
    return false;
  const pause = m.pause;
  return !(
    pause &&
    pause.start_date <= today &&
    (pause.end_date === null || today < pause.end_date)
  );
}

/**
 * The types of what the customer holds today: running memberships, and class passes started and
 * not expired (`loadHoldings` keeps those valid until today or later; classes left do not matter).
 */
async function videoHoldingsOf(
  db: Db,
  clientId: number,
  userId: number,
  now: number,
): Promise<VideoHoldings> {
  const today = copenhagenToday(new Date(now));
  const holdings = await loadHoldings(db, clientId, userId, today);
  return {
    userId,
    membershipTypeIds: holdings.memberships
      .filter((m) => membershipRunsOn(m, today))
      .map((m) => m.membership_type_id),
    classPassTypeIds: holdings.passes
      .filter((p) => p.start_date <= today)
      .map((p) => p.class_pass_type_id),
  };
}

/**
 * The ids of the studio's non-archived videos the user may watch at `now` (ms): the set behind
 * every list of videos, computed in two statements whatever the list's length. `userId` null: a
 * visitor (videos of public groups only). `ids` limits the answer to those videos.
 */
export async function accessibleVideoIds(
  db: Db,
  clientId: number,
  userId: number | null,
  now: number,
  ids?: number[],
): Promise<Set<number>> {
  const holdings = userId === null ? null : await videoHoldingsOf(db, clientId, userId, now);
  return new Set(await watchableVideoIds(db, clientId, holdings, ids));
}

/**
 * What the customer may open at `now` (ms), with their holdings loaded once: `groupIds`, the
 * studio's non-archived video groups that are theirs (CONTRACT §3, §13
 * `video_groups_that_customer_can_access`: public, or linked to their running memberships, current
 * class passes or event signups), and `videoIds`, every video they may watch (as
 * `accessibleVideoIds`). `userId` null: a visitor (public groups only).
 */
export async function customerVideoAccess(
  db: Db,
  clientId: number,
  userId: number | null,
  now: number,
): Promise<{ groupIds: number[]; videoIds: Set<number> }> {
  const holdings = userId === null ? null : await videoHoldingsOf(db, clientId, userId, now);
  const [groupIds, videoIds] = await Promise.all([
    openGroupIds(db, clientId, holdings),
    watchableVideoIds(db, clientId, holdings),
  ]);
  return { groupIds, videoIds: new Set(videoIds) };
}

/**
 * May the user watch the video at `now` (ms)? CONTRACT §13: true when the video is in a public
 * group (also for `userId` null), or the user holds a running membership or current class pass
 * whose type has `access_all_videos` or is linked to a group holding the video, or is signed up
 * (not cancelled) for an event linked to such a group. False for an unknown, archived or other
 * studio's video. Never throws for a missing user (false unless public).
 */
export async function customerMayWatchVideo(
  db: Db,
  clientId: number,
  userId: number | null,
  videoId: number,
  now: number,
): Promise<boolean> {
  if ((await watchableVideoIds(db, clientId, null, [videoId])).length) return true;
  if (userId === null) return false;
  return (await accessibleVideoIds(db, clientId, userId, now, [videoId])).has(videoId);
}
