import { describe, expect, test } from 'vitest';
import { settingDefaults } from '@studio/contract/client';
import { serverSettingDefaults } from '@studio/contract/server-settings';
import { classState } from './class-state.ts';
import { capacityText, humanDuration, signoffWarning, waitingListText } from './texts.ts';
import { planPopulate } from './populate-keys.ts';

const settings = { ...settingDefaults, ...serverSettingDefaults };
const base = {
  id: 1,
  date: '2026-05-06',
  start_time: '10:00:00',
  end_time: '11:00:00',
  class_type_id: 1,
  seats: 10,
  cancelled: false,
  archived: false,
  studio_attendance_enabled: true,
  livestream_enabled: false,
};
const start = Date.parse('2026-05-06T08:00:00Z'); // 10:00 Copenhagen summer time
const counts = (signups = 0, waitingList = 0) => ({ signups, waitingList, livestream: 0 });

describe('classState', () => {
  test('starts, deadlines (0 minutes without no-show fees) and capacity', () => {
    const before = classState(base, counts(3), settings, start - 60_000, '2026-05-06');
    expect(before).toMatchObject({
      class_has_started: false,
      class_is_fully_booked: false,
      free_seats: 7,
      class_accepts_customer_signups: true,
    });
    expect(before.class_signoff_deadline_timestamp).toBe(String(start));
    const fees = classState(
      base,
      counts(),
      { ...settings, no_show_fees_enabled: true },
      start - 60 * 60_000,
      '2026-05-06',
    );
    expect(fees.class_signoff_deadline_timestamp).toBe(String(start - 120 * 60_000));
    expect(fees.class_signoff_deadline_has_been_exceeded).toBe(true);
    expect(classState(base, counts(), settings, start, '2026-05-06').class_has_started).toBe(true);
  });
  test('private sessions, open classes, booking horizon and waiting list', () => {
    const priv = classState(
      { ...base, seats: 1 },
      counts(),
      settings,
      start - 23 * 3_600_000,
      '2026-05-05',
    );
    expect(priv.class_signup_deadline_has_been_exceeded).toBe(true);
    expect(
      classState({ ...base, seats: 0 }, counts(), settings, start - 1000, '2026-05-06'),
    ).toMatchObject({
      class_is_open: true,
      class_accepts_customer_signups: false,
      waiting_list_max: 0,
    });
    expect(
      classState(base, counts(), settings, start - 40 * 86_400_000, '2026-03-27')
        .class_is_too_far_in_the_future_to_sign_up,
    ).toBe(true);
    const full = classState(base, counts(10, 20), settings, start - 86_400_000, '2026-05-05');
    expect(full).toMatchObject({
      class_is_fully_booked: true,
      waiting_list_is_full: true,
      class_accepts_waiting_list_signups: false,
    });
  });
});

describe('texts', () => {
  const s = classState(base, counts(9), settings, start - 86_400_000, '2026-05-05');
  test('capacity_text per format, private and livestream suffix', () => {
    expect(capacityText(base, s, 9, settings, 'en')).toBe('9/10');
    expect(
      capacityText(
        base,
        s,
        9,
        { ...settings, calendar_capacity_info_format: 'number_of_available_seats' },
        'da',
      ),
    ).toBe('1 ledig plads');
    expect(
      capacityText(
        base,
        s,
        9,
        {
          ...settings,
          calendar_capacity_info_format: 'warning_on_few_seats_left',
          calendar_few_seats_left_warning_text: 'Få pladser',
        },
        'da',
      ),
    ).toBe('Få pladser');
    expect(
      capacityText(base, s, 9, { ...settings, calendar_capacity_info_format: 'none' }, 'en'),
    ).toBe('');
    expect(capacityText({ ...base, livestream_enabled: true }, s, 9, settings, 'nb')).toBe(
      '9/10 (livestream åpen)',
    );
    const priv = classState(
      { ...base, seats: 1 },
      counts(1),
      settings,
      start - 3 * 86_400_000,
      '2026-05-03',
    );
    expect(capacityText({ ...base, seats: 1 }, priv, 1, settings, 'da')).toBe('Booket');
  });
  test('waiting_list_text and sign-off warnings', () => {
    const full = classState(base, counts(10, 2), settings, start - 86_400_000, '2026-05-05');
    expect(waitingListText(base, full, 'da')).toBe('2 på venteliste');
    expect(waitingListText(base, s, 'en')).toBe('');
    expect(humanDuration(1500, 'da')).toBe('1 dag og 1 time');
    expect(humanDuration(125, 'en')).toBe('2 hours and 5 minutes');
    expect(signoffWarning(10, 120, { kind: 'membership', fee: 30 }, 'en')).toBe(
      'If you cancel later than 2 hours before the class starts, a fee of 30 kr will be charged.',
    );
    expect(signoffWarning(1, 120, { kind: 'unlimited_pass', days: 1 }, 'nb')).toContain(
      'privattimen',
    );
    expect(signoffWarning(10, 0, { kind: 'fixed_pass' }, 'en')).toBeNull();
  });
});

test('populate plan: parents implied, dependencies added, unknown keys reported', () => {
  const plan = planPopulate([
    'teachers.image',
    'user_can_sign_up_for_class',
    'capacity_text',
    'bogus',
  ]);
  expect(plan.applied).toEqual(expect.arrayContaining(['teachers', 'teachers.image']));
  expect(plan.invalid).toEqual(['bogus']);
  for (const key of [
    'user_has_access_to_class',
    'class_accepts_customer_signups',
    'user_signup_id',
    'user_livestream_signup_id',
    'signup_count',
    'checkedin_count',
  ]) {
    expect(plan.fields.has(key)).toBe(true);
  }
});
