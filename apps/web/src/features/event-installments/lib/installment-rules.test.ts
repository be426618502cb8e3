import { expect, test } from 'vitest';
import { installmentBody, signupBody } from '../testing/signup-fixtures.ts';
import {
  activeCard,
  canChangeCard,
  chargedOre,
  installmentsInOrder,
  receiptOf,
  rowState,
} from './installment-rules.ts';

test('a row is paid, due from its own day on (Copenhagen date), or still to come', () => {
  const today = '2026-03-01';
  expect(rowState(installmentBody({ date: '2026-03-01', paid: 5 }), today)).toBe('paid');
  expect(rowState(installmentBody({ date: '1970-01-01' }), today)).toBe('due');
  expect(rowState(installmentBody({ date: '2026-02-28' }), today)).toBe('due');
  expect(rowState(installmentBody({ date: '2026-03-01' }), today)).toBe('due');
  expect(rowState(installmentBody({ date: '2026-03-02' }), today)).toBe('future');
});

test('rows come in date order and charge the amount less the discount, to the øre', () => {
  const signup = signupBody({
    installments: [
      installmentBody({ id: 9, date: '2099-03-01' }),
      installmentBody({ id: 8, date: '1970-01-01', amount: 6000.1, discount_amount: 0.2 }),
    ],
  });
  const rows = installmentsInOrder(signup);
  expect(rows.map((row) => row.id)).toEqual([8, 9]);
  expect(chargedOre(rows[0]!)).toBe(599_990);
});

test('a receipt only for a paid row whose order came with its token', () => {
  expect(receiptOf(installmentBody({ paid: 5, order: { id: 3, receipt_token: 't' } }))).toEqual({
    id: 3,
    token: 't',
  });
  expect(receiptOf(installmentBody({ paid: 5, order: 3 }))).toBeNull();
  expect(receiptOf(installmentBody({ paid: 0, order: { id: 3, receipt_token: 't' } }))).toBeNull();
});

test('the active card is shown, and the card can change until everything is paid', () => {
  expect(activeCard(signupBody())?.card_last_4_digits).toBe('4242');
  expect(canChangeCard(signupBody())).toBe(true);
  expect(canChangeCard(signupBody({ installment_payments_status: 'paid_in_full' }))).toBe(false);
});
