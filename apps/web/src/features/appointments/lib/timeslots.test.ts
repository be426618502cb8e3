import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { NOW, freeSlots, slot } from '../testing/appointment-fixtures.ts';
import {
  addMinutes,
  copenhagenWallNow,
  daysWithTimes,
  monthRange,
  slotAt,
  timesOfDay,
  toWireTime,
} from './timeslots.ts';

beforeEach(() => void vi.useFakeTimers({ now: NOW }));
afterEach(() => void vi.useRealTimers());

test('now is read in Copenhagen, whatever the zone the tests run in (UTC)', () => {
  expect(copenhagenWallNow()).toEqual({ date: '2026-11-25', time: '11:00' });
  vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
  expect(copenhagenWallNow()).toEqual({ date: '2026-11-26', time: '00:30' });
});

test('today offers only times later than now, unique and sorted', () => {
  const now = copenhagenWallNow();
  // 10:00 has passed and 11:00 starts now; 13:00 is free with two teachers; 09:30 came last.
  expect(timesOfDay(freeSlots, '2026-11-25', now)).toEqual(['13:00']);
  const later = [...freeSlots, slot('2026-11-25', '12:00', 6), slot('2026-11-25', '11:05')];
  expect(timesOfDay(later, '2026-11-25', now)).toEqual(['11:05', '12:00', '13:00']);
  // The same wall times on another day are all offered, sorted.
  const tomorrow = later
    .filter((s) => s.date === '2026-11-25')
    .map((s) => ({ ...s, date: '2026-11-26' }));
  expect(timesOfDay(tomorrow, '2026-11-26', now)).toEqual([
    '09:30',
    '10:00',
    '11:00',
    '11:05',
    '12:00',
    '13:00',
  ]);
  expect(timesOfDay(tomorrow, '2026-11-24', now)).toEqual([]);
});

test('a day is highlighted only when it still has a time to offer', () => {
  const days = (slots: typeof freeSlots) => [...daysWithTimes(slots, copenhagenWallNow())].sort();
  expect(days(freeSlots)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
  vi.setSystemTime(new Date('2026-11-25T12:30:00Z')); // 13:30 in Copenhagen: 13:00 has begun
  expect(days(freeSlots)).toEqual(['2026-11-26', '2026-11-27']);
});

test('with any teacher, a time books the first free slot at that time', () => {
  expect(slotAt(freeSlots, '2026-11-25', '13:00')).toMatchObject({ teacher_id: 6, branch_id: 1 });
  expect(slotAt(freeSlots, '2026-11-27', '09:00')).toMatchObject({ teacher_id: 5, branch_id: 2 });
  expect(slotAt(freeSlots, '2026-11-27', '13:00')).toBeUndefined();
});

test('the month fetched starts today and stops at the lookahead', () => {
  expect(monthRange('2026-11', '2026-11-25')).toEqual({
    start_date: '2026-11-25',
    end_date: '2026-11-30',
  });
  expect(monthRange('2026-12', '2026-11-25')).toEqual({
    start_date: '2026-12-01',
    end_date: '2026-12-31',
  });
  expect(monthRange('2026-10', '2026-11-25')).toBeNull();
  // 355 days after 2026-11-25 is 2027-11-15.
  expect(monthRange('2027-11', '2026-11-25')?.end_date).toBe('2027-11-15');
  expect(monthRange('2027-12', '2026-11-25')).toBeNull();
});

test('times go to the server as HH:mm:ss; ends are start plus the duration', () => {
  expect(toWireTime('09:30')).toBe('09:30:00');
  expect(toWireTime('09:30:00')).toBe('09:30:00');
  expect(addMinutes('09:30', 45)).toBe('10:15');
  expect(addMinutes('23:30', 60)).toBe('00:30');
});
