import { describe, expect, test } from 'vitest';
import { eventFixture } from '../testing/event-fixture.ts';
import { eventBlock, eventFirstDay, eventWhen, hasStarted, seatsLeft } from './event-facts.ts';

const rules = { today: '2026-11-25', clientId: 1, multipleSeats: false };

describe('event facts', () => {
  test('an event that starts today has not started; yesterday it has', () => {
    expect(hasStarted(eventFixture({ start_date: '2026-11-25' }), '2026-11-25')).toBe(false);
    expect(hasStarted(eventFixture({ start_date: '2026-11-24' }), '2026-11-25')).toBe(true);
  });

  test('the purchase guards of seed 001 §5, in order', () => {
    expect(eventBlock(eventFixture({ client: 2 }), rules)).toBe('invalid_link');
    expect(eventBlock(eventFixture({ archived: true }), rules)).toBe('archived');
    expect(eventBlock(eventFixture({ start_date: '2026-11-01' }), rules)).toBe('started');
    expect(eventBlock(eventFixture({ signup_count: 10 }), rules)).toBe('full');
    const mine = eventFixture({ user_is_signed_up_for_event: true });
    expect(eventBlock(mine, rules)).toBe('already_signed_up');
    // A paid event with several seats for sale may be bought again.
    expect(eventBlock(mine, { ...rules, multipleSeats: true })).toBeNull();
    expect(eventBlock(eventFixture(), rules)).toBeNull();
  });

  test('seats left never go below 0', () => {
    expect(seatsLeft(eventFixture({ seats: 10, signup_count: 12 }))).toBe(0);
    expect(seatsLeft(eventFixture({ seats: 10, signup_count: 3 }))).toBe(7);
  });

  test('time slots in date order, one line each; free text when there are none', () => {
    const slot = (id: number, date: string) => ({
      id,
      client: 1,
      date,
      start_time: '18:00',
      end_time: '19:30',
      archived: false,
      createdAt: 0,
      updatedAt: 0,
    });
    const course = eventFixture({ time_slots: [slot(2, '2026-12-09'), slot(1, '2026-12-02')] });
    const lines = eventWhen(course, 'en').map((line) => line.replace(/\u2060/g, ''));
    expect(lines).toEqual([
      'Wednesday, December 2, 2026, 18:00–19:30',
      'Wednesday, December 9, 2026, 18:00–19:30',
    ]);
    expect(eventFirstDay(course, 'en').more).toBe(1);
    const loose = eventFixture({
      use_time_slots: false,
      time_slots: [],
      start_date: '2026-12-05',
      time_freetext: 'Sat–Sun 10–16',
    });
    expect(eventWhen(loose, 'da')).toEqual(['lørdag 5. dec. 2026, Sat–Sun 10–16']);
  });
});
