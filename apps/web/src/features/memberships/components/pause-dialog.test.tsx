import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';
import { membershipBody, pauseBody } from '../testing/membership-fixtures.ts';
import { pauseProblem } from './pause-dialog.tsx';

test('pause dates: both needed, end on or after start, at most the studio maximum', () => {
  expect(pauseProblem('', null, false, 90)).toBe('pause_dates_required');
  expect(pauseProblem('2099-07-01', null, false, 90)).toBe('pause_dates_required');
  expect(pauseProblem('2099-07-01', null, true, 90)).toBeNull();
  expect(pauseProblem('2099-07-01', '2099-06-30', false, 90)).toBe('pause_end_before_start');
  expect(pauseProblem('2099-07-01', '2099-09-29', false, 90)).toBeNull();
  expect(pauseProblem('2099-07-01', '2099-09-30', false, 90)).toBe('pause_too_long');
});

// react-aria's date segment collapses the selection on `selectionchange`; happy-dom fires
// `selectionchange` from `collapse` again, which recurses until the stack overflows. Browsers do
// not, so the test keeps the selection where it is.
beforeAll(() => {
  vi.spyOn(window.Selection.prototype, 'collapse').mockImplementation(() => undefined);
});

/** Types a date into a react-aria date field (en-GB order: day, month, year). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, date: string) {
  const [year, month, day] = date.split('-');
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(`${day}${month}${year}`);
}

test('a customer pauses the membership and sees the dates; a refusal shows in the dialog', async () => {
  let refuse = true;
  const state = { membership: membershipBody({ customer_can_pause_membership: true }) };
  const calls = fakeApi({
    'GET /clients/current': () =>
      studioBody({ payment_service_provider: 'test', membership_pause_max_days_per_pause: 60 }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /memberships': () => state.membership,
    'POST /membership-pauses': () => {
      if (refuse) {
        refuse = false;
        return {
          error: {
            type: 'membershipNumberOfPausesLimitReached',
            localized_title: 'Pause limit',
            localized_message: 'You have used all your pauses for this year.',
          },
        };
      }
      const pause = pauseBody({ start_date: '2099-07-01', end_date: '2099-08-01' });
      state.membership = membershipBody({
        upcoming_membership_pause: pause,
        current_or_upcoming_membership_pause: pause,
      });
      return pause;
    },
  });
  await renderApp('/membership/17', { token: 'jwt-anna' });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Pause membership' }, { timeout: 8000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Pause your membership' });
  expect(within(dialog).getByText('A pause can last at most 60 days.')).toBeTruthy();

  await typeDate(user, 'First day of the pause', '2099-07-01');
  await typeDate(user, 'The membership runs again on', '2099-10-01');
  await user.click(within(dialog).getByRole('button', { name: 'Pause membership' }));
  expect(within(dialog).getByText('The pause is longer than 60 days.')).toBeTruthy();
  expect(calls.some((c) => c.path === '/membership-pauses')).toBe(false);

  await typeDate(user, 'The membership runs again on', '2099-08-01');
  await user.click(within(dialog).getByRole('button', { name: 'Pause membership' }));
  expect(
    await within(dialog).findByText('You have used all your pauses for this year.'),
  ).toBeTruthy();

  await user.click(within(dialog).getByRole('button', { name: 'Pause membership' }));
  expect(await screen.findByText('Your pause is scheduled')).toBeTruthy();
  expect(calls.filter((c) => c.path === '/membership-pauses').map((c) => c.body)).toEqual([
    { membership: 17, start_date: '2099-07-01', end_date: '2099-08-01' },
    { membership: 17, start_date: '2099-07-01', end_date: '2099-08-01' },
  ]);
  const table = await screen.findByRole('region', { name: 'Scheduled pause' });
  expect(within(table).getByRole('row', { name: 'July 1, 2099 August 1, 2099' })).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
}, 15_000); // the whole app in jsdom and typing: a few seconds, more on a busy machine
