/** Classes of a week grouped by date and sorted by start time (the server's order is unspecified). */
import type { Class } from '@studio/contract/classes';

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
