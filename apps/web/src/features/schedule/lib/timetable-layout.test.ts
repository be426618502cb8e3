import { describe, expect, test } from 'vitest';
import type { Class } from '@studio/contract/classes';
import { timetableLayout } from './timetable-layout.ts';

const cls = (id: number, date: string, start_time: string, end_time: string) =>
  ({ id, date, start_time, end_time }) as Class;

describe('timetable layout', () => {
  test('spans the whole hours from the first start to the last end', () => {
    const groups = new Map([
      ['2026-11-23', [cls(1, '2026-11-23', '07:15', '08:05')]],
      ['2026-11-24', [cls(2, '2026-11-24', '19:00', '20:30')]],
    ]);
    const layout = timetableLayout(groups);
    expect([layout.firstHour, layout.lastHour]).toEqual([7, 21]);
    expect(layout.days.get('2026-11-24')![0]).toMatchObject({ top: 12 * 60, length: 90 });
  });

  test('overlapping classes of a day share its width; back-to-back ones do not', () => {
    const day = '2026-11-23';
    const groups = new Map([
      [
        day,
        [
          cls(1, day, '09:00', '10:00'),
          cls(2, day, '09:30', '10:30'),
          cls(3, day, '10:00', '11:00'),
        ],
      ],
    ]);
    const placed = timetableLayout(groups).days.get(day)!;
    expect(placed.map((p) => [p.cls.id, p.lane, p.lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 0, 2],
    ]);
  });

  test('an empty week still draws a working day', () => {
    const layout = timetableLayout(new Map([['2026-11-23', []]]));
    expect([layout.firstHour, layout.lastHour]).toEqual([8, 16]);
  });
});
