import { expect, test } from 'vitest';
import { bookedClass } from '../../class/testing/class-fixture.ts';
import { lateCancelWarning } from './signoff-warning.ts';

test('the late-cancel warning applies only after the deadline (a string of digits)', () => {
  const deadline = Date.parse('2026-11-24T04:00:00Z');
  const cls = bookedClass(1, {
    class_signoff_deadline_timestamp: String(deadline),
    class_signoff_warning: 'Late: the class is not refunded.',
  });
  expect(lateCancelWarning(cls, deadline - 1)).toBeNull();
  expect(lateCancelWarning(cls, deadline + 1)).toBe('Late: the class is not refunded.');
  expect(
    lateCancelWarning(
      { ...cls, user_must_receive_warning_after_signoff_deadline: false },
      deadline + 1,
    ),
  ).toBeNull();
});
