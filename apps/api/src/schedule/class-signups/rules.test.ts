import { expect, test } from 'vitest';
import { settingDefaults } from '@studio/contract/client';
import { serverSettingDefaults } from '@studio/contract/server-settings';
import { classState } from '../classes/class-state.ts';
import { waitingListRefusal } from '../waiting-list/rules.ts';
import { changeRefusal, signupRefusal } from './rules.ts';

const settings = { ...settingDefaults, ...serverSettingDefaults };
const cls = {
  id: 1,
  date: '2026-05-06',
  start_time: '10:00:00',
  end_time: '11:00:00',
  class_type_id: 1,
  seats: 2,
  cancelled: false,
  archived: false,
  studio_attendance_enabled: true,
  livestream_enabled: false,
};
const start = Date.parse('2026-05-06T08:00:00Z');
const facts = (
  now: number,
  signups = 0,
  over: Partial<Parameters<typeof signupRefusal>[0]> = {},
) => ({
  seats: cls.seats,
  cancelled: false,
  studio_attendance_enabled: true,
  state: classState(cls, { signups, waitingList: 0, livestream: 0 }, settings, now, '2026-05-06'),
  alreadySignedUp: false,
  lockedOut: false,
  count: 1,
  extra: 1,
  ...over,
});

test('POST /class-signups refusal order', () => {
  const early = start - 3_600_000;
  expect(signupRefusal(facts(early), settings, early)).toBeNull();
  expect(signupRefusal(facts(start + 20 * 60_000), settings, start + 20 * 60_000)).toBe(
    'E_CLASS_HAS_STARTED',
  );
  expect(signupRefusal(facts(start + 5 * 60_000), settings, start + 5 * 60_000)).toBeNull(); // check-in grace
  expect(
    signupRefusal(facts(early, 2, { alreadySignedUp: true, cancelled: true }), settings, early),
  ).toBe('E_ALREADY_SIGNED_UP');
  expect(signupRefusal(facts(early, 2, { cancelled: true }), settings, early)).toBe(
    'E_CLASS_CANCELLED',
  );
  expect(signupRefusal(facts(early, 0, { lockedOut: true }), settings, early)).toBe(
    'E_CLASS_IS_LOCKED_BY_CLASS_SERIES',
  );
  expect(signupRefusal(facts(early, 0, { count: 2, extra: 2 }), settings, early)).toBe(
    'E_MULTIPLE_SEATS_NOT_ALLOWED',
  );
  expect(signupRefusal(facts(early, 2), settings, early)).toBe('E_CLASS_IS_FULL');
  expect(
    changeRefusal(
      facts(early, 1, { count: 2, extra: 1 }),
      { ...settings, customer_can_reserve_multiple_seats_for_class: true },
      early,
    ),
  ).toBeNull();
  expect(
    changeRefusal(
      facts(early, 2, { count: 2, extra: 1 }),
      { ...settings, customer_can_reserve_multiple_seats_for_class: true },
      early,
    ),
  ).toBe('E_CLASS_IS_FULL');
});

test('waiting-list refusal order', () => {
  const early = start - 3_600_000;
  const state = (signups: number, s = settings) =>
    classState(cls, { signups, waitingList: 0, livestream: 0 }, s, early, '2026-05-06');
  const wl = (over: Partial<Parameters<typeof waitingListRefusal>[0]> = {}) =>
    waitingListRefusal({
      seats: 2,
      cancelled: false,
      state: state(2),
      now: early,
      hasClassSignup: false,
      hasWaitingListSignup: false,
      lockedOut: false,
      ...over,
    });
  expect(wl()).toBeNull();
  expect(wl({ state: state(1) })).toBe('E_CLASS_IS_NOT_FULL');
  expect(wl({ hasClassSignup: true, hasWaitingListSignup: true })).toBe('E_ALREADY_SIGNED_UP');
  expect(wl({ hasWaitingListSignup: true })).toBe('E_ALREADY_SIGNED_UP_FOR_WAITING_LIST');
  expect(wl({ state: state(2, { ...settings, class_waiting_list_enabled: false }) })).toBe(
    'E_CLASS_WAITING_LIST_DISABLED',
  );
  expect(wl({ now: start })).toBe('E_CLASS_HAS_STARTED');
});
