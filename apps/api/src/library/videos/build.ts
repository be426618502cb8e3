/**
 * Videos on the wire with their populated relations (CONTRACT §13 GET /videos `populate[]`):
 * `video_groups`, `video_filter_values`, `video_tags`, `teachers`, `teachers.image`,
 * `related_videos`, `video_main_categories`, `has_public_access`, `is_user_favorite`. A dotted key
 * implies its parent (§1.6); unknown keys are ignored. One statement per relation for the list.
 */
import type { Db } from '../../platform/db/connect.ts';
import { imagesById } from '../../studio/public.ts';
import { accessibleVideoIds, publicVideoIds } from '../video-access/public.ts';
import {
  favoriteIdsOf,
  filterValuesOf,
  groupsOf,
  mainCategoriesOf,
  relatedOf,
  tagsOf,
  teachersOf,
  type VideoRow,
} from './queries.ts';
import { isMediaKey, storedCaptionLanguages } from '../../platform/video/video-files.ts';
import { serializeVideo, type VideoViewer } from './serialize.ts';

type Json = Record<string, unknown>;
type Linked<T> = Array<{ video_id: number; row: T }>;

/** A video group's own fields (CONTRACT §13 GET /video-groups), without its videos. */
export function videoGroupFields(row: {
  id: number;
  client_id: number;
  name: string;
  sort_videos_by: string;
  sort_videos_direction: string;
  show_video_descriptions: boolean;
  public_access: boolean;
  createdAt: number;
  updatedAt: number;
  archived: boolean;
}): Json {
  const { client_id, ...rest } = row;
  return { ...rest, client: client_id };
}

/** The populate keys, each dotted key with its parent (`teachers.image` → `teachers` too). */
export function videoPopulateKeys(populate: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const key of populate) {
    keys.add(key);
    keys.add(key.split('.')[0]!);
  }
  return keys;
}

const byVideo = <T extends object>(
  linked: Linked<T>,
  map: (row: T) => Json = (row) => ({ ...row }) as Json,
) => {
  const out = new Map<number, Json[]>();
  for (const { video_id, row } of linked)
    out.set(video_id, [...(out.get(video_id) ?? []), map(row)]);
  return out;
};

/** Already known: every video the viewer may watch (the studio's set, not only these rows). */
export interface KnownAccess {
  access: Set<number>;
}

/**
 * The rows on the wire for `viewer`, full or trimmed per access (CONTRACT §13), with the asked-for
 * relations. Related videos are videos too (trimmed the same way), without relations of their own.
 * @param populate the request's `populate[]` keys.
 */
export async function buildVideos(
  db: Db,
  viewer: VideoViewer,
  rows: VideoRow[],
  populate: Iterable<string>,
  known?: KnownAccess,
): Promise<Json[]> {
  if (!rows.length) return [];
  const keys = videoPopulateKeys(populate);
  const { clientId } = viewer;
  const ids = rows.map((row) => row.id);
  const related = keys.has('related_videos') ? await relatedOf(db, clientId, ids) : [];
  const allIds = [...new Set([...ids, ...related.map((r) => r.row.id)])];
  const access =
    known?.access ?? (await accessibleVideoIds(db, clientId, viewer.userId, viewer.now, allIds));
  const signed = [...rows, ...related.map((r) => r.row)].some(
    (row) => row.video_provider === 'builtin' && access.has(row.id),
  );
  const open =
    keys.has('has_public_access') || signed
      ? new Set(await publicVideoIds(db, clientId, allIds))
      : new Set<number>();
  const captions = new Map(
    await Promise.all(
      [...rows, ...related.map((r) => r.row)]
        .filter(
          (row) =>
            row.video_provider === 'builtin' &&
            !!row.media_key &&
            isMediaKey(row.media_key) &&
            access.has(row.id),
        )
        .map(
          async (row) =>
            [row.id, await storedCaptionLanguages(row.client_id, row.media_key!)] as const,
        ),
    ),
  );
  const wire = (row: VideoRow) =>
    serializeVideo(row, viewer, access.has(row.id), open.has(row.id), captions.get(row.id));

  const [groups, values, tags, categories, teachers, favorites] = await Promise.all([
    keys.has('video_groups') ? groupsOf(db, clientId, ids) : [],
    keys.has('video_filter_values') ? filterValuesOf(db, clientId, ids) : [],
    keys.has('video_tags') ? tagsOf(db, clientId, ids) : [],
    keys.has('video_main_categories') ? mainCategoriesOf(db, clientId, ids) : [],
    keys.has('teachers') ? teachersOf(db, clientId, ids) : [],
    keys.has('is_user_favorite') && viewer.userId !== null
      ? favoriteIdsOf(db, viewer.userId, ids)
      : new Set<number>(),
  ]);
  const images = keys.has('teachers.image')
    ? await imagesById(
        db,
        clientId,
        teachers.flatMap((t) => (t.row.image_id ? [t.row.image_id] : [])),
      )
    : null;
  const relations: Array<[string, Map<number, Json[]>]> = [
    ['video_groups', byVideo(groups, videoGroupFields)],
    ['video_filter_values', byVideo(values)],
    ['video_tags', byVideo(tags)],
    ['video_main_categories', byVideo(categories)],
    [
      'teachers',
      byVideo(teachers, ({ client_id, ...teacher }) => ({
        ...teacher,
        client: client_id,
        ...(images
          ? { image: teacher.image_id ? (images.get(teacher.image_id) ?? null) : null }
          : {}),
      })),
    ],
    ['related_videos', byVideo(related, wire)],
  ];
  return rows.map((row) => {
    const video = wire(row);
    for (const [key, map] of relations) if (keys.has(key)) video[key] = map.get(row.id) ?? [];
    if (keys.has('has_public_access')) video.has_public_access = open.has(row.id);
    if (keys.has('is_user_favorite')) video.is_user_favorite = favorites.has(row.id);
    return video;
  });
}
