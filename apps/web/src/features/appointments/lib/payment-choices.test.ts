import { expect, test } from 'vitest';
import { AccessItemsForAppointment } from '@studio/contract/appointments';
import { ApiRefusal } from '../../../shared/api/errors.ts';
import { appointmentType } from '../testing/appointment-fixtures.ts';
import { refusalAlert } from './booking-outcome.ts';
import { paymentChoices, paysFirst } from './payment-choices.ts';

const access = AccessItemsForAppointment.parse({
  class_passes: [
    {
      id: 31,
      classes_left: 4,
      class_pass_type: { id: 3, name: '10-class pass', pass_type: 'fixed_count' },
    },
    {
      id: 32,
      classes_left: 0,
      class_pass_type: { id: 7, name: 'Month pass', pass_type: 'unlimited' },
    },
  ],
  memberships: [{ id: 17, membership_type: { id: 6, name: 'Unlimited' } }],
});

const keys = (choices: ReturnType<typeof paymentChoices>) => choices.map((choice) => choice.key);

test('a type paid outside has one choice, its own value, and books at once', () => {
  const type = appointmentType({ customer_point_of_payment: 'outsideYogo' });
  const choices = paymentChoices(type, access);
  expect(keys(choices)).toEqual(['outsideYogo']);
  expect(paysFirst(choices[0]!)).toBe(false);
});

test('otherwise: access the customer has, direct purchase, then the types to buy', () => {
  const choices = paymentChoices(appointmentType(), access);
  expect(keys(choices)).toEqual([
    'class_pass_31',
    'class_pass_32',
    'membership_17',
    'directPurchase',
    'class_pass_type_3',
    'membership_type_6',
  ]);
  expect(choices.map(paysFirst)).toEqual([false, false, false, true, true, true]);
  expect(choices[0]).toMatchObject({ name: '10-class pass', classesLeft: 4 });
  expect(choices[1]).toMatchObject({ name: 'Month pass', classesLeft: null });
  expect(choices[3]).toMatchObject({ price: 650 });
});

test('no direct purchase unless the type allows it; nothing at all means no choice', () => {
  const noDirect = appointmentType({ direct_purchase_enabled: false });
  expect(keys(paymentChoices(noDirect, null))).toEqual(['class_pass_type_3', 'membership_type_6']);
  const nothing = appointmentType({
    direct_purchase_enabled: false,
    valid_class_pass_types: [],
    valid_membership_types: [],
  });
  expect(paymentChoices(nothing, { memberships: [], class_passes: [] })).toEqual([]);
});

const overlaps = (overlappingObjects: unknown) =>
  new ApiRefusal('E_APPOINTMENT_OVERLAPS', {
    type: 'appointmentOverlaps',
    title: 'Overlap',
    message: 'Overlap',
    overlappingObjects,
  });

test('an overlap says the customer is busy only when the customer is among the overlapping', () => {
  expect(refusalAlert(overlaps({ customer: [{ id: 9 }], teacher: [] }))).toBe('overlap');
  expect(refusalAlert(overlaps({ customer: [], teacher: [{ id: 3 }] }))).toBe('unavailable');
  expect(refusalAlert(overlaps(undefined))).toBe('unavailable');
  expect(refusalAlert(new ApiRefusal('E_APPOINTMENT_TIMESLOT_UNAVAILABLE'))).toBe('unavailable');
  // Read by the extended type too, whether or not the api client maps it to a legacy code.
  const unmapped = new ApiRefusal('appointmentOverlaps', {
    type: 'appointmentOverlaps',
    title: '',
    message: '',
    overlappingObjects: { customer: [{ id: 9 }] },
  });
  expect(refusalAlert(unmapped)).toBe('overlap');
  // Anything else is shown in the popup, in the server's words.
  const noAccess = new ApiRefusal('E_CUSTOMER_HAS_NO_VALID_CLASS_PASS_OR_MEMBERSHIP');
  expect(refusalAlert(noAccess)).toBeNull();
  expect(refusalAlert(new Error('offline'))).toBeNull();
});
