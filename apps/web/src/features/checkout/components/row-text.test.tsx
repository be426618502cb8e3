import { renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { CartItem } from '@studio/contract/cart';
// Initialises i18n with every feature's English catalog.
import '../../../shared/testing/render-with-app.tsx';
import type { CheckoutRow } from '../lib/checkout-rows.ts';
import { useRowText } from './row-text.tsx';

const eventRow = (itemType: string, count: number) =>
  ({
    itemType,
    item: { item_type: itemType, item_count: count, product: { id: 2, name: 'Arm balances' } },
  }) as unknown as CheckoutRow & { item: CartItem };

test('event rows say how many seats, or that this is the first installment', () => {
  const { result } = renderHook(() => useRowText());
  expect(result.current(eventRow('event', 2))).toEqual({ title: 'Arm balances', sub: '2 seats' });
  expect(result.current(eventRow('event', 1)).sub).toBe('');
  expect(result.current(eventRow('event_first_installment', 1)).sub).toMatch(/^First installment/);
});

const membershipRow = (months: number, payments: Partial<CartItem>) =>
  ({
    itemType: 'membership_type',
    item: {
      item_type: 'membership_type',
      item_count: 1,
      product: { id: 6, name: 'Unlimited' },
      payment_option: { id: 14, name: `${months} months`, number_of_months_payment_covers: months },
      membership_campaign: null,
      ...payments,
    },
  }) as unknown as CheckoutRow & { item: CartItem };

test('a membership row says what is charged after this payment, and when', () => {
  const { result } = renderHook(() => useRowText());
  const next = (months: number, payments: Partial<CartItem>) =>
    result.current(membershipRow(months, payments)).next;
  const december = { date: '2026-12-01', amount: 295 };
  expect(next(1, { next_payment: december, then_payment: null })).toBe(
    'Then 295,00 kr on December 1, 2026 and every month after that',
  );
  expect(next(6, { next_payment: { date: '2027-05-01', amount: 3900 } })).toBe(
    'Then 3.900,00 kr on May 1, 2027 and every 6 months after that',
  );
  // A 3-month campaign after a stub of November: December, January and February at 295 kr.
  expect(
    next(1, { next_payment: december, then_payment: { date: '2027-03-01', amount: 695 } }),
  ).toBe('Then 295,00 kr a month from December 1, 2026, and 695,00 kr a month from March 1, 2027');
  expect(next(1, {})).toBe('');
});

test('an appointment row names the slot it books, as does a pass bought for one', () => {
  const { result } = renderHook(() => useRowText());
  const slot = {
    date: '2026-11-30',
    appointment_type_id: 4,
    teacher_id: 5,
    start_time: '10:00:00',
    branch_id: 1,
    teacher: { id: 5, first_name: 'Mia', last_name: 'Holm' },
    branch: { id: 1, name: 'Centrum' },
  };
  const row = (itemType: string, item: Record<string, unknown>) =>
    ({ itemType, item: { item_type: itemType, item_count: 1, ...item } }) as unknown as CheckoutRow;
  expect(
    result.current(
      row('appointment', {
        product: { id: 4, name: 'Private session' },
        appointment_details: slot,
      }),
    ),
  ).toEqual({ title: 'Private session', sub: 'November 30, 2026, 10:00 · Mia Holm · Centrum' });
  expect(result.current(row('appointment', { appointment_details: null }))).toEqual({
    title: 'Appointment',
    sub: '',
  });
  const pass = row('class_pass_type', {
    product: { id: 3, name: '10-class pass', pass_type: 'fixed_count', number_of_classes: 10 },
    use_immediately_after_purchase: { item_type: 'appointment', ...slot },
  });
  expect(result.current(pass).sub).toBe(
    '10 classes · Your appointment is booked once you have paid: November 30, 2026, 10:00 · Mia Holm · Centrum',
  );
});
