import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { bookedClass, makeClass } from '../../entities/class/testing/class-fixture.ts';
import { mockFetch, type Call } from '../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../shared/testing/render-with-app.tsx';
import { Component as SchedulePage } from './schedule-page.tsx';
import { forgetRefusedPopulateKeys } from '../../shared/api/refused-populate.ts';
import { referenceClasses } from '../../entities/class/testing/reference-classes.ts';
import { loadScheduleParts } from './testing/load-schedule-parts.ts';

// The page imports these after its week has shown, maybe after a test has ended.
beforeAll(loadScheduleParts);

const classesAnswer = (url: URL) => ({
  responseType: 'classes',
  populate: [],
  classes:
    url.searchParams.get('startDate') === '2026-11-23'
      ? [
          makeClass({ id: 1, date: '2026-11-24' }),
          bookedClass(2, { id: 2, date: '2026-11-24', start_time: '06:00', end_time: '07:00' }),
          makeClass({ id: 3, date: '2026-11-26', cancelled: true }),
        ]
      : [],
});

describe('schedule page', () => {
  let calls: Call[];
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    calls = mockFetch({
      'GET /classes': (_body: unknown, url: URL) => classesAnswer(url),
      'GET /users': [{ id: 5, first_name: 'Mia', last_name: 'Holm' }],
      'GET /class-types': [{ id: 3, name: 'Hatha', color: '#12169C' }],
    }).calls;
  });
  afterEach(() => vi.useRealTimers());

  test('shows the current week from Monday, sorted per day, with filters in the query', async () => {
    renderWithApp(<SchedulePage />, { route: '/schedule?week=2026-11-01' });
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    const cards = within(tuesday).getAllByRole('button');
    expect(cards.map((card) => card.textContent?.slice(0, 11))).toEqual([
      '06:00–07:00',
      '07:00–08:15',
    ]);
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(
      within(screen.getByRole('region', { name: /Monday/ })).getByText('No classes'),
    ).toBeTruthy();
    const request = calls.find((c) => c.path === '/classes')!.url.searchParams;
    expect(request.get('startDate')).toBe('2026-11-23');
    expect(request.get('endDate')).toBe('2026-11-29');
    expect(request.get('sessionType')).toBe('group');
    expect(request.getAll('populate[]')).toContain('user_can_sign_up_for_class');
    expect(
      (screen.getByRole('button', { name: 'Previous week' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  test('next week and a teacher filter go into the URL and the request', async () => {
    const { router } = renderWithApp(<SchedulePage />);
    await screen.findByRole('region', { name: /Tuesday/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toContain('week=2026-11-30'));
    await screen.findByRole('option', { name: 'Mia Holm' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Teacher' }), '5');
    await waitFor(() => expect(router.state.location.search).toContain('teacher=5'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/classes' && c.url.searchParams.get('teacher') === '5'),
      ).toBe(true),
    );
  });

  test('without events in the calendar the type filter offers no Events', async () => {
    renderWithApp(<SchedulePage />, { route: '/schedule?week=2026-11-01' });
    const type = await screen.findByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(calls.some((c) => c.path === '/event-time-slots')).toBe(true));
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Classes', 'Private sessions']);
    // Shown separately (the default): the classes' week asks for no events.
    expect(
      calls.some((c) => c.path === '/event-time-slots' && c.url.searchParams.has('populate[]')),
    ).toBe(false);
  });

  test('the branch filter shows only with more than one branch', async () => {
    renderWithApp(<SchedulePage />, {
      branches: [
        { id: 1, name: 'Centrum', sort: 0 },
        { id: 2, name: 'Havnen', sort: 1 },
      ],
    });
    expect(await screen.findByRole('combobox', { name: 'Branch' })).toBeTruthy();
  });

  test('closing the class dialog with Escape puts focus back on its card', async () => {
    renderWithApp(<SchedulePage />);
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    const card = within(tuesday).getByRole('button', { name: /^07:00–08:15/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', {}, { timeout: 8000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});

describe('schedule on a provider without the design populate keys (CONTRACT §1.6)', () => {
  beforeEach(() => {
    forgetRefusedPopulateKeys();
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  test('the week shows, with bookings marked, after one 400 and one retry', async () => {
    const { calls } = mockFetch({
      'GET /classes': referenceClasses([
        makeClass({ id: 1, date: '2026-11-24' }),
        bookedClass(2, { id: 2, date: '2026-11-24', start_time: '06:00', end_time: '07:00' }),
      ]),
      'GET /users': [],
      'GET /class-types': [],
    });
    renderWithApp(<SchedulePage />);
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    expect(within(tuesday).getAllByRole('button')).toHaveLength(2);
    expect(tuesday.textContent).toContain('You are booked');
    expect(calls.filter((c) => c.path === '/classes')).toHaveLength(2);
  });
});
