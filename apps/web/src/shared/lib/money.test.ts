import { expect, test } from 'vitest';
import { formatKroner } from './money.ts';

test('amounts read the Danish way: thousands with a dot, øre after a comma, then kr', () => {
  expect(formatKroner(1234.5)).toBe('1.234,50 kr');
  expect(formatKroner('499.00')).toBe('499,00 kr');
  expect(formatKroner(0)).toBe('0,00 kr');
  expect(formatKroner(1234567.891)).toBe('1.234.567,89 kr');
  expect(formatKroner(-75)).toBe('-75,00 kr');
});
