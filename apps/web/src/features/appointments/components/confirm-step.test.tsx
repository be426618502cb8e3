import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  cartItemAnswer,
  membershipType,
} from '../../../entities/commerce/testing/catalogue-fixtures.ts';
import type { Answer } from '../../../shared/testing/mock-fetch.ts';
import {
  NOW,
  appointmentApi,
  appointmentType,
  closedText,
} from '../testing/appointment-fixtures.ts';
import { chooseSlotAndContinue, renderPopup } from '../testing/render-popup.tsx';

beforeEach(() => void vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true }));
afterEach(() => void vi.useRealTimers());

const paidOutside = appointmentType({
  customer_point_of_payment: 'outsideYogo',
  questions: [
    { id: 1, text: 'Any injuries?', required: true },
    { id: 2, text: 'Anything else?', required: false },
  ],
});
const booked = {
  id: 120,
  client_id: 1,
  appointment_type_id: 4,
  customer_id: 42,
  teacher_id: 6,
  branch_id: 1,
  date: '2026-11-25',
  start_time: '13:00:00',
  end_time: '14:00:00',
  paymentOption: 'outsideYogo',
  cancelled_at: 0,
  archived: false,
};
const refusal = (type: string, extra: Record<string, unknown> = {}) => ({
  error: { type, localized_title: 'Server title', localized_message: 'Server says no.', ...extra },
});

function api(extra: Record<string, Answer> = {}) {
  return appointmentApi({ 'GET /appointment-types': [paidOutside], ...extra }, true);
}

test('the time was taken meanwhile: the check says so, nothing is booked, the popup closes', async () => {
  const { calls } = api({ 'GET /appointment-available-timeslots/check': { available: false } });
  renderPopup();
  const confirm = await chooseSlotAndContinue();
  await userEvent.type(within(confirm).getByLabelText(/Any injuries/), 'No');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Book' }));
  const alert = await screen.findByRole('alertdialog', { name: 'The time is no longer available' });
  expect(screen.queryByRole('dialog', { name: 'You are about to book' })).toBeNull();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  const check = calls.find((call) => call.path.endsWith('/check'))!;
  expect(Object.fromEntries(check.url.searchParams)).toEqual({
    date: '2026-11-25',
    appointment_type_id: '4',
    teacher_id: '6',
    branch_id: '1',
    start_time: '13:00:00',
  });
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText(closedText)).toBeTruthy();
});

test('paid at the studio: required questions first, then Book sends the slot and says booked', async () => {
  const { calls } = api({ 'POST /appointments': booked });
  renderPopup();
  const confirm = await chooseSlotAndContinue();
  expect(within(confirm).getByRole('radio', { name: 'Pay at the studio' })).toHaveProperty(
    'checked',
    true,
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'Book' }));
  expect(within(confirm).getByText('Please answer this question')).toBeTruthy();
  expect(calls.some((call) => call.path.endsWith('/check'))).toBe(false);

  await userEvent.type(within(confirm).getByLabelText(/Any injuries/), '  A bad knee ');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Book' }));
  const alert = await screen.findByRole('alertdialog', { name: 'Your appointment is booked' });
  expect(alert.textContent).toContain(
    'Private session with Lars Berg, Wednesday, November 25, 2026, 13:00–14:00',
  );
  const post = calls.find((call) => call.path === '/appointments' && call.method === 'POST')!;
  expect(post.body).toEqual({
    date: '2026-11-25',
    appointment_type_id: 4,
    teacher_id: 6,
    start_time: '13:00:00',
    branch_id: 1,
    answers: [{ question_id: 1, answer: 'A bad knee' }],
    customer_id: 42,
    paymentOption: 'outsideYogo',
  });
});

test.each([
  ['the customer is busy', { customer: [{ id: 7 }], teacher: [] }, 'You are busy at that time'],
  [
    'only the teacher is busy',
    { customer: [], teacher: [{ id: 8 }] },
    'The time is no longer available',
  ],
])('an overlap when %s', async (_case, overlappingObjects, title) => {
  api({ 'POST /appointments': refusal('appointmentOverlaps', { overlappingObjects }) });
  renderPopup();
  const confirm = await chooseSlotAndContinue();
  await userEvent.type(within(confirm).getByLabelText(/Any injuries/), 'No');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Book' }));
  const alert = await screen.findByRole('alertdialog', { name: title });
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText(closedText)).toBeTruthy();
});

test('with a pass the customer has: Book uses it; a refusal shows in the popup in the server words', async () => {
  const { calls } = appointmentApi(
    {
      'GET /appointments/access-items-valid-for-appointment': {
        memberships: [],
        class_passes: [
          { id: 31, classes_left: 3, class_pass_type: { id: 3, name: '10-class pass' } },
        ],
      },
      'POST /appointments': refusal('noAccess'),
    },
    true,
  );
  renderPopup();
  const confirm = await chooseSlotAndContinue();
  const choices = await within(confirm).findAllByRole('radio');
  expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Use your class pass: 10-class pass3 classes left',
    'Pay for this appointment650,00 kr',
    'Buy the class pass 10-class pass',
    'Buy the membership Unlimited',
  ]);
  const access = calls.find((call) => call.path.startsWith('/appointments/access-items'))!;
  expect(Object.fromEntries(access.url.searchParams)).toEqual({
    user: '42',
    appointment_type: '4',
    date: '2026-11-25',
  });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Book' }));
  expect((await within(confirm).findByRole('alert')).textContent).toContain('Server says no.');
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    paymentOption: 'class_pass_31',
  });
});

test('Pay for the appointment itself: it goes in the cart, alone, then Checkout', async () => {
  const { calls } = appointmentApi({ 'POST /cart-items': cartItemAnswer }, true);
  const { router } = renderPopup();
  const confirm = await chooseSlotAndContinue();
  await userEvent.click(
    await within(confirm).findByRole('button', { name: 'Continue to payment' }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  const post = calls.find((call) => call.path === '/cart-items')!;
  expect(post.url.searchParams.get('destroyOthers')).toBe('1');
  expect(post.body).toEqual({
    item_type: 'appointment',
    item_id: 4,
    user: 42,
    appointment_details: {
      date: '2026-11-25',
      appointment_type_id: 4,
      teacher_id: 6,
      start_time: '13:00:00',
      branch_id: 1,
      answers: [],
    },
  });
});

test('buying a membership for it: its 1-month option, and the slot to book once paid', async () => {
  const { calls } = appointmentApi(
    { 'POST /cart-items': cartItemAnswer, 'GET /membership-types': [membershipType()] },
    true,
  );
  const { router } = renderPopup();
  const confirm = await chooseSlotAndContinue();
  await userEvent.click(await within(confirm).findByRole('radio', { name: /Buy the membership/ }));
  await userEvent.click(within(confirm).getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  expect(calls.find((call) => call.path === '/cart-items')?.body).toEqual({
    item_type: 'membership_type',
    item_id: 6,
    user: 42,
    payment_option: 14,
    use_immediately_after_purchase: {
      item_type: 'appointment',
      date: '2026-11-25',
      appointment_type_id: 4,
      teacher_id: 6,
      start_time: '13:00:00',
      branch_id: 1,
      answers: [],
    },
  });
});
