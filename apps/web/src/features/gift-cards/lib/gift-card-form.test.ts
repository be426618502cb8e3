import { expect, test } from 'vitest';
import { blankGiftCard, checkGiftCard, deliveryFields, lastSendDate } from './gift-card-form.ts';

const filled = {
  ...blankGiftCard('500'),
  giver_name: 'Ea',
  giver_email: 'ea@example.com',
  recipient_name: 'Bo',
};
const auto = { auto: true, today: '2026-05-06' };

test('the send date runs from today to the same date a year ahead (28 February after a 29th)', () => {
  expect(lastSendDate('2028-02-29')).toBe('2029-02-28');
  const dated = (send_on: string) =>
    checkGiftCard(
      {
        ...filled,
        send_to: 'recipient',
        recipient_email: 'bo@example.com',
        send_when: 'date',
        send_on,
      },
      100,
      auto,
    ).send_on;
  expect(dated('')).toBe('send_on_required');
  expect(dated('2026-05-05')).toBe('send_on_out_of_range');
  expect(dated('2026-05-06')).toBeUndefined();
  expect(dated('2027-05-06')).toBeUndefined();
  expect(dated('2027-05-07')).toBe('send_on_out_of_range');
});

test('a studio that sends cards by hand asks for no delivery, and none goes on the wire', () => {
  const chosen = { ...filled, send_to: 'recipient' as const, send_when: 'date' as const };
  expect(checkGiftCard(chosen, 100, { auto: false, today: '2026-05-06' })).toEqual({});
  expect(deliveryFields(chosen, false)).toEqual({});
  expect(
    deliveryFields({ ...chosen, recipient_email: ' bo@example.com ', send_on: '2026-06-01' }, true),
  ).toEqual({
    recipient_email: 'bo@example.com',
    send_on: '2026-06-01',
  });
});
