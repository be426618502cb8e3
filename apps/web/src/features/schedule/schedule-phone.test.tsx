import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeClass } from '../../entities/class/testing/class-fixture.ts';
import { mockFetch } from '../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../shared/testing/render-with-app.tsx';
import { Component as SchedulePage } from './schedule-page.tsx';
import { loadScheduleParts } from './testing/load-schedule-parts.ts';

// The page imports these after its week has shown, maybe after a test has ended.
beforeAll(loadScheduleParts);

// Today is Wednesday 25 November 2026; the week has classes on Tuesday and Friday only.
const week = [
  makeClass({ id: 1, date: '2026-11-24' }),
  makeClass({ id: 2, date: '2026-11-27', start_time: '18:00', end_time: '19:00' }),
];

const strip = () => screen.findByRole('group', { name: 'Choose a day' });
const day = async (name: RegExp) => within(await strip()).getByRole('button', { name });

// Put back after each test as it was (jsdom has none: undefined).
const jsdomScrollIntoView = Element.prototype.scrollIntoView;

/**
 * A phone's layout, which jsdom has not: the strip shows (an offsetParent) and scrolling a day's
 * section into view is recorded by the section's heading id.
 */
function watchScrolling() {
  const scrolled: string[] = [];
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.getAttribute('aria-labelledby') ?? '');
  });
  return scrolled;
}

describe('the phone schedule', () => {
  beforeEach(() => {
    // A phone: narrower than the schedule's 768 px breakpoint.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    mockFetch({
      'GET /classes': (_body: unknown, url: URL) => ({
        responseType: 'classes',
        populate: [],
        classes: url.searchParams.get('startDate') === '2026-11-23' ? week : [],
      }),
      'GET /users': [{ id: 5, first_name: 'Mia', last_name: 'Holm' }],
      'GET /class-types': [{ id: 3, name: 'Hatha', color: '#12169C' }],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
    Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
  });

  test('the strip shows the week, marks today, dims days without classes and opens today', async () => {
    renderWithApp(<SchedulePage />);
    const buttons = within(await strip()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.slice(0, 5))).toEqual([
      'Mon23',
      'Tue24',
      'Wed25',
      'Thu26',
      'Fri27',
      'Sat28',
      'Sun29',
    ]);
    const today = await day(/^Wed/);
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(today.textContent).toContain('Today');
    expect(today.className).toContain('is-today');
    expect((await day(/^Tue/)).className).not.toContain('is-empty');
    expect((await day(/^Thu/)).className).toContain('is-empty');
    expect((await day(/^Thu/)).textContent).toContain('No classes');
    const shown = screen.getAllByRole('region').filter((r) => r.className.includes('is-chosen'));
    expect(shown.map((r) => r.getAttribute('aria-labelledby'))).toEqual(['day-2026-11-25']);
    // Every day stays listed: a class anywhere in the week is found on a phone too.
    const days = screen.getAllByRole('region').filter((r) => r.className.includes('day-column'));
    expect(days).toHaveLength(7);
  });

  test('choosing a day marks that day, an empty one too, and puts it in the URL', async () => {
    const { router } = renderWithApp(<SchedulePage />);
    await userEvent.click(await day(/^Fri/));
    await waitFor(() => expect(router.state.location.search).toContain('week=2026-11-27'));
    expect((await day(/^Fri/)).getAttribute('aria-pressed')).toBe('true');
    const friday = screen.getByRole('region', { name: /Friday/ });
    expect(friday.className).toContain('is-chosen');
    expect(within(friday).getByRole('button', { name: /^18:00/ })).toBeTruthy();
    await userEvent.click(await day(/^Thu/));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /Thursday/ }).className).toContain('is-chosen'),
    );
  });

  test('the week opens at today, and every day of the strip brings its day up, today too', async () => {
    const scrolled = watchScrolling();
    renderWithApp(<SchedulePage />);
    // Issue 26: on a Wednesday the list opens at Wednesday, not at Monday's ended classes.
    await waitFor(() => expect(scrolled).toEqual(['day-2026-11-25']));
    const today = await day(/^Wed/);
    expect(today.getAttribute('aria-current')).toBe('date');
    expect((await day(/^Fri/)).getAttribute('aria-current')).toBeNull();
    // The customer scrolls away and taps "today": it comes back, although it is already chosen.
    await userEvent.click(today);
    expect(scrolled).toEqual(['day-2026-11-25', 'day-2026-11-25']);
    await userEvent.click(await day(/^Fri/));
    await userEvent.click(await day(/^Fri/));
    expect(scrolled.slice(2)).toEqual(['day-2026-11-27', 'day-2026-11-27']);
    // The keyboard: Enter and Space on a day do what a tap does.
    (await day(/^Tue/)).focus();
    await userEvent.keyboard('{Enter}');
    (await day(/^Sun/)).focus();
    await userEvent.keyboard(' ');
    expect(scrolled.slice(4)).toEqual(['day-2026-11-24', 'day-2026-11-29']);
    expect((await day(/^Sun/)).getAttribute('aria-pressed')).toBe('true');
  });

  test('a week that opens at its Monday stays at its top', async () => {
    const scrolled = watchScrolling();
    renderWithApp(<SchedulePage />, { route: '/schedule?week=2026-11-30' });
    expect((await day(/^Mon/)).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('region', { name: /Monday/ });
    expect(scrolled).toEqual([]);
  });

  test('a date from the picker opens that day, not the Monday of its week', async () => {
    renderWithApp(<SchedulePage />, { route: '/schedule?week=2026-12-03' });
    const thursday = await day(/^Thu/);
    expect(thursday.getAttribute('aria-pressed')).toBe('true');
    expect((await day(/^Mon/)).getAttribute('aria-pressed')).toBe('false');
  });

  test('the Filters button counts the active filters and opens them', async () => {
    renderWithApp(<SchedulePage />, { route: '/schedule?teacher=5&sessionType=private' });
    const button = await screen.findByRole('button', { name: /^Filters/ });
    expect(button.textContent).toContain('2 filters chosen');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('combobox', { name: 'Teacher' })).toBeTruthy();
  });

  test('on a wide screen the filters are open and need no button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithApp(<SchedulePage />);
    expect(await screen.findByRole('combobox', { name: 'Type' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  test('without filters the button shows no count', async () => {
    renderWithApp(<SchedulePage />);
    const button = await screen.findByRole('button', { name: /^Filters/ });
    expect(button.textContent).toBe('Filters');
  });
});
