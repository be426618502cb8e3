/**
 * The free-timeslot rules (free-timeslots.ts, README.md) against hand-worked tables: each
 * expected line was worked out by hand from the intervals, busy times and "now" above it, with
 * Copenhagen's offsets written down (CEST = UTC+2 until 25 Oct 2026 03:00, CET = UTC+1; CET
 * until 29 Mar 2026 02:00).
 */
import { describe, expect, test } from 'vitest';
import {
  freeTimeslots,
  occursWithin,
  weekdayOf,
  type AvailableInterval,
  type BusyTime,
  type Timeslot,
} from './free-timeslots.ts';

const interval = (values: Partial<AvailableInterval>): AvailableInterval => ({
  teacher_id: 5,
  branch_id: 1,
  weekday: 0,
  start_time: '09:00:00',
  end_time: '12:00:00',
  valid_from: '2026-01-01',
  valid_until: null,
  ...values,
});
/** One slot per line, `date HH:mm–HH:mm t<teacher> b<branch>`. */
const lines = (slots: Timeslot[]) =>
  slots.map(
    (s) =>
      `${s.date} ${s.start_time.slice(0, 5)}–${s.end_time.slice(0, 5)} t${s.teacher_id} b${s.branch_id}`,
  );
const at = (iso: string) => Date.parse(iso);

describe('weekdays', () => {
  test('0 is Monday, 6 is Sunday', () => {
    expect(['2026-06-01', '2026-06-03', '2026-10-25', '2026-10-26'].map(weekdayOf)).toEqual([
      0, 2, 6, 0,
    ]);
  });
});

describe('an ordinary fortnight (June 2026, CEST)', () => {
  // Teacher 5 at branch 1 on Mondays 09–12; teacher 6 at branch 2 on Wednesdays 13:00–15:30,
  // only through Wed 3 June.
  const intervals = [
    interval({ weekday: 0, valid_from: '2026-06-01' }),
    interval({
      teacher_id: 6,
      branch_id: 2,
      weekday: 2,
      start_time: '13:00',
      end_time: '15:30',
      valid_from: '2026-06-01',
      valid_until: '2026-06-03',
    }),
  ];
  const busy: BusyTime[] = [
    // Teacher 5's class Mon 1 June 10:00–10:45 takes the 10:00 slot only.
    { teacher_id: 5, date: '2026-06-01', start_time: '10:00:00', end_time: '10:45:00' },
    // Teacher 6's appointment Wed 3 June 14:00–14:30 takes 14:00.
    { teacher_id: 6, date: '2026-06-03', start_time: '14:00:00', end_time: '14:30:00' },
    // Teacher 5 busy on Wednesday: not teacher 6's business.
    { teacher_id: 5, date: '2026-06-03', start_time: '13:00:00', end_time: '14:00:00' },
    // Teacher 5's class Mon 8 June 08:00–09:00 ends as the 09:00 slot starts: no overlap.
    { teacher_id: 5, date: '2026-06-08', start_time: '08:00:00', end_time: '09:00:00' },
  ];

  test('steps by the duration from each interval start; minus busy times and the past', () => {
    // Now: Mon 1 June 09:30 CEST (07:30Z), so 09:00 that day has begun.
    const slots = freeTimeslots(intervals, busy, {
      from: '2026-06-01',
      to: '2026-06-10',
      durationMinutes: 60,
      now: at('2026-06-01T07:30:00Z'),
    });
    expect(lines(slots)).toEqual([
      '2026-06-01 11:00–12:00 t5 b1',
      '2026-06-03 13:00–14:00 t6 b2',
      // 14:00–15:00 is taken; 15:00–16:00 would end after 15:30.
      '2026-06-08 09:00–10:00 t5 b1',
      '2026-06-08 10:00–11:00 t5 b1',
      '2026-06-08 11:00–12:00 t5 b1',
      // Wed 10 June is after teacher 6's valid_until.
    ]);
    expect(slots[0]).toEqual({
      date: '2026-06-01',
      start_time: '11:00:00',
      end_time: '12:00:00',
      teacher_id: 5,
      branch_id: 1,
    });
  });

  test('a duration that does not divide the interval leaves the remainder unoffered', () => {
    const slots = freeTimeslots([interval({ end_time: '11:00' })], [], {
      from: '2026-06-08',
      to: '2026-06-08',
      durationMinutes: 45,
      now: at('2026-06-01T00:00:00Z'),
    });
    expect(lines(slots)).toEqual(['2026-06-08 09:00–09:45 t5 b1', '2026-06-08 09:45–10:30 t5 b1']);
  });

  test('the same slot from two overlapping intervals is offered once; both branches are kept', () => {
    const current = freeTimeslots(
      [
        interval({ end_time: '10:00' }),
        interval({ end_time: '10:00' }),
        interval({ end_time: '10:00', branch_id: 2 }),
      ],
      [],
      { from: '2026-06-08', to: '2026-06-08', durationMinutes: 60, now: at('2026-06-01T00:00Z') },
    );
    expect(lines(current)).toEqual([
      '2026-06-08 09:00–10:00 t5 b1',
      '2026-06-08 09:00–10:00 t5 b2',
    ]);
  });
});

describe('the autumn change: Sun 25 Oct 2026, 03:00 CEST becomes 02:00 CET', () => {
  // Teacher 5: Sundays and Mondays 09:00–11:00. Teacher 7: Sundays 01:00–04:00 (a night hall).
  const intervals = [
    interval({ weekday: 6, end_time: '11:00' }),
    interval({ weekday: 0, end_time: '11:00' }),
    interval({ teacher_id: 7, weekday: 6, start_time: '01:00', end_time: '04:00' }),
  ];
  // Teacher 5's class Mon 26 Oct 09:30–10:30 takes both Monday slots.
  const busy: BusyTime[] = [
    { teacher_id: 5, date: '2026-10-26', start_time: '09:30', end_time: '10:30' },
  ];

  test('the week of the change keeps wall times; "now" is compared as an instant', () => {
    // Now: Sun 25 Oct 08:30Z = 09:30 CET (it would be 10:30 in summer time).
    const slots = freeTimeslots(intervals, busy, {
      from: '2026-10-19',
      to: '2026-10-26',
      durationMinutes: 60,
      now: at('2026-10-25T08:30:00Z'),
    });
    expect(lines(slots)).toEqual([
      // 09:00 CET = 08:00Z has begun; 10:00 CET = 09:00Z has not (with CEST it would have).
      '2026-10-25 10:00–11:00 t5 b1',
      // Mon 26 Oct: 09:00–10:00 and 10:00–11:00 overlap the 09:30–10:30 class.
    ]);
  });

  test('in the night of the change a slot starting or ending in the repeated hour is not offered', () => {
    // Now: Sat 24 Oct noon. Wall slots 01–02, 02–03, 03–04; 02:00 happens twice (00:00Z in
    // summer time, 01:00Z in winter time), so neither 01–02 (its end) nor 02–03 (its start) could
    // be told apart by its wall times. 03:00 happens once (02:00Z): 03–04 is 02:00Z–03:00Z.
    const slots = freeTimeslots(intervals.slice(2), [], {
      from: '2026-10-25',
      to: '2026-10-25',
      durationMinutes: 60,
      now: at('2026-10-24T10:00:00Z'),
    });
    expect(lines(slots)).toEqual(['2026-10-25 03:00–04:00 t7 b1']);
  });
});

describe('the spring change: Sun 29 Mar 2026, 02:00 CET becomes 03:00 CEST', () => {
  const intervals = [
    interval({ weekday: 5, end_time: '11:00' }),
    interval({ weekday: 6, end_time: '11:00' }),
    interval({ teacher_id: 7, weekday: 6, start_time: '01:00', end_time: '04:00' }),
  ];

  test('Saturday in winter time, Sunday in summer time; now is an instant', () => {
    // Now: Sun 29 Mar 07:30Z = 09:30 CEST (it would be 08:30 in winter time).
    const slots = freeTimeslots(intervals.slice(0, 2), [], {
      from: '2026-03-23',
      to: '2026-03-30',
      durationMinutes: 60,
      now: at('2026-03-29T07:30:00Z'),
    });
    expect(lines(slots)).toEqual([
      // Sat 28 Mar is past. Sun 09:00 CEST = 07:00Z has begun (with CET it would not have);
      // 10:00 CEST = 08:00Z has not.
      '2026-03-29 10:00–11:00 t5 b1',
    ]);
  });

  test('a slot starting or ending in the skipped hour is not offered', () => {
    const night = intervals.slice(2);
    const window = { from: '2026-03-29', to: '2026-03-29', now: at('2026-03-28T12:00:00Z') };
    // 60 min: 01–02 ends at 02:00, which does not exist; 02–03 starts there; 03–04 is fine.
    expect(lines(freeTimeslots(night, [], { ...window, durationMinutes: 60 }))).toEqual([
      '2026-03-29 03:00–04:00 t7 b1',
    ]);
    // 30 min: 01:00 (00:00Z–00:30Z) is fine; 01:30–02:00, 02:00, 02:30 touch the gap.
    expect(lines(freeTimeslots(night, [], { ...window, durationMinutes: 30 }))).toEqual([
      '2026-03-29 01:00–01:30 t7 b1',
      '2026-03-29 03:00–03:30 t7 b1',
      '2026-03-29 03:30–04:00 t7 b1',
    ]);
  });

  test('busy times are read in their own day’s offset', () => {
    // A class Sun 29 Mar 10:00–10:30 CEST (08:00Z–08:30Z) takes the 10:00 slot.
    const busy: BusyTime[] = [
      { teacher_id: 5, date: '2026-03-29', start_time: '10:00', end_time: '10:30' },
    ];
    const slots = freeTimeslots(intervals.slice(1, 2), busy, {
      from: '2026-03-29',
      to: '2026-03-29',
      durationMinutes: 60,
      now: at('2026-03-28T12:00:00Z'),
    });
    expect(lines(slots)).toEqual(['2026-03-29 09:00–10:00 t5 b1']);
  });
});

describe('the lookahead: today through today + 355 days', () => {
  // Today Wed 6 May 2026; + 355 days is Mon 26 Apr 2027.
  const now = at('2026-05-06T08:00:00Z');
  const mondays = [interval({ weekday: 0, end_time: '10:00', valid_from: '2027-04-01' })];

  test('no slot after the last bookable date, nor before today', () => {
    const slots = freeTimeslots(mondays, [], {
      from: '2027-04-19',
      to: '2027-05-10',
      durationMinutes: 60,
      now,
    });
    expect(lines(slots)).toEqual(['2027-04-19 09:00–10:00 t5 b1', '2027-04-26 09:00–10:00 t5 b1']);
    const past = freeTimeslots([interval({ weekday: 0 })], [], {
      from: '2026-04-27',
      to: '2026-05-05',
      durationMinutes: 60,
      now,
    });
    expect(past).toEqual([]);
  });

  test('an interval has availability when one of its dates is bookable', () => {
    expect(occursWithin(interval({ valid_from: '2026-01-01' }), now)).toBe(true);
    expect(occursWithin(interval({ valid_until: '2026-05-05' }), now)).toBe(false);
    // Valid Wed 6 – Sun 10 May only: no Monday in it.
    expect(
      occursWithin(interval({ valid_from: '2026-05-06', valid_until: '2026-05-10' }), now),
    ).toBe(false);
    expect(occursWithin(interval({ valid_from: '2027-04-26' }), now)).toBe(true);
    expect(occursWithin(interval({ valid_from: '2027-04-27' }), now)).toBe(false);
  });
});
