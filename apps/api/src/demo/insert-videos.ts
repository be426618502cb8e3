/**
 * A demo studio's video library (issue 25; CONTRACT §13; seed 001 §2 "Video library"): extended
 * video on, two main categories (Yoga, Talk), filters (level, duration, style in "more filters",
 * teachers), tags, eight built-in videos by the studio's teachers with related videos, one with
 * captions (da, en), one hidden from the customer search, and who may watch what:
 * - a public group with one video (anybody, also logged out);
 * - a group for the first class pass type (the 10-class pass the pass customer holds);
 * - a group for the second membership type (Studio Nord's morning membership), when there is one;
 * - the first membership type (the unlimited one the member holds) has `access_all_videos`.
 *
 * The videos are generated pictures with a tone, packaged with ffmpeg (platform/video) into
 * `DATA_DIR/videos/<studio>/demo-<key>/` before the studio's rows are written. Encoding is cached
 * per machine (`node_modules/.cache/studio-videos`, platform/video), so only the first seed on a
 * machine encodes; a fresh `DATA_DIR` copies (~1 s for both studios). Words: video-texts.ts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import {
  classPassTypes,
  clients,
  membershipTypes,
  videoFilterMainCategories,
  videoFilters,
  videoFilterValues,
  videoGroupClassPassTypes,
  videoGroupMembershipTypes,
  videoGroups,
  videoGroupVideos,
  videoMainCategories,
  videoRelatedVideos,
  videos,
  videoTags,
  videoTeachers,
  videoVideoFilterValues,
  videoVideoMainCategories,
  videoVideoTags,
} from '../platform/db/schema.ts';
import { packageVideo, videoCacheDir, type PackagedVideo } from '../platform/video/builtin.ts';
import { demoLibrary, type DemoLibrary } from './video-texts.ts';

export interface VideoContext {
  clientId: number;
  locale: string;
  /** The studio's teachers, in file order. */
  teachers: number[];
  /** The studio's class pass types and membership types, in spec order. */
  passTypeIds: number[];
  membershipTypeIds: number[];
  /** The image upload store (`DATA_DIR/images`), for the thumbnails. */
  imageDir: string;
}

/**
 * Packages the studio's demo videos, two at a time (ffmpeg uses both cores of a small machine
 * already; more at once only waits).
 */
async function packageAll(library: DemoLibrary, context: VideoContext): Promise<PackagedVideo[]> {
  const packaged: PackagedVideo[] = [];
  const queue = [...library.videos.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [index, video] = next;
      packaged[index] = await packageVideo({
        clientId: context.clientId,
        mediaKey: `demo-${video.key}`,
        source: {
          look: video.look,
          seconds: video.seconds,
          title: video.name,
          toneHz: video.toneHz,
        },
        name: video.name,
        description: video.description,
        imageDir: context.imageDir,
        captions: video.captions ? library.captions : undefined,
        cacheDir: videoCacheDir(),
      });
    }
  };
  await Promise.all([worker(), worker()]);
  return packaged;
}

/**
 * Packages (or finds) the studio's videos, then writes the library; call inside the seed's
 * transaction. When ffmpeg cannot package them, writes nothing and warns (the demo still starts).
 */
export async function insertVideos(db: Db, context: VideoContext): Promise<void> {
  const { clientId } = context;
  const library = demoLibrary(context.locale);
  let packaged: PackagedVideo[];
  try {
    packaged = await packageAll(library, context);
  } catch (error) {
    // No ffmpeg for this platform (or no disk): the demo starts without its video library.
    console.warn(`Demo videos skipped: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await db.update(clients).set({ extended_video_enabled: true }).where(eq(clients.id, clientId));

  const categories = await db
    .insert(videoMainCategories)
    .values(library.categories.map((c, sort_idx) => ({ client_id: clientId, ...c, sort_idx })))
    .returning({ id: videoMainCategories.id });
  const filterValueIds: number[][] = [];
  for (const [sort_idx, filter] of library.filters.entries()) {
    const [row] = await db
      .insert(videoFilters)
      .values({
        client_id: clientId,
        name: filter.name,
        filter_type: filter.type,
        sort_idx,
        show_in_more_filters: filter.more ?? false,
        // Style is a yoga matter: shown only with the Yoga category.
        show_only_for_specific_main_categories: filter.more ?? false,
      })
      .returning({ id: videoFilters.id });
    if (filter.more)
      await db
        .insert(videoFilterMainCategories)
        .values({ video_filter_id: row!.id, video_main_category_id: categories[0]!.id });
    const values = filter.values.length
      ? await db
          .insert(videoFilterValues)
          .values(
            filter.values.map((name, i) => ({
              client_id: clientId,
              video_filter_id: row!.id,
              name,
              sort_idx: i,
            })),
          )
          .returning({ id: videoFilterValues.id })
      : [];
    filterValueIds.push(values.map((value) => value.id));
  }
  const tags = await db
    .insert(videoTags)
    .values(library.tags.map((name) => ({ client_id: clientId, name })))
    .returning({ id: videoTags.id });

  const videoIds: number[] = [];
  for (const [index, video] of library.videos.entries()) {
    const [row] = await db
      .insert(videos)
      .values({
        client_id: clientId,
        video_provider: 'builtin',
        video_provider_id: `demo-${video.key}`,
        media_key: `demo-${video.key}`,
        name: video.name,
        description: video.description,
        video_provider_data: { ...packaged[index]!.data },
        show_in_customer_search: !video.hidden,
        // Some plays already, so "most popular" has an order.
        plays: (library.videos.length - index) * 7,
      })
      .returning({ id: videos.id });
    videoIds.push(row!.id);
  }
  const each = <T>(make: (video: DemoLibrary['videos'][number], id: number) => T[]) =>
    library.videos.flatMap((video, i) => make(video, videoIds[i]!));
  await db
    .insert(videoVideoMainCategories)
    .values(
      each((video, video_id) => [
        { video_id, video_main_category_id: categories[video.category]!.id },
      ]),
    );
  await db
    .insert(videoVideoFilterValues)
    .values(
      each((video, video_id) =>
        video.values.map(([f, v]) => ({ video_id, video_filter_value_id: filterValueIds[f]![v]! })),
      ),
    );
  await db
    .insert(videoVideoTags)
    .values(
      each((video, video_id) => video.tags.map((t) => ({ video_id, video_tag_id: tags[t]!.id }))),
    );
  const teachers = context.teachers;
  if (teachers.length)
    await db
      .insert(videoTeachers)
      .values(
        each((video, video_id) => [
          { video_id, user_id: teachers[video.teacher % teachers.length]! },
        ]),
      );
  await db.insert(videoRelatedVideos).values(
    each((video, video_id) =>
      video.related.map((r, sort_idx) => ({
        video_id,
        related_video_id: videoIds[r]!,
        sort_idx,
      })),
    ),
  );
  await insertGroups(db, context, library, videoIds);
}

/** The groups that give access, their videos and links, and the all-videos membership type. */
async function insertGroups(
  db: Db,
  context: VideoContext,
  library: DemoLibrary,
  videoIds: number[],
) {
  const { clientId, passTypeIds, membershipTypeIds } = context;
  const groups = await db
    .insert(videoGroups)
    .values(
      library.groups.map((group, i) => ({
        client_id: clientId,
        name: group.name,
        public_access: group.access === 'public',
        sort_videos_by: i === 1 ? 'name' : 'created',
        sort_videos_direction: i === 1 ? 'asc' : 'desc',
      })),
    )
    .returning({ id: videoGroups.id });
  await db.insert(videoGroupVideos).values(
    library.videos.map((video, i) => ({
      video_group_id: groups[video.group]!.id,
      video_id: videoIds[i]!,
    })),
  );
  for (const [i, group] of library.groups.entries()) {
    const video_group_id = groups[i]!.id;
    if (group.access === 'class_pass' && passTypeIds[0])
      await db
        .insert(videoGroupClassPassTypes)
        .values({ video_group_id, class_pass_type_id: passTypeIds[0] });
    // The second membership type, else the first (Fjord has one): it has all videos anyway.
    const membershipTypeId = membershipTypeIds[1] ?? membershipTypeIds[0];
    if (group.access === 'membership' && membershipTypeId)
      await db
        .insert(videoGroupMembershipTypes)
        .values({ video_group_id, membership_type_id: membershipTypeId });
  }
  if (membershipTypeIds[0])
    await db
      .update(membershipTypes)
      .set({ access_all_videos: true })
      .where(eq(membershipTypes.id, membershipTypeIds[0]));
  // The unlimited month pass (the second pass type) also opens everything.
  if (passTypeIds[1])
    await db
      .update(classPassTypes)
      .set({ access_all_videos: true })
      .where(eq(classPassTypes.id, passTypeIds[1]));
}
