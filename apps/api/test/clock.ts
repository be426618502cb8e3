/**
 * A fixed "now" for tests (issue 10 defect 14): a test that books "tomorrow" or "in 48 h" must not
 * change its answer with the hour it runs at (a private class moving day after 22:30, a weekly cap
 * crossing Sunday night). Only `Date` is faked: timers stay real, so PGlite and the pg pool keep
 * their timing; the clock does not move during the test file.
 */
import { afterAll, beforeAll, vi } from 'vitest';

/** Wednesday 6 May 2026, 10:00 in Copenhagen (summer time): far from midnight, week ends and DST. */
export const FIXED_NOW = Date.parse('2026-05-06T08:00:00Z');

/** Freezes `Date` at `at` for the test file (call at the top level of the file). */
export function useFixedClock(at: number = FIXED_NOW) {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: at });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
