/** Classes of a week grouped by date and sorted by start time (the server's order is unspecified). */
import type { Class } from '@studio/contract/classes';
import type { ScheduleEvent } from '../api/week-events.ts';

/** `days` → the classes on each, by `start_time` then id; days without classes get `[]`. */
export function groupByDay(
  classes: readonly Class[],
  days: readonly string[],
): Map<string, Class[]> {
  const groups = new Map<string, Class[]>(days.map((day) => [day, []]));
  for (const cls of classes) groups.get(cls.date)?.push(cls);
  for (const list of groups.values()) {
    list.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id);
  }
  return groups;
}

/** The week's event slots by date (each day's are sorted in among its classes by the column). */
export function eventsByDay(events: readonly ScheduleEvent[]): Map<string, ScheduleEvent[]> {
  const days = new Map<string, ScheduleEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return days;
}
