import { expect, test } from 'vitest';
import { activityRange, classesPerMonth } from './activity.ts';

test('the history call spans the month 11 months ago to the end of this month', () => {
  expect(activityRange('2026-11-23')).toEqual({ startDate: '2025-12-01', endDate: '2026-11-30' });
  expect(activityRange('2024-02-29')).toEqual({ startDate: '2023-03-01', endDate: '2024-02-29' });
});

test('classes count in their month once their day has come', () => {
  const months = classesPerMonth(
    ['2025-12-01', '2026-10-05', '2026-10-31', '2026-11-23', '2026-11-24', '2025-11-30'],
    '2026-11-23',
  );
  expect(months).toHaveLength(12);
  expect(months[0]).toEqual({ month: '2025-12', count: 1 });
  expect(months[10]).toEqual({ month: '2026-10', count: 2 });
  expect(months[11]).toEqual({ month: '2026-11', count: 1 });
  expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(4);
});
