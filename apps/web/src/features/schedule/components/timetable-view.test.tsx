import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { Component as SchedulePage } from '../schedule-page.tsx';
import { loadScheduleParts } from '../testing/load-schedule-parts.ts';

// The page imports these after its week has shown, maybe after a test has ended.
beforeAll(loadScheduleParts);

const room = { id: 7, name: 'The Loft', branch: { id: 2, name: 'Havnegade' } };
const week = [
  makeClass({ id: 1, date: '2026-11-24', start_time: '07:00', end_time: '08:00', room }),
  makeClass({ id: 2, date: '2026-11-24', start_time: '07:30', end_time: '08:30', room }),
  makeClass({ id: 3, date: '2026-11-27', start_time: '18:00', end_time: '19:15', room }),
];

/** A screen as wide as a desktop (`true`) or a phone. */
function screenWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const slotOf = (card: HTMLElement) => card.closest('li')!;
const timetable = { calendar_layout_type: 'timetable', calendar_show_room: true };

describe('timetable layout of the schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    mockFetch({
      'GET /classes': { responseType: 'classes', populate: [], classes: week },
      'GET /users': [],
      'GET /class-types': [],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('places each class in its day column at its start time, overlapping ones side by side', async () => {
    screenWide(true);
    renderWithApp(<SchedulePage />, { settings: timetable });
    const tuesday = await screen.findByRole('region', { name: /Tuesday/ });
    const [seven, half] = within(tuesday).getAllByRole('button');
    expect(seven!.textContent).toContain('07:00–08:00');
    // Seat numbers say what they mean, as on the list's cards (issue 15), not "12/20".
    expect(seven!.textContent).toContain('8 seats left');
    expect(seven!.textContent).not.toContain('/20');
    // The grid starts at 07:00 and ends at 20:00: a row per hour down the side.
    expect(screen.getByText('07:00', { selector: '.timetable-hours span' })).toBeTruthy();
    expect(screen.getByText('19:00', { selector: '.timetable-hours span' })).toBeTruthy();
    expect(screen.queryByText('20:00', { selector: '.timetable-hours span' })).toBeNull();
    expect(slotOf(seven!).style.getPropertyValue('--top')).toBe('0');
    expect(slotOf(half!).style.getPropertyValue('--top')).toBe('30');
    expect(slotOf(half!).style.getPropertyValue('--lane')).toBe('1');
    const friday = screen.getByRole('region', { name: /Friday/ });
    const evening = within(friday).getByRole('button');
    expect(evening.textContent).toContain('18:00–19:15');
    expect(slotOf(evening).style.getPropertyValue('--top')).toBe(String(11 * 60));
    expect(slotOf(evening).style.getPropertyValue('--length')).toBe('75');
    expect(within(screen.getByRole('region', { name: /Monday/ })).queryAllByRole('button')).toEqual(
      [],
    );
  });

  test('shows the room and branch on each class only when the studio says so', async () => {
    screenWide(true);
    const { unmount } = renderWithApp(<SchedulePage />, { settings: timetable });
    const friday = await screen.findByRole('region', { name: /Friday/ });
    expect(within(friday).getByRole('button').textContent).toContain('The Loft, Havnegade');
    unmount();
    renderWithApp(<SchedulePage />, { settings: { ...timetable, calendar_show_room: false } });
    const again = await screen.findByRole('region', { name: /Friday/ });
    expect(within(again).getByRole('button').textContent).not.toContain('The Loft');
  });

  test('a phone shows the day list instead, still with the room', async () => {
    screenWide(false);
    renderWithApp(<SchedulePage />, { settings: timetable });
    const friday = await screen.findByRole('region', { name: /Friday/ });
    expect(within(friday).getByRole('button').textContent).toContain('The Loft, Havnegade');
    expect(document.querySelector('.timetable')).toBeNull();
  });

  test('the list layout stays the default', async () => {
    screenWide(true);
    renderWithApp(<SchedulePage />);
    await screen.findByRole('region', { name: /Friday/ });
    expect(document.querySelector('.timetable')).toBeNull();
    expect(document.querySelector('.week-view')).not.toBeNull();
  });
});
