/**
 * The schedule's state in the URL query, so links and reloads keep it: `week` (a date in the week,
 * normally its Monday), `sessionType`, `teacher`, `classType`, `branch`, and `class` or `event`
 * (the open dialog).
 */
/**
 * The session types of the filter (seed 000 §2). `event` shows the week's events
 * (GET /event-time-slots) instead of classes; the filter offers it only to a studio that shows
 * events separately and has some (schedule-filter-bar.tsx).
 */
export const offeredSessionTypes = ['group', 'private', 'event'] as const;
export type OfferedSessionType = (typeof offeredSessionTypes)[number];

export interface ScheduleFilters {
  sessionType: OfferedSessionType;
  teacher?: number;
  classType?: number;
  branch?: number;
}

const positiveInt = (value: string | null): number | undefined => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

const sessionTypeOf = (value: string | null): OfferedSessionType =>
  value === 'private' || value === 'event' ? value : 'group';

/** Filters read from the query string; unknown values fall back to the defaults (group, all). */
export function readFilters(params: URLSearchParams): ScheduleFilters {
  return {
    sessionType: sessionTypeOf(params.get('sessionType')),
    teacher: positiveInt(params.get('teacher')),
    classType: positiveInt(params.get('classType')),
    branch: positiveInt(params.get('branch')),
  };
}

/** The class whose dialog is open (`?class=<id>`), if any. */
export const readOpenClass = (params: URLSearchParams): number | undefined =>
  positiveInt(params.get('class'));

/** The event whose dialog is open (`?event=<id>`), if any. */
export const readOpenEvent = (params: URLSearchParams): number | undefined =>
  positiveInt(params.get('event'));

/** A copy of `params` with `changes` applied; `undefined` or the default removes a key. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'sessionType' && value === 'group')) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}
