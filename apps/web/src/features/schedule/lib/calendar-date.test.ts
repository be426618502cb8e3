import { getISOWeek, parseISO } from 'date-fns';
import { expect, test } from 'vitest';
import {
  addDaysIso,
  copenhagenToday,
  mondayOf as sharedMonday,
} from '../../../shared/lib/copenhagen.ts';
import { addDays, isoWeekNumber, mondayOf, todayInCopenhagen } from './calendar-date.ts';

const dates = [
  '2026-01-01',
  '2026-03-29',
  '2026-10-25',
  '2026-11-29',
  '2026-12-31',
  '2027-01-03',
  '2028-02-29',
];

test('matches the shared date-fns helpers for Mondays, day steps and ISO week numbers', () => {
  for (const date of dates) {
    expect(mondayOf(date)).toBe(sharedMonday(date));
    expect(addDays(date, 7)).toBe(addDaysIso(date, 7));
    expect(addDays(date, -1)).toBe(addDaysIso(date, -1));
    expect(isoWeekNumber(date)).toBe(getISOWeek(parseISO(date)));
  }
});

test('today is the Copenhagen date, also across midnight and daylight saving', () => {
  expect(todayInCopenhagen(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
  expect(todayInCopenhagen(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  expect(todayInCopenhagen(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  expect(todayInCopenhagen()).toBe(copenhagenToday());
});
