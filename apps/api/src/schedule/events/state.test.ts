/** The event rules and the installment plan's fields as pure functions (CONTRACT §4, §6). */
import { describe, expect, test } from 'vitest';
import type { EventRow } from './queries.ts';
import { eventFlags, planView } from './state.ts';

const event = (values: Partial<EventRow>) =>
  ({ start_date: '2026-05-06', seats: 2, price: '0', ...values }) as EventRow;

describe('eventFlags', () => {
  test('an event starting today has not started; yesterday’s has', () => {
    expect(eventFlags(event({}), 0, '2026-05-06', null).event_has_started).toBe(false);
    const started = eventFlags(event({ start_date: '2026-05-05' }), 0, '2026-05-06', 7);
    expect(started).toMatchObject({
      event_has_started: true,
      event_accepts_customer_signups: false,
      user_can_sign_off_from_event: false,
    });
  });

  test('full at seats; a paid event cannot be cancelled by the customer', () => {
    expect(eventFlags(event({}), 2, '2026-05-01', null)).toMatchObject({
      event_is_fully_booked: true,
      user_can_sign_up_for_event: false,
    });
    expect(eventFlags(event({ price: '0.01' }), 1, '2026-05-01', 3)).toMatchObject({
      user_is_signed_up_for_event: true,
      user_signup_id: 3,
      user_can_sign_off_from_event: false,
    });
  });
});

describe('planView', () => {
  const plan = [
    { date: '1970-01-01', amount: '3333.34' },
    { date: '2026-06-01', amount: '3333.33' },
    { date: '2026-07-01', amount: '3333.33' },
  ];

  test('what joining requires now: the deposit and every installment due, in exact øre', () => {
    expect(planView(true, plan, '2026-05-06')).toMatchObject({
      current_required_paid_amount: 3333.34,
      current_required_number_of_paid_installments: 1,
      number_of_installments_left: 2,
    });
    expect(planView(true, plan, '2026-06-01')).toMatchObject({
      current_required_paid_amount: 6666.67,
      current_required_number_of_paid_installments: 2,
      number_of_installments_left: 1,
    });
    const all = planView(true, plan, '2026-08-01');
    expect(all.current_required_paid_amount).toBe(10000);
  });

  test('without a deposit the first installment is still due at signup; off means no plan', () => {
    const later = plan.slice(1);
    expect(planView(true, later, '2026-05-06').current_required_paid_amount).toBe(3333.33);
    expect(planView(false, plan, '2026-05-06')).toEqual({
      installments: [],
      number_of_installments_left: 0,
      current_required_paid_amount: 0,
      current_required_number_of_paid_installments: 0,
    });
  });
});
