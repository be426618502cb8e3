/**
 * What the library offers to choose from (seed 001 §7 Video; CONTRACT §13): main categories, the
 * filters with their values, and the teachers of videos (values of the `teachers` filter, built
 * here from GET /users?isTeachingVideo=1, CONTRACT §3). They change rarely: kept 5 minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import { VideoFilterList, VideoMainCategoryList } from '@studio/contract/videos';
import { TeacherList } from '@studio/contract/users';
import { api } from '../../../shared/api/client.ts';

const staleTime = 5 * 60_000;

export const mainCategoriesQuery = queryOptions({
  queryKey: ['video-main-categories'],
  queryFn: ({ signal }) => api.get('/video-main-categories', VideoMainCategoryList, { signal }),
  staleTime,
});

export const videoFiltersQuery = queryOptions({
  queryKey: ['video-filters'],
  queryFn: ({ signal }) =>
    api.get('/video-filters', VideoFilterList, {
      query: {
        populate: [
          'filter_values',
          'filter_values.show_for_main_categories',
          'show_for_main_categories',
        ],
      },
      signal,
    }),
  staleTime,
});

/** Teachers of videos as filter values `{id, name}`. */
export const videoTeachersQuery = queryOptions({
  queryKey: ['users', 'teaching-video'],
  queryFn: async ({ signal }) => {
    const teachers = await api.get('/users', TeacherList, {
      query: { isTeachingVideo: 1 },
      signal,
    });
    return teachers.map((t) => ({ id: t.id, name: `${t.first_name} ${t.last_name}`.trim() }));
  },
  staleTime,
});
