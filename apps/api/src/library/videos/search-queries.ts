/**
 * The video library's filters and search as SQL conditions on `videos` (CONTRACT §13 GET /videos;
 * seed 001 §2 Video library). Only used when the studio has extended video on.
 *
 * - `mainCategoryIds`: in any of the (non-archived) main categories.
 * - `filterValueIds`: values of one filter are OR, different filters AND; unknown or archived
 *   values are ignored (as the reference does).
 * - `teacherIds`: taught by any of them.
 * - `searchQuery` (case-insensitive): one letter matches the start of the name; longer text matches
 *   a name holding every word, or the full text of name and description (any word of 3 or more
 *   letters), or a tag, filter value or teacher first or last name that equals the text or, from 3
 *   letters on, starts with it.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  users,
  videoFilterValues,
  videoMainCategories,
  videos,
  videoTags,
  videoTeachers,
  videoVideoFilterValues,
  videoVideoMainCategories,
  videoVideoTags,
} from '../../platform/db/schema.ts';

export interface VideoFilters {
  mainCategoryIds?: number[];
  filterValueIds?: number[];
  teacherIds?: number[];
  searchQuery?: string;
}

/** `text` for a LIKE pattern: its own `%`, `_` and `\` match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An exact or (from 3 letters) prefix match of `column` on the lower-cased search text. */
function nameMatch(column: SQL, text: string): SQL {
  const exact = sql`lower(${column}) = ${text}`;
  if (text.length < 3) return exact;
  return sql`(${exact} or lower(${column}) like ${`${likeEscaped(text)}%`})`;
}

function searchCondition(clientId: number, query: string): SQL | undefined {
  const text = query.trim().toLowerCase();
  if (!text) return undefined;
  const words = text.split(/\s+/).filter(Boolean);
  const name =
    text.length === 1
      ? sql`lower(${videos.name}) like ${`${likeEscaped(text)}%`}`
      : sql.join(
          words.map((word) => sql`lower(${videos.name}) like ${`%${likeEscaped(word)}%`}`),
          sql` and `,
        );
  const long = words.filter((word) => word.length >= 3);
  const fullText = long.length
    ? sql`to_tsvector('simple', ${videos.name} || ' ' || ${videos.description}) @@ (${sql.join(
        long.map((word) => sql`plainto_tsquery('simple', ${word})`),
        sql` || `,
      )})`
    : sql`false`;
  const tag = sql`exists (select 1 from ${videoVideoTags} join ${videoTags} on ${videoTags.id} = ${videoVideoTags.video_tag_id}
    where ${videoVideoTags.video_id} = ${videos.id} and ${videoTags.client_id} = ${clientId}
    and not ${videoTags.archived} and ${nameMatch(sql`${videoTags.name}`, text)})`;
  const value = sql`exists (select 1 from ${videoVideoFilterValues}
    join ${videoFilterValues} on ${videoFilterValues.id} = ${videoVideoFilterValues.video_filter_value_id}
    where ${videoVideoFilterValues.video_id} = ${videos.id} and ${videoFilterValues.client_id} = ${clientId}
    and not ${videoFilterValues.archived} and ${nameMatch(sql`${videoFilterValues.name}`, text)})`;
  const teacher = sql`exists (select 1 from ${videoTeachers} join ${users} on ${users.id} = ${videoTeachers.user_id}
    where ${videoTeachers.video_id} = ${videos.id} and ${users.client_id} = ${clientId} and not ${users.archived}
    and (${nameMatch(sql`${users.first_name}`, text)} or ${nameMatch(sql`${users.last_name}`, text)}))`;
  return sql`((${name}) or ${fullText} or ${tag} or ${value} or ${teacher})`;
}

/** The filter values' ids grouped by their filter (non-archived values of the studio only). */
async function valuesByFilter(db: Db, clientId: number, ids: number[]): Promise<number[][]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: videoFilterValues.id, filter: videoFilterValues.video_filter_id })
    .from(videoFilterValues)
    .where(
      and(
        eq(videoFilterValues.client_id, clientId),
        eq(videoFilterValues.archived, false),
        inArray(videoFilterValues.id, ids),
      ),
    );
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.filter, [...(groups.get(row.filter) ?? []), row.id]);
  return [...groups.values()];
}

/** The conditions on `videos` for the library's filters and search (see above). */
export async function filterConditions(
  db: Db,
  clientId: number,
  filters: VideoFilters,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  const { mainCategoryIds, filterValueIds, teacherIds, searchQuery } = filters;
  if (mainCategoryIds?.length)
    conditions.push(sql`exists (select 1 from ${videoVideoMainCategories}
      join ${videoMainCategories} on ${videoMainCategories.id} = ${videoVideoMainCategories.video_main_category_id}
      where ${videoVideoMainCategories.video_id} = ${videos.id} and ${videoMainCategories.client_id} = ${clientId}
      and not ${videoMainCategories.archived} and ${inArray(videoMainCategories.id, mainCategoryIds)})`);
  for (const group of await valuesByFilter(db, clientId, filterValueIds ?? []))
    conditions.push(sql`exists (select 1 from ${videoVideoFilterValues}
      where ${videoVideoFilterValues.video_id} = ${videos.id}
      and ${inArray(videoVideoFilterValues.video_filter_value_id, group)})`);
  if (teacherIds?.length)
    conditions.push(sql`exists (select 1 from ${videoTeachers} join ${users} on ${users.id} = ${videoTeachers.user_id}
      where ${videoTeachers.video_id} = ${videos.id} and not ${users.archived}
      and ${inArray(videoTeachers.user_id, teacherIds)})`);
  const search = searchQuery ? searchCondition(clientId, searchQuery) : undefined;
  if (search) conditions.push(search);
  return conditions;
}
