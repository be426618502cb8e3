import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { formatDeadline } from '../lib/booking-cost.ts';
import { ClassDialog } from './class-dialog.tsx';
import type { Class } from '@studio/contract/classes';

/** 2030-01-01 is a Tuesday; 14:00 UTC is 15:00 in Copenhagen. */
const deadline = String(Date.UTC(2030, 0, 1, 14, 0));
const hatha = (extra = {}) => ({ id: 3, name: 'Hatha', ...extra });

function open(access: object, loggedIn = true, overrides: Partial<Class> = {}) {
  const cls = makeClass({
    date: '2029-12-30',
    class_signoff_deadline_timestamp: deadline,
    ...overrides,
  });
  const { calls } = mockFetch({ 'GET /users/42': { id: 42, ...access } });
  renderWithApp(
    <ClassDialog classId={cls.id} initial={{ cls, updatedAt: Date.now() }} onClose={vi.fn()} />,
    { loggedIn },
  );
  return calls;
}

describe('what booking costs, before booking', () => {
  test('a fixed-count pass: one class of it, and how many are left after', async () => {
    const calls = open({
      class_passes: [
        {
          id: 1,
          classes_left: 8,
          valid_until: '2030-06-01',
          class_pass_type: {
            id: 9,
            name: '10-class pass',
            pass_type: 'fixed_count',
            class_types: [hatha()],
          },
        },
      ],
    });
    expect(await screen.findByText('Uses 1 class of your 10-class pass (7 left)')).toBeTruthy();
    expect(screen.getByText('Free cancellation until Tuesday 1 January at 15:00')).toBeTruthy();
    const populate = calls[0]!.url.searchParams.getAll('populate[]').join(',');
    expect(populate).toContain('class_passes.class_pass_type.class_types');
  });

  test('a membership covering the class type', async () => {
    open({
      memberships: [
        {
          id: 2,
          status: 'active',
          membership_type: { id: 4, name: 'Unlimited', class_types: [3] },
        },
      ],
      class_passes: [
        {
          id: 1,
          classes_left: 8,
          valid_until: '2030-06-01',
          class_pass_type: { id: 9, name: 'Pass', pass_type: 'fixed_count', class_types: [3] },
        },
      ],
    });
    expect(await screen.findByText('Included in your membership (Unlimited)')).toBeTruthy();
  });

  test('nothing that pays for this class type (or an expired pass): the button says Buy access', async () => {
    open({
      memberships: [
        { id: 2, status: 'active', membership_type: { id: 4, name: 'Pilates', class_types: [7] } },
      ],
      class_passes: [
        {
          id: 1,
          classes_left: 8,
          valid_until: '2029-01-01',
          class_pass_type: { id: 9, name: 'Pass', pass_type: 'fixed_count', class_types: [3] },
        },
      ],
    });
    expect(
      await screen.findByText(
        'You have no class pass or membership for this class. Choose Buy access to pick what to buy.',
      ),
    ).toBeTruthy();
    // Issue 26: the button says what it does, not "Book".
    expect(screen.getByRole('button', { name: 'Buy access' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  test('a provider that leaves out class_types: the pass counts unless the server says no access', async () => {
    const pass = {
      id: 1,
      classes_left: 3,
      valid_until: '2030-06-01',
      class_pass_type: { id: 9, name: 'Pass', pass_type: 'fixed_count' },
    };
    open({ class_passes: [pass] });
    expect(await screen.findByText('Uses 1 class of your Pass (2 left)')).toBeTruthy();
  });

  test('the server saying this customer cannot sign up means nothing pays', async () => {
    const pass = {
      id: 1,
      classes_left: 3,
      valid_until: '2030-06-01',
      class_pass_type: { id: 9, name: 'Pass', pass_type: 'fixed_count', class_types: [3] },
    };
    open({ class_passes: [pass] }, true, { user_can_sign_up_for_class: false });
    expect(await screen.findByText(/^You have no class pass or membership/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy access' })).toBeTruthy();
  });

  test('a visitor sees the deadline but no cost, and nothing is fetched for them', () => {
    const calls = open({}, false);
    expect(screen.getByText('Free cancellation until Tuesday 1 January at 15:00')).toBeTruthy();
    expect(screen.queryByText(/Uses|Included|no class pass/)).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/users'))).toHaveLength(0);
  });

  test('Danish deadline within the week names the weekday, in Copenhagen time', () => {
    const now = Date.UTC(2029, 11, 30, 9, 0);
    expect(formatDeadline(new Date(Number(deadline)), 'da', now)).toEqual({
      day: 'tirsdag',
      time: '15:00',
    });
  });
});
