/**
 * GET /video-filters (CONTRACT §13 [REF-PARTIAL]): the filters by `sort_idx`, with `populate[]`
 * of `filter_values` (non-archived, by `sort_idx`; a `teachers` filter has none, the client builds
 * them from GET /users?isTeachingVideo=1), `show_for_main_categories`, and
 * `filter_values.show_for_main_categories` *(design)*: each value with its filter's categories.
 * A dotted key implies its parent (§1.6).
 */
import type { Db } from '../../platform/db/connect.ts';
import { findFilters, mainCategoriesOfFilters, valuesOfFilters } from './queries.ts';

type Json = Record<string, unknown>;

/**
 * The studio's non-archived video filters (of `ids` when given) with the asked-for keys (above).
 * @returns style B records (`client_id`), values and categories as stored records.
 */
export async function listVideoFilters(
  db: Db,
  clientId: number,
  ids: number[] | undefined,
  populate: string[],
): Promise<Json[]> {
  const keys = new Set(populate);
  const withValues =
    keys.has('filter_values') || keys.has('filter_values.show_for_main_categories');
  const valueCategories = keys.has('filter_values.show_for_main_categories');
  const withCategories = keys.has('show_for_main_categories') || valueCategories;
  const filters = await findFilters(db, clientId, ids);
  const filterIds = filters.map((filter) => filter.id);
  const [values, categories] = await Promise.all([
    withValues ? valuesOfFilters(db, clientId, filterIds) : [],
    withCategories ? mainCategoriesOfFilters(db, clientId, filterIds) : [],
  ]);
  return filters.map((filter) => {
    const out: Json = { ...filter };
    const shownFor = categories.filter((c) => c.filter_id === filter.id).map((c) => c.row);
    if (keys.has('show_for_main_categories')) out.show_for_main_categories = shownFor;
    if (withValues)
      out.filter_values = values
        .filter((value) => value.video_filter_id === filter.id)
        .map((value) =>
          valueCategories ? { ...value, show_for_main_categories: shownFor } : value,
        );
    return out;
  });
}
