import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { eventFixture, slotFixture } from '../../../entities/event/testing/event-fixture.ts';
import { mockFetch, type Call } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { Component as SchedulePage } from '../schedule-page.tsx';
import { loadScheduleParts } from '../testing/load-schedule-parts.ts';

// The page imports these after its week has shown, maybe after a test has ended.
beforeAll(loadScheduleParts);

const openDay = eventFixture({ id: 7, name: 'Open day', price: 0 });

describe('events in the schedule', () => {
  let calls: Call[];
  let slotsAnswer: () => unknown;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    slotsAnswer = () => [
      slotFixture(openDay, {
        date: '2026-11-24',
        start_time: '06:30',
        end_time: '09:00',
        user_is_signed_up_for_event: true,
      }),
    ];
    calls = mockFetch({
      'GET /classes': {
        responseType: 'classes',
        populate: [],
        classes: [makeClass({ id: 1, date: '2026-11-24' })],
      },
      'GET /event-time-slots': () => slotsAnswer(),
      'GET /events/7': { ...openDay, user_is_signed_up_for_event: true },
      'GET /users': [],
      'GET /class-types': [],
    }).calls;
  });
  afterEach(() => vi.useRealTimers());

  test('together: the events sit among the classes of their day, by time, marked as events', async () => {
    renderWithApp(<SchedulePage />, {
      route: '/schedule?week=2026-11-23',
      settings: { calendar_show_classes_and_events_separately_or_together: 'together' },
    });
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    await within(tuesday).findByText('Open day');
    const cards = within(tuesday).getAllByRole('button');
    expect(cards.map((card) => card.textContent?.slice(0, 11))).toEqual([
      '06:30–09:00',
      '07:00–08:15',
    ]);
    expect(cards[0]!.textContent).toContain('Event');
    expect(cards[0]!.textContent).toContain('You are signed up');
    const request = calls.find((c) => c.path === '/event-time-slots')!.url.searchParams;
    expect(request.get('startDate')).toBe('2026-11-23');
    expect(request.get('endDate')).toBe('2026-11-29');
    expect(request.get('onlyEventsVisibleInCalendar')).toBe('1');
    expect(request.getAll('populate[]')).toContain('user_is_signed_up_for_event');
    // Only together mode offers no "Events" choice: they are in the week already.
    const type = await screen.findByRole('combobox', { name: 'Type' });
    expect(within(type).queryByRole('option', { name: 'Events' })).toBeNull();
  });

  test('separately: "Events" is a type of its own, with no classes, and a card opens the dialog', async () => {
    const { router } = renderWithApp(<SchedulePage />, { route: '/schedule?week=2026-11-23' });
    const type = await screen.findByRole('combobox', { name: 'Type' });
    await within(type).findByRole('option', { name: 'Events' });
    // The classes' week has no events in it.
    expect(screen.queryByText('Open day')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Class type' })).toBeTruthy();
    await userEvent.selectOptions(type, 'event');
    // Events have no class type to filter by.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Class type' })).toBeNull());
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    const card = await within(tuesday).findByRole('button', { name: /Open day/ });
    expect(within(tuesday).queryByText(/07:00/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /Monday/ })).getByText('No events'),
    ).toBeTruthy();
    await userEvent.click(card);
    await waitFor(() => expect(router.state.location.search).toContain('event=7'));
    const dialog = await screen.findByRole('dialog', { name: 'Open day' });
    expect(await within(dialog).findByRole('button', { name: 'Cancel signup' })).toBeTruthy();
  });

  test('the classes show even when the events cannot be fetched', async () => {
    slotsAnswer = () => new Response('"boom"', { status: 500 });
    renderWithApp(<SchedulePage />, {
      route: '/schedule?week=2026-11-23',
      settings: { calendar_show_classes_and_events_separately_or_together: 'together' },
    });
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    expect(await within(tuesday).findByText(/07:00/)).toBeTruthy();
    expect(screen.queryByText(/could not load/i)).toBeNull();
  });
});
