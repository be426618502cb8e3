/**
 * Video groups on the wire (CONTRACT §13 GET /video-groups): the group's fields, and with
 * `populate[]` its `videos` (full or trimmed per access, in the group's `sort_videos_by` /
 * `sort_videos_direction` order; `videos.<key>` populates inside them), `video_count` (its
 * non-archived videos), `membership_types`, `class_pass_types` and `events` (their records, amounts
 * in kroner as numbers). One statement per relation for the whole list.
 */
import type { Db } from '../../platform/db/connect.ts';
import {
  accessibleVideoIds,
  buildVideos,
  videoGroupFields,
  type KnownAccess,
  type VideoRow,
  type VideoViewer,
} from '../videos/public.ts';
import {
  classPassTypesOfGroups,
  eventsOfGroups,
  membershipTypesOfGroups,
  videosOfGroups,
  type VideoGroupRow,
} from './queries.ts';

type Json = Record<string, unknown>;

/** A linked record as the reference sends it: `client` for `client_id`, amounts as numbers. */
function linkedRecord(row: Record<string, unknown>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'client_id') out.client = value;
    else if (['price', 'registration_fee'].includes(key)) out[key] = Number(value);
    else out[key] = value;
  }
  return out;
}

const byGroup = (linked: Array<{ group_id: number; row: Record<string, unknown> }>) => {
  const out = new Map<number, Json[]>();
  for (const { group_id, row } of linked)
    out.set(group_id, [...(out.get(group_id) ?? []), linkedRecord(row)]);
  return out;
};

/** The group's order of its videos: by `created` (createdAt) or `name`, `asc` or `desc`. */
function videoOrder(group: VideoGroupRow) {
  const sign = group.sort_videos_direction === 'asc' ? 1 : -1;
  return (a: VideoRow, b: VideoRow) => {
    const by =
      group.sort_videos_by === 'name'
        ? a.name.localeCompare(b.name, 'da')
        : a.createdAt - b.createdAt;
    return sign * (by || a.id - b.id);
  };
}

/**
 * The groups for `viewer` with the asked-for relations (see above).
 * @param known every video id the viewer may watch, when the caller has them already.
 */
export async function buildVideoGroups(
  db: Db,
  viewer: VideoViewer,
  rows: VideoGroupRow[],
  populate: string[],
  known?: KnownAccess,
): Promise<Json[]> {
  const keys = new Set(populate.map((key) => key.split('.')[0]!));
  const ids = rows.map((row) => row.id);
  const { clientId } = viewer;
  const [members, membershipTypes, classPassTypes, events] = await Promise.all([
    keys.has('videos') || keys.has('video_count') ? videosOfGroups(db, clientId, ids) : [],
    keys.has('membership_types') ? membershipTypesOfGroups(db, clientId, ids) : [],
    keys.has('class_pass_types') ? classPassTypesOfGroups(db, clientId, ids) : [],
    keys.has('events') ? eventsOfGroups(db, clientId, ids) : [],
  ]);
  const wired = new Map<number, Json>();
  if (keys.has('videos')) {
    const unique = [...new Map(members.map((m) => [m.row.id, m.row])).values()];
    // The whole set (not only these videos): `videos.related_videos` may reach others.
    const access =
      known?.access ?? (await accessibleVideoIds(db, clientId, viewer.userId, viewer.now));
    const videoKeys = populate
      .filter((key) => key.startsWith('videos.'))
      .map((key) => key.slice('videos.'.length));
    const built = await buildVideos(db, viewer, unique, videoKeys, { access });
    built.forEach((video) => wired.set(video.id as number, video));
  }
  const relations: Array<[string, Map<number, Json[]>]> = [
    ['membership_types', byGroup(membershipTypes)],
    ['class_pass_types', byGroup(classPassTypes)],
    ['events', byGroup(events)],
  ];
  return rows.map((row) => {
    const group = videoGroupFields(row);
    const own = members.filter((m) => m.group_id === row.id).map((m) => m.row);
    if (keys.has('videos'))
      group.videos = own.sort(videoOrder(row)).map((video) => wired.get(video.id)!);
    if (keys.has('video_count')) group.video_count = own.length;
    for (const [key, map] of relations) if (keys.has(key)) group[key] = map.get(row.id) ?? [];
    return group;
  });
}
