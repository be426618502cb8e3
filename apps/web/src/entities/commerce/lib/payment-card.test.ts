import { expect, test } from 'vitest';
import { cardLabel, cardProvider } from './payment-card.ts';

test('card types read as the customer knows them, with the region kept', () => {
  expect(cardLabel('V-DK')).toBe('Visa/Dankort');
  expect(cardLabel('MC(DK)')).toBe('Eurocard/Mastercard (DK)');
  expect(cardLabel('visa')).toBe('Visa');
  expect(cardLabel('XYZ')).toBe('XYZ');
  expect(cardLabel(null)).toBe('');
});

test('only stripe, test and reepay studios change cards online', () => {
  expect(cardProvider('stripe')).toBe('stripe');
  expect(cardProvider('reepay')).toBe('reepay');
  expect(cardProvider('test')).toBe('test');
  expect(cardProvider('dibs')).toBeNull();
  expect(cardProvider(undefined)).toBeNull();
});
