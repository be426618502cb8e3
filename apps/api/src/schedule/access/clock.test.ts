import { describe, expect, test } from 'vitest';
import { addDaysIso, copenhagenInstant, copenhagenToday } from '../../platform/lib/time.ts';
import { dateOf, instantOf, mondayOf, plusDays } from './clock.ts';

describe('Copenhagen clock', () => {
  test('instants agree with the tz library across summer-time changes', () => {
    for (let day = 0; day < 800; day += 3) {
      const date = addDaysIso('2025-01-01', day);
      for (const time of ['00:30', '02:30', '03:15', '07:00', '12:45:30', '23:59']) {
        if (time === '02:30') continue; // does not exist / is ambiguous on switch nights
        expect(instantOf(date, time)).toBe(copenhagenInstant(date, time));
      }
      expect(dateOf(copenhagenInstant(date, '00:10'))).toBe(
        copenhagenToday(new Date(copenhagenInstant(date, '00:10'))),
      );
      expect(dateOf(copenhagenInstant(date, '23:50'))).toBe(date);
    }
  });

  test('calendar arithmetic and ISO weeks', () => {
    expect(plusDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(plusDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(mondayOf('2025-11-23')).toBe('2025-11-17');
    expect(mondayOf('2025-11-24')).toBe('2025-11-24');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });
});
