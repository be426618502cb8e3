/**
 * Where each class sits in the timetable layout (seed 000 §2 schedule, `calendar_layout_type`
 * `timetable`): the hours the grid spans, and per class its minutes from the grid's top, its
 * length, and its lane when classes of a day overlap. Pure; times are the classes' own
 * Copenhagen wall-clock `HH:mm`, never converted through the browser's time zone.
 */
import type { Class } from '@studio/contract/classes';

export interface PlacedClass {
  cls: Class;
  /** Minutes from the grid's first hour to the class's start. */
  top: number;
  /** Minutes the class lasts (at least 15, so a short class stays clickable). */
  length: number;
  lane: number;
  /** Lanes in use on that day: a class is `1 / lanes` of the day's width. */
  lanes: number;
}

export interface TimetableLayout {
  /** First and last whole hour of the grid (e.g. 7 and 21: rows 07:00 to 21:00). */
  firstHour: number;
  lastHour: number;
  days: Map<string, PlacedClass[]>;
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** @param groups the week's classes by date, sorted by start time (group-by-day.ts). */
export function timetableLayout(groups: Map<string, Class[]>): TimetableLayout {
  let first = 24 * 60;
  let last = 0;
  for (const list of groups.values())
    for (const cls of list) {
      first = Math.min(first, minutesOf(cls.start_time));
      last = Math.max(last, minutesOf(cls.end_time), minutesOf(cls.start_time) + 15);
    }
  const firstHour = first > last ? 8 : Math.floor(first / 60);
  const lastHour = first > last ? 16 : Math.min(24, Math.ceil(last / 60));
  const days = new Map<string, PlacedClass[]>();
  for (const [day, list] of groups) days.set(day, placeDay(list, firstHour * 60));
  return { firstHour, lastHour, days };
}

/** Greedy lanes: each class takes the first lane free at its start. */
function placeDay(list: Class[], gridStart: number): PlacedClass[] {
  const laneEnds: number[] = [];
  const placed = list.map((cls) => {
    const start = minutesOf(cls.start_time);
    const end = Math.max(minutesOf(cls.end_time), start + 15);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane < 0) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    return { cls, top: start - gridStart, length: end - start, lane, lanes: 1 };
  });
  for (const item of placed) item.lanes = laneEnds.length;
  return placed;
}
