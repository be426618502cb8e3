/**
 * The Events page's order (seed 001 §2 Events): events grouped by their event group, groups by
 * `sort` (then name), events without a group last; inside a group by `start_date`, then name.
 */
import type { Event, EventGroup } from '@studio/contract/events';

export interface EventSection {
  /** null: the events without a group. */
  group: EventGroup | null;
  events: Event[];
}

const groupOf = (event: Event): EventGroup | null =>
  event.event_group && typeof event.event_group === 'object'
    ? (event.event_group as EventGroup)
    : null;

export function groupEvents(events: readonly Event[]): EventSection[] {
  const sections = new Map<number, EventSection>();
  const loose: Event[] = [];
  for (const event of events) {
    const group = groupOf(event);
    if (!group) {
      loose.push(event);
      continue;
    }
    const section = sections.get(group.id) ?? { group, events: [] };
    section.events.push(event);
    sections.set(group.id, section);
  }
  const byDate = (a: Event, b: Event) =>
    a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name);
  const ordered = [...sections.values()].sort(
    (a, b) => a.group!.sort - b.group!.sort || a.group!.name.localeCompare(b.group!.name),
  );
  if (loose.length) ordered.push({ group: null, events: loose });
  for (const section of ordered) section.events.sort(byDate);
  return ordered;
}
