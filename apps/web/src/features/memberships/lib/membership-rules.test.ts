import { expect, test } from 'vitest';
import { Membership } from '@studio/contract/memberships';
import {
  canPause,
  canResume,
  canStop,
  invoicedOrders,
  lastDayOf,
  orderStatus,
  showsNextPayment,
} from './membership-rules.ts';

const membership = (extra: Record<string, unknown> = {}) =>
  Membership.parse({
    id: 17,
    status: 'active',
    paid_until: '2024-06-04',
    cancelled_from_date: null,
    renewal_failed: 0,
    payment_option: {
      id: 14,
      name: '1 month',
      number_of_months_payment_covers: 1,
      payment_amount: 499,
      for_sale: true,
    },
    next_payment: { date: '2024-06-05', amount: 499 },
    ...extra,
  });

test('a stopped monthly membership shows its next payment only while one more falls due', () => {
  expect(showsNextPayment(membership())).toBe(true);
  const stopped = { status: 'cancelled_running' };
  expect(showsNextPayment(membership({ ...stopped, cancelled_from_date: '2024-07-05' }))).toBe(
    true,
  );
  expect(showsNextPayment(membership({ ...stopped, cancelled_from_date: '2024-06-05' }))).toBe(
    false,
  );
  const halfYear = {
    id: 15,
    name: '6 months',
    number_of_months_payment_covers: 6,
    payment_amount: 2400,
    for_sale: true,
  };
  expect(
    showsNextPayment(
      membership({ ...stopped, cancelled_from_date: '2024-12-05', payment_option: halfYear }),
    ),
  ).toBe(false);
  expect(showsNextPayment(membership({ next_payment: null }))).toBe(false);
});

test('stop and pause are offered only to an active membership without a pause', () => {
  const pause = {
    id: 4,
    client_id: 1,
    membership_id: 17,
    start_date: '2024-07-01',
    end_date: '2024-08-01',
    fee: 0,
    fee_paid_with_order_id: null,
    comment: '',
    is_applied_to_membership_at: 0,
    createdAt: 0,
    updatedAt: 0,
    archived: false,
  };
  expect(canStop(membership(), true)).toBe(true);
  expect(canStop(membership(), false)).toBe(false);
  expect(canStop(membership({ upcoming_membership_pause: pause }), true)).toBe(false);
  expect(canStop(membership({ current_membership_pause: pause }), true)).toBe(false);
  expect(canPause(membership({ customer_can_pause_membership: true }))).toBe(true);
  expect(canPause(membership({ customer_can_pause_membership: false }))).toBe(false);
  expect(
    canPause(membership({ customer_can_pause_membership: true, upcoming_membership_pause: pause })),
  ).toBe(false);
});

test('a stopped membership can be resumed before its end date, and ends the day before', () => {
  const stopped = membership({ status: 'cancelled_running', cancelled_from_date: '2024-07-05' });
  expect(canResume(stopped, '2024-07-04')).toBe(true);
  expect(canResume(stopped, '2024-07-05')).toBe(false);
  expect(lastDayOf(stopped)).toBe('2024-07-04');
  expect(
    lastDayOf(
      membership({
        status: 'cancelled_running',
        cancelled_from_date: '2024-07-05',
        cancelled_from_date_including_membership_pause: '2024-08-05',
      }),
    ),
  ).toBe('2024-08-04');
});

test('invoices: newest first, with paid, declined and awaiting status', () => {
  const order = (id: number, invoice_id: number, paid: number, payment_failed: number) => ({
    id,
    invoice_id,
    paid,
    total: 499,
    payment_failed,
    receipt_token: 'tok',
  });
  const orders = invoicedOrders(
    membership({ orders: [order(1, 10, 5, 0), order(2, 12, 0, 9), order(3, 11, 0, 0)] }),
  );
  expect(orders.map((o) => [o.invoice_id, orderStatus(o)])).toEqual([
    [12, 'declined'],
    [11, 'awaiting'],
    [10, 'paid'],
  ]);
});
