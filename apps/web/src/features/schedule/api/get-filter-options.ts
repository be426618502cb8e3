/**
 * The schedule's filter lists (seed 000 §7): teachers with classes or events from today on
 * (GET /users?teacher=1…) and class types with classes from today on (GET /class-types…).
 */
import { queryOptions } from '@tanstack/react-query';
import { ClassTypeList } from '@studio/contract/classes';
import { TeacherList, type Teacher } from '@studio/contract/users';
import { api } from '../../../shared/api/client.ts';

/** Teachers for the filter, sorted by name. */
export const teachersQuery = (today: string) =>
  queryOptions({
    queryKey: ['users', 'teachers', { from: today }],
    queryFn: async ({ signal }) => {
      const teachers = await api.get('/users', TeacherList, {
        query: { teacher: 1, hasClassesOrEventTimeSlotsFromDateForward: today },
        signal,
      });
      const name = (t: Teacher) => `${t.first_name} ${t.last_name}`;
      return teachers.sort((a, b) => name(a).localeCompare(name(b)));
    },
    staleTime: 5 * 60_000,
  });

/** Class types for the filter, sorted by name. */
export const classTypesQuery = (today: string) =>
  queryOptions({
    queryKey: ['class-types', { from: today }],
    queryFn: async ({ signal }) => {
      const types = await api.get('/class-types', ClassTypeList, {
        query: { hasClassesFromDateForward: today },
        signal,
      });
      return types.sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 5 * 60_000,
  });
