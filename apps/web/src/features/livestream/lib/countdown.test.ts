import { expect, test } from 'vitest';
import { copenhagenClock, formatCountdown } from './countdown.ts';

test('the time left reads mm:ss under an hour and h:mm:ss from an hour up, rounded up', () => {
  expect(formatCountdown(299_001)).toBe('05:00');
  expect(formatCountdown(299_000)).toBe('04:59');
  expect(formatCountdown(1)).toBe('00:01');
  expect(formatCountdown(3_600_000)).toBe('1:00:00');
  expect(formatCountdown(26 * 3_600_000 + 61_000)).toBe('26:01:01');
});

test('past the instant the countdown stays at zero', () => {
  expect(formatCountdown(0)).toBe('00:00');
  expect(formatCountdown(-5_000)).toBe('00:00');
});

test('the opening time is read on a Copenhagen clock, in winter and in summer (tests run in UTC)', () => {
  expect(copenhagenClock(Date.UTC(2026, 11, 3, 17, 45))).toBe('18:45');
  expect(copenhagenClock(Date.UTC(2026, 5, 3, 17, 45))).toBe('19:45');
});
