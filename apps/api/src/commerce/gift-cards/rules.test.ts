/** The pure delivery rules (rules.ts): allowed send dates and when a dated card is due. */
import { expect, test } from 'vitest';
import { copenhagenInstant } from '../../platform/lib/time.ts';
import { isAllowedSendDate, isDue, lastSendDate, validUntil } from './rules.ts';

test('a year ahead ends on the same date, or on 28 February after a 29th', () => {
  expect(lastSendDate('2026-05-06')).toBe('2027-05-06');
  expect(lastSendDate('2028-02-29')).toBe('2029-02-28');
  expect(isAllowedSendDate('2029-02-28', '2028-02-29')).toBe(true);
  expect(isAllowedSendDate('2029-03-01', '2028-02-29')).toBe(false);
  expect(isAllowedSendDate('2026-13-01', '2026-05-06')).toBe(false);
});

test('a dated card is due from 08:00 Copenhagen on its day, also across the clock change', () => {
  // 25 October 2026: summer time ends at 03:00 in Copenhagen.
  expect(isDue('2026-10-25', copenhagenInstant('2026-10-25', '07:59'))).toBe(false);
  expect(isDue('2026-10-25', copenhagenInstant('2026-10-25', '08:00'))).toBe(true);
  expect(isDue('2026-10-25', copenhagenInstant('2026-10-24', '23:30'))).toBe(false);
  expect(isDue('2026-10-24', copenhagenInstant('2026-10-25', '00:10'))).toBe(true);
});

test('a card is valid from the day it is sent when that is later than today', () => {
  expect(validUntil('2026-05-06', null, 730)).toBe('2028-05-05');
  expect(validUntil('2026-05-06', '2026-05-06', '30')).toBe('2026-06-05');
  expect(validUntil('2026-05-06', '2026-12-24', 30)).toBe('2027-01-23');
  expect(validUntil('2026-05-06', null, 'nonsense')).toBe('2028-05-05');
});
