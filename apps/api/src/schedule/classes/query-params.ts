/**
 * Checks the GET /classes query (CONTRACT §4) after its schema (`ClassesQuery`) has typed it: a
 * date range (inclusive, from 2017, under one year) or ids, the id filters and `sort`. Answers the
 * contract's 400 strings, which the schema alone cannot give.
 */
import type { ClassesQuery, SessionType } from '@studio/contract/class-query';
import { isCalendarDate } from '@studio/contract/wire';
import { readIds, readPopulate } from '../../platform/lib/populate.ts';
import { addDaysIso } from '../../platform/lib/time.ts';

export interface ClassFilter {
  startDate?: string;
  endDate?: string;
  ids?: number[];
  teachers?: number[];
  classTypes?: number[];
  branch?: number;
  rooms?: number[];
  sessionType?: SessionType;
  /** 0 = Monday … 6 = Sunday. */
  weekday?: number;
  /** `HH:mm:ss`. */
  startTime?: string;
  seats?: number;
  sort: { column: SortColumn; desc: boolean }[];
  /** Only classes this user has an active signup (or waiting-list signup) for, end exclusive. */
  signedUpUser?: { id: number; includeWaitingList: boolean };
}

export const sortColumns = [
  'id',
  'date',
  'start_time',
  'end_time',
  'seats',
  'class_type_id',
  'room_id',
  'createdAt',
] as const;
export type SortColumn = (typeof sortColumns)[number];

const time = /^(\d{2}):(\d{2})(:\d{2})?$/;

/** @returns the filter, or the 400 message to answer. */
export function readClassQuery(query: ClassesQuery, userId: number | null): ClassFilter | string {
  const filter: ClassFilter = { sort: [] };
  const ids = readIds(query.id);
  if (ids !== undefined) {
    if (!ids.length) return 'id must be a class id or a list of class ids';
    filter.ids = ids;
  }
  const { startDate, endDate } = query;
  if (startDate !== undefined || endDate !== undefined || !filter.ids) {
    if (startDate === undefined || endDate === undefined) {
      if (!filter.ids) return 'Either class id(s) or date range must be specified';
    } else {
      if (!isCalendarDate(startDate) || !isCalendarDate(endDate))
        return 'startDate and endDate must be dates (YYYY-MM-DD)';
      if (startDate > endDate) return 'startDate must be before or equal to endDate';
      if (startDate < '2017-01-01')
        return 'Yogo started in 2017. You can not request classes earlier than that.';
      if (endDate >= addDaysIso(startDate, 365))
        return 'You can only request classes for up to one year at a time.';
      filter.startDate = startDate;
      filter.endDate = endDate;
    }
  }
  const list = (raw: unknown, name: string): number[] | string | undefined => {
    const values = readIds(raw);
    return values && !values.length ? `${name} must be an id or a list of ids` : values;
  };
  for (const [key, target] of [
    ['teacher', 'teachers'],
    ['class_type', 'classTypes'],
    ['rooms', 'rooms'],
  ] as const) {
    const values = list(query[key], key);
    if (typeof values === 'string') return values;
    if (values) filter[target] = values;
  }
  const branch = list(query.branch, 'branch');
  if (typeof branch === 'string') return branch;
  if (branch) filter.branch = branch[0];
  filter.sessionType = query.sessionType;
  filter.weekday = query.weekday;
  if (query.startTime !== undefined) {
    const match = time.exec(query.startTime);
    if (!match) return 'startTime must be HH:mm or HH:mm:ss';
    filter.startTime = `${match[1]}:${match[2]}${match[3] ?? ':00'}`;
  }
  filter.seats = query.seats;
  for (const entry of readPopulate(query.sort)) {
    const [column, direction = 'ASC'] = entry.split(/\s+/);
    if (
      !(sortColumns as readonly string[]).includes(column ?? '') ||
      !/^(ASC|DESC)$/i.test(direction)
    ) {
      return `Invalid sort: ${entry}`;
    }
    filter.sort.push({ column: column as SortColumn, desc: direction.toUpperCase() === 'DESC' });
  }
  for (const [key, includeWaitingList, message] of [
    ['userIsSignedUp', false, 'Only admins or the user itself can specify user to get signups for'],
    [
      'userIsSignedUpOrOnWaitingList',
      true,
      'Only admins or the user itself can specify user to get signups and waiting list signups for',
    ],
  ] as const) {
    if (query[key] === undefined) continue;
    // The schema gives an id as a number; any other string is not the caller.
    if (userId === null || query[key] !== userId) return message;
    filter.signedUpUser = { id: userId, includeWaitingList };
  }
  if (query.userToCalculateAccessFor !== undefined)
    return 'Only admins can specify user to calculate access for';
  return filter;
}
