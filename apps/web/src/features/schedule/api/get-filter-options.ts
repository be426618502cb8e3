/**
 * The schedule's filter lists (seed 000 §7): teachers with classes or events from today on
 * (GET /users?teacher=1…), class types with classes from today on (GET /class-types…), and
 * whether the calendar has events from today on for a year (GET /event-time-slots, CONTRACT §4).
 */
import { queryOptions } from '@tanstack/react-query';
import { ClassTypeList } from '@studio/contract/classes';
import { EventTimeSlotList } from '@studio/contract/events';
import { TeacherList, type Teacher } from '@studio/contract/users';
import { addDaysIso } from '../../../shared/lib/copenhagen.ts';
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

/** Whether any event shows in the calendar from `today` for the next year (the longest range). */
export const calendarHasEventsQuery = (today: string) =>
  queryOptions({
    queryKey: ['event-time-slots', 'any', { from: today }],
    queryFn: async ({ signal }) => {
      const slots = await api.get('/event-time-slots', EventTimeSlotList, {
        query: {
          startDate: today,
          endDate: addDaysIso(today, 364),
          onlyEventsVisibleInCalendar: 1,
        },
        signal,
      });
      return slots.length > 0;
    },
    staleTime: 5 * 60_000,
  });
