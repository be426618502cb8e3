import { expect, test } from 'vitest';
import { formatClassDaySpan, formatClassSpan } from './format-class-time.ts';

test('Danish and Norwegian class times read "kl." before the time (seed 000 §9)', () => {
  expect(formatClassDaySpan('2026-11-23', '07:00', '08:15', 'da')).toBe(
    'mandag 23. nov. 2026 kl.\u00a007:00–08:15',
  );
  expect(formatClassDaySpan('2026-11-23', '07:00', '08:15', 'nb')).toMatch(
    /^mandag 23\. nov\.? 2026 kl\.\u00a007:00–08:15$/,
  );
  expect(formatClassSpan('2026-11-23', '07:00', '08:15', 'da')).toBe(
    '23. nov. 2026 kl. 07:00–08:15',
  );
});

test('English class times follow "MMMM D, YYYY, HH:mm"', () => {
  expect(formatClassDaySpan('2026-11-23', '07:00', '08:15', 'en')).toBe(
    'Monday, November 23, 2026, 07:00–08:15',
  );
  expect(formatClassSpan('2026-11-23', '07:00', '08:15', 'en')).toBe(
    'November 23, 2026, 07:00–08:15',
  );
});
