/**
 * What the customer has chosen in the library (seed 001 §2 "Video library") and the GET /videos
 * query it asks (seed 001 §7, CONTRACT §13): the main category, filter values (custom filters),
 * teachers (the teachers filter), and the search text. Also which filters show: those limited to
 * some main categories only while one of them is chosen; `show_in_more_filters` ones in the
 * "more filters" dialog, the others as dropdowns.
 */
import type { Query } from '../../../shared/api/client.ts';
import type { VideoFilter } from '@studio/contract/videos';

export interface Selection {
  mainCategoryId: number | null;
  filterValueIds: number[];
  teacherIds: number[];
  search: string;
}

export const emptySelection: Selection = {
  mainCategoryId: null,
  filterValueIds: [],
  teacherIds: [],
  search: '',
};

/** The populate keys of every video answer the library reads (seed 001 §7). */
export const videoPopulate = (loggedIn: boolean) => [
  'video_filter_values',
  'video_tags',
  'teachers.image',
  'has_public_access',
  'related_videos',
  // Favourites need a login (§13): a visitor does not ask for them.
  ...(loggedIn ? ['is_user_favorite'] : []),
];

/** GET /videos query for `selection`: only the library's videos (`show_in_customer_search`). */
export function libraryQuery(selection: Selection, loggedIn: boolean): Query {
  return {
    populate: videoPopulate(loggedIn),
    show_in_customer_search: true,
    mainCategoryIds: selection.mainCategoryId ? [selection.mainCategoryId] : undefined,
    filterValueIds: selection.filterValueIds.length ? selection.filterValueIds : undefined,
    teacherIds: selection.teacherIds.length ? selection.teacherIds : undefined,
    searchQuery: selection.search.trim() || undefined,
  };
}

/** A filter as shown: its values (teachers' names for the teachers filter). */
export interface ShownFilter {
  id: number;
  name: string;
  teachers: boolean;
  values: Array<{ id: number; name: string }>;
}

const idOf = (item: unknown): number | undefined =>
  typeof item === 'number' ? item : (item as { id?: number } | null)?.id;

/**
 * The filters to show while `mainCategoryId` is chosen, split into dropdowns and "more filters".
 * A value limited to some main categories shows only with one of them chosen.
 */
export function shownFilters(
  filters: readonly VideoFilter[],
  teachers: ReadonlyArray<{ id: number; name: string }>,
  mainCategoryId: number | null,
): { dropdowns: ShownFilter[]; more: ShownFilter[] } {
  const forCategory = (list: readonly unknown[] | undefined) =>
    mainCategoryId !== null && (list ?? []).some((item) => idOf(item) === mainCategoryId);
  const shown = [...filters]
    .sort((a, b) => (a.sort_idx ?? 0) - (b.sort_idx ?? 0))
    .filter(
      (filter) =>
        !filter.show_only_for_specific_main_categories ||
        forCategory(filter.show_for_main_categories),
    )
    .map((filter): ShownFilter => {
      const isTeachers = filter.filter_type === 'teachers';
      const values = isTeachers
        ? [...teachers]
        : [...(filter.filter_values ?? [])]
            .sort((a, b) => (a.sort_idx ?? 0) - (b.sort_idx ?? 0))
            .filter(
              (value) =>
                !filter.show_only_for_specific_main_categories ||
                !value.show_for_main_categories?.length ||
                forCategory(value.show_for_main_categories),
            );
      return { id: filter.id, name: filter.name, teachers: isTeachers, values };
    })
    .filter((filter) => filter.values.length > 0);
  return {
    dropdowns: shown.filter((filter) => !isMore(filters, filter.id)),
    more: shown.filter((filter) => isMore(filters, filter.id)),
  };
}

const isMore = (filters: readonly VideoFilter[], id: number) =>
  !!filters.find((filter) => filter.id === id)?.show_in_more_filters;

/** Toggles one value of `filter` in `selection`. */
export function toggleValue(selection: Selection, filter: ShownFilter, id: number): Selection {
  const key = filter.teachers ? 'teacherIds' : 'filterValueIds';
  const ids = selection[key];
  return { ...selection, [key]: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] };
}

/** Every filter with all its values, whatever category is chosen (for naming chosen values). */
export function allFilters(
  filters: readonly VideoFilter[],
  teachers: ReadonlyArray<{ id: number; name: string }>,
): ShownFilter[] {
  return filters.map((filter) => ({
    id: filter.id,
    name: filter.name,
    teachers: filter.filter_type === 'teachers',
    values: filter.filter_type === 'teachers' ? [...teachers] : [...(filter.filter_values ?? [])],
  }));
}
