import { afterEach, describe, expect, test, vi } from 'vitest';
import { todayInCopenhagen as copenhagenToday } from './calendar-date.ts';
import { canGoBack, isIsoDate, isoWeekOf, shiftWeek, weekForRequest } from './iso-week.ts';

describe('iso weeks', () => {
  afterEach(() => vi.useRealTimers());

  test('a week runs Monday to Sunday, across a month end', () => {
    const week = isoWeekOf('2026-12-02');
    expect(week.monday).toBe('2026-11-30');
    expect(week.sunday).toBe('2026-12-06');
    expect(week.days).toHaveLength(7);
    expect(week.days[1]).toBe('2026-12-01');
  });

  test('a Sunday belongs to the week that began six days earlier', () => {
    expect(isoWeekOf('2026-11-29').monday).toBe('2026-11-23');
  });

  test('ISO week 53/1 around new year starts on Monday 28 December', () => {
    expect(isoWeekOf('2027-01-01').monday).toBe('2026-12-28');
  });

  test('past, malformed or missing dates reset to the current week', () => {
    const today = '2026-11-25';
    expect(weekForRequest('2026-11-01', today).monday).toBe('2026-11-23');
    expect(weekForRequest('2026-11-23', today).monday).toBe('2026-11-23');
    expect(weekForRequest('nonsense', today).monday).toBe('2026-11-23');
    expect(weekForRequest('2026-02-30', today).monday).toBe('2026-11-23');
    expect(weekForRequest(null, today).monday).toBe('2026-11-23');
    expect(weekForRequest('2026-12-10', today).monday).toBe('2026-12-07');
  });

  test('going back never passes the current week', () => {
    const today = '2026-11-25';
    const next = shiftWeek(isoWeekOf(today), 1, today);
    expect(next.monday).toBe('2026-11-30');
    expect(canGoBack(next, today)).toBe(true);
    const back = shiftWeek(next, -1, today);
    expect(back.monday).toBe('2026-11-23');
    expect(canGoBack(back, today)).toBe(false);
    expect(shiftWeek(back, -3, today).monday).toBe('2026-11-23');
  });

  test('today is the Copenhagen date even when UTC is still on yesterday', () => {
    // 23:30 UTC on Sunday 29 Nov is 00:30 Monday 30 Nov in Copenhagen: a new week there.
    vi.useFakeTimers({ now: new Date('2026-11-29T23:30:00Z') });
    const today = copenhagenToday();
    expect(today).toBe('2026-11-30');
    expect(weekForRequest(null, today).monday).toBe('2026-11-30');
  });

  test('isIsoDate accepts only real dates', () => {
    expect(isIsoDate('2026-11-23')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});
