/**
 * The booking factory's classes mean the same at any hour the suite runs: a class that would
 * cross midnight in Copenhagen is cut there without turning a running class into an ended one
 * (the no-show test failed in CI shortly after midnight).
 */
import { afterEach, expect, test, vi } from 'vitest';
import { copenhagenInstant } from '../src/platform/lib/time.ts';
import { classTimes } from './booking-factory.ts';

afterEach(() => vi.useRealTimers());

const at = (date: string, time: string) =>
  vi.useFakeTimers({ toFake: ['Date'], now: copenhagenInstant(date, time) });

test('a class running across midnight starts at 00:00 and still runs now', () => {
  at('2026-11-25', '00:10');
  expect(classTimes(-30)).toEqual({ date: '2026-11-25', start_time: '00:00', end_time: '00:55' });
});

test('a class that ended or has not started is cut at 23:59 and stays ended or to come', () => {
  at('2026-11-25', '01:00');
  expect(classTimes(-120)).toEqual({ date: '2026-11-24', start_time: '23:00', end_time: '23:59' });
  at('2026-11-24', '23:00');
  expect(classTimes(30)).toEqual({ date: '2026-11-24', start_time: '23:30', end_time: '23:59' });
});

test('a class within one day keeps its 75 minutes', () => {
  at('2026-11-24', '12:00');
  expect(classTimes(60)).toEqual({ date: '2026-11-24', start_time: '13:00', end_time: '14:15' });
});
