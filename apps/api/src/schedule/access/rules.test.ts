import { describe, expect, test } from 'vitest';
import {
  chooseAccess,
  hasAccess,
  invalidMemberships,
  membershipBlock,
  seatsAccessAllows,
} from './rules.ts';
import type { Booking, Holdings, MembershipHolding, PassHolding } from './types.ts';

const now = Date.parse('2026-05-04T08:00:00Z'); // Monday
const cls = { id: 1, date: '2026-05-06', class_type_id: 7 };
const membership = (over: Partial<MembershipHolding> = {}): MembershipHolding => ({
  id: 10,
  membership_type_id: 1,
  name: 'Basis',
  status: 'active',
  start_date: '2024-01-01',
  paid_until: '2099-01-01',
  cancelled_from_date: null,
  classTypes: new Set([7]),
  livestreamClassTypes: new Set([7]),
  weeklyCap: null,
  simultaneousCap: null,
  pause: null,
  row: {},
  ...over,
});
const pass = (over: Partial<PassHolding> = {}): PassHolding => ({
  id: 20,
  class_pass_type_id: 2,
  name: '10 klip',
  pass_type: 'fixed_count',
  classes_left: 3,
  start_date: '2024-01-01',
  valid_until: '2026-12-31',
  classTypes: new Set([7]),
  livestreamClassTypes: new Set(),
  simultaneousCap: null,
  ...over,
});
const booking = (over: Partial<Booking> = {}): Booking => ({
  kind: 'class',
  id: 99,
  class_id: 2,
  date: '2026-05-05',
  startsAt: now + 86_400_000,
  count: 1,
  used_membership_id: 10,
  used_class_pass_id: null,
  class_series_id: null,
  createdAt: 0,
  position: null,
  ...over,
});
const holdings = (over: Partial<Holdings> = {}): Holdings => ({
  memberships: [],
  passes: [],
  series: [],
  bookings: [],
  ...over,
});

describe('membershipBlock', () => {
  test('weekly cap counts seats in the ISO week of the class, not other weeks or this class', () => {
    const m = membership({ weeklyCap: 2 });
    expect(membershipBlock(m, cls, [booking()], now)).toBeNull();
    expect(membershipBlock(m, cls, [booking({ count: 2 })], now)).toBe('weekly_cap');
    expect(membershipBlock(m, cls, [booking({ count: 2, date: '2026-05-11' })], now)).toBeNull();
    expect(membershipBlock(m, cls, [booking({ count: 2, class_id: 1 })], now)).toBeNull();
  });
  test('simultaneous cap counts future class and waiting-list seats', () => {
    const m = membership({ simultaneousCap: 1 });
    expect(
      membershipBlock(m, cls, [booking({ kind: 'waiting_list', date: '2026-06-01' })], now),
    ).toBe('simultaneous_cap');
    expect(membershipBlock(m, cls, [booking({ startsAt: now - 1 })], now)).toBeNull();
    expect(membershipBlock(m, cls, [booking({ kind: 'livestream' })], now)).toBeNull();
  });
  test('pause (open-ended too) and end of a cancelled membership', () => {
    expect(
      membershipBlock(
        membership({ pause: { start_date: '2026-05-01', end_date: '2026-05-06' } }),
        cls,
        [],
        now,
      ),
    ).toBeNull();
    expect(
      membershipBlock(
        membership({ pause: { start_date: '2026-05-01', end_date: null } }),
        cls,
        [],
        now,
      ),
    ).toBe('paused');
    expect(
      membershipBlock(
        membership({ status: 'cancelled_running', cancelled_from_date: '2026-05-06' }),
        cls,
        [],
        now,
      ),
    ).toBe('ended');
    expect(
      membershipBlock(
        membership({ status: 'cancelled_running', cancelled_from_date: '2026-05-07' }),
        cls,
        [],
        now,
      ),
    ).toBeNull();
  });
});

describe('chooseAccess', () => {
  test('membership first, then unlimited, then the fixed-count pass expiring first', () => {
    const early = pass({ id: 21, valid_until: '2026-06-01' });
    const late = pass({ id: 22, valid_until: '2026-09-01' });
    const unlimited = pass({ id: 23, pass_type: 'unlimited', classes_left: 0 });
    expect(
      chooseAccess(
        holdings({ memberships: [membership()], passes: [late, early, unlimited] }),
        cls,
        now,
      ),
    ).toEqual({ kind: 'membership', id: 10 });
    expect(chooseAccess(holdings({ passes: [late, early, unlimited] }), cls, now)).toEqual({
      kind: 'pass',
      id: 23,
      fixed: false,
    });
    expect(chooseAccess(holdings({ passes: [late, early] }), cls, now)).toEqual({
      kind: 'pass',
      id: 21,
      fixed: true,
    });
  });
  test('a fixed-count pass needs one class per seat; expired or other class types give nothing', () => {
    expect(
      chooseAccess(holdings({ passes: [pass({ classes_left: 2 })] }), cls, now, 3, 3),
    ).toBeNull();
    expect(hasAccess(holdings({ passes: [pass({ valid_until: '2026-05-05' })] }), cls, now)).toBe(
      false,
    );
    expect(hasAccess(holdings({ passes: [pass({ classTypes: new Set([8]) })] }), cls, now)).toBe(
      false,
    );
    expect(hasAccess(holdings({ passes: [pass()] }), cls, now, true)).toBe(false);
  });
});

test('seatsAccessAllows and invalidMemberships', () => {
  const any = { kind: 'any' } as const;
  expect(
    seatsAccessAllows(holdings({ passes: [pass({ classes_left: 4 })] }), cls, now, 0, any),
  ).toBe(4);
  expect(
    seatsAccessAllows(holdings({ memberships: [membership({ weeklyCap: 3 })] }), cls, now, 1, {
      kind: 'membership',
      id: 10,
    }),
  ).toBe(2);
  expect(seatsAccessAllows(holdings(), cls, now, 0, any)).toBe(0);
  // The signup's own pass pays for more seats, not a better membership (decision 8).
  const both = holdings({ memberships: [membership()], passes: [pass({ classes_left: 1 })] });
  expect(seatsAccessAllows(both, cls, now, 1, { kind: 'pass', id: 20 })).toBe(1);
  expect(seatsAccessAllows(both, cls, now, 0, any, 5)).toBe(5);
  const blocked = invalidMemberships(
    holdings({ memberships: [membership({ weeklyCap: 1 })], bookings: [booking()] }),
    cls,
    now,
  );
  expect(blocked.map((b) => b.reason)).toEqual(['weekly_cap']);
});
