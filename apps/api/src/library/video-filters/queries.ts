/** The library's main categories, filters and filter values (CONTRACT §13). Studio id first. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  videoFilterMainCategories,
  videoFilters,
  videoFilterValues,
  videoMainCategories,
} from '../../platform/db/schema.ts';

/** The studio's non-archived main categories (of `ids` when given), by `sort_idx`. */
export function findMainCategories(db: Db, clientId: number, ids?: number[]) {
  return db
    .select()
    .from(videoMainCategories)
    .where(
      and(
        eq(videoMainCategories.client_id, clientId),
        eq(videoMainCategories.archived, false),
        ids ? inArray(videoMainCategories.id, ids) : undefined,
      ),
    )
    .orderBy(asc(videoMainCategories.sort_idx), asc(videoMainCategories.id));
}

/** The studio's non-archived filters (of `ids` when given), by `sort_idx`. */
export function findFilters(db: Db, clientId: number, ids?: number[]) {
  return db
    .select()
    .from(videoFilters)
    .where(
      and(
        eq(videoFilters.client_id, clientId),
        eq(videoFilters.archived, false),
        ids ? inArray(videoFilters.id, ids) : undefined,
      ),
    )
    .orderBy(asc(videoFilters.sort_idx), asc(videoFilters.id));
}

/** The non-archived values of the filters, by `sort_idx`. */
export function valuesOfFilters(db: Db, clientId: number, filterIds: number[]) {
  return db
    .select()
    .from(videoFilterValues)
    .where(
      and(
        eq(videoFilterValues.client_id, clientId),
        eq(videoFilterValues.archived, false),
        inArray(videoFilterValues.video_filter_id, filterIds),
      ),
    )
    .orderBy(asc(videoFilterValues.sort_idx), asc(videoFilterValues.id));
}

/** The non-archived main categories each filter shows for, by `sort_idx`. */
export function mainCategoriesOfFilters(db: Db, clientId: number, filterIds: number[]) {
  return db
    .select({ filter_id: videoFilterMainCategories.video_filter_id, row: videoMainCategories })
    .from(videoFilterMainCategories)
    .innerJoin(
      videoMainCategories,
      eq(videoMainCategories.id, videoFilterMainCategories.video_main_category_id),
    )
    .where(
      and(
        eq(videoMainCategories.client_id, clientId),
        eq(videoMainCategories.archived, false),
        inArray(videoFilterMainCategories.video_filter_id, filterIds),
      ),
    )
    .orderBy(asc(videoMainCategories.sort_idx), asc(videoMainCategories.id));
}
