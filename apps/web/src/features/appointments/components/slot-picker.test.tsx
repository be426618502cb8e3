import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { NOW, appointmentApi } from '../testing/appointment-fixtures.ts';
import {
  chooseSlotAndContinue,
  offeredTimes,
  pickDay,
  popup,
  renderPopup,
} from '../testing/render-popup.tsx';

beforeEach(() => void vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true }));
afterEach(() => void vi.useRealTimers());

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

test('one branch: no branch step; today offers later times only, each once, sorted', async () => {
  const { calls } = appointmentApi({}, true);
  renderPopup();
  await popup();
  expect((await screen.findByLabelText('Service')) as HTMLSelectElement).toHaveProperty(
    'value',
    '4',
  );
  expect(screen.queryByLabelText('Branch')).toBeNull();
  expect(optionsOf('Teacher')).toEqual(['Any teacher', 'Lars Berg', 'Mia Holm']);

  await pickDay(25);
  // 10:00 has passed, 11:00 starts now, 13:00 is free with both teachers.
  await waitFor(() => expect(offeredTimes()).toEqual(['13:00']));
  await pickDay(26);
  await waitFor(() => expect(offeredTimes()).toEqual(['09:00', '14:00']));

  const month = calls.find((call) => call.path === '/appointment-available-timeslots')!;
  expect(Object.fromEntries(month.url.searchParams)).toEqual({
    start_date: '2026-11-25',
    end_date: '2026-11-30',
    appointment_type_id: '4',
  });
});

test('two branches: "any branch" first, and a branch narrows the teachers and the times', async () => {
  const { calls } = appointmentApi();
  renderPopup();
  await popup();
  expect(optionsOf('Branch')).toEqual(['Any branch', 'Centrum', 'Vesterbro']);
  await userEvent.selectOptions(screen.getByLabelText('Branch'), 'Vesterbro');
  expect(optionsOf('Teacher')).toEqual(['Any teacher', 'Mia Holm']);
  await waitFor(() =>
    expect(
      calls.some(
        (call) =>
          call.path === '/appointment-available-timeslots' &&
          call.url.searchParams.get('branch_id') === '2',
      ),
    ).toBe(true),
  );
  await userEvent.selectOptions(screen.getByLabelText('Teacher'), 'Mia Holm');
  await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('teacher_id')).toBe('5'));
});

test('a day without free times cannot be chosen', async () => {
  appointmentApi({}, true);
  renderPopup();
  await popup();
  const grid = await screen.findByRole('grid');
  await waitFor(() =>
    expect(
      within(grid)
        .getByRole('button', { name: /26 November/ })
        .getAttribute('aria-disabled'),
    ).toBeNull(),
  );
  const empty = within(grid).getByRole('button', { name: /28 November/ });
  expect(empty.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(empty);
  expect(screen.queryByRole('radiogroup')).toBeNull();
});

test('Continue without a time says to choose one; with a time it goes on', async () => {
  appointmentApi({}, true);
  renderPopup();
  const dialog = await popup();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose a time');
  await pickDay(25);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose a time');
  await userEvent.click(screen.getByRole('radio', { name: '13:00' }));
  expect(within(dialog).queryByRole('alert')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const confirm = await screen.findByRole('dialog', { name: 'You are about to book' });
  // "Any teacher" books the first free slot at 13:00: Lars's.
  expect(confirm.textContent).toContain('Lars Berg');
  expect(confirm.textContent).toContain('13:00–14:00');
  expect(confirm.textContent).toContain('650,00 kr');
});

test('a visitor goes to log in with the chosen slot, to come back to it', async () => {
  appointmentApi({}, true);
  const { router } = renderPopup({ loggedIn: false });
  await popup();
  await pickDay(25);
  await userEvent.click(await screen.findByRole('radio', { name: '13:00' }));
  await userEvent.click(screen.getByRole('button', { name: 'Log in to book' }));
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/login-with-cart\//));
  const json = decodeURIComponent(router.state.location.pathname.split('/')[2]!);
  expect(JSON.parse(json)).toEqual({
    itemType: 'appointment',
    itemId: 4,
    itemCount: 1,
    date: '2026-11-25',
    appointment_type_id: 4,
    teacher_id: 6,
    start_time: '13:00',
    branch_id: 1,
  });
});

test('back from the confirm step keeps every choice', async () => {
  appointmentApi({}, true);
  renderPopup();
  const confirm = await chooseSlotAndContinue();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
  await popup();
  expect(screen.getByRole('radio', { name: '13:00' })).toHaveProperty('checked', true);
});
