import { describe, expect, test } from 'vitest';
import { eligibleByHistory, monthsBefore } from './eligibility.ts';

describe('campaign eligibility (CONTRACT §8)', () => {
  test('months are counted back by calendar month, clamped at the month’s end', () => {
    expect(monthsBefore('2026-05-06', 6)).toBe('2025-11-06');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
  });

  test('a membership paid beyond the limit makes the customer ineligible; at the limit it does not', () => {
    expect(eligibleByHistory([], '2026-05-06', 6)).toBe(true);
    expect(eligibleByHistory(['2025-11-06'], '2026-05-06', 6)).toBe(true);
    expect(eligibleByHistory(['2025-11-07'], '2026-05-06', 6)).toBe(false);
    // With 0 months, only a membership running past today blocks the campaign.
    expect(eligibleByHistory(['2026-05-06'], '2026-05-06', 0)).toBe(true);
    expect(eligibleByHistory(['2026-05-07'], '2026-05-06', 0)).toBe(false);
  });
});
