import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  bookedClass,
  makeClass,
  zeroOneClass,
} from '../../../entities/class/testing/class-fixture.ts';
import { strayDigits } from '../../../shared/testing/stray-text.ts';
import { mockFetch } from '../../../shared/testing/mock-fetch.ts';
import { renderWithApp } from '../../../shared/testing/render-with-app.tsx';
import { MyClassesSection } from './my-classes-section.tsx';
import { UpcomingClassesSection } from './upcoming-classes-section.tsx';
import { forgetRefusedPopulateKeys } from '../../../shared/api/refused-populate.ts';
import { referenceClasses } from '../../../entities/class/testing/reference-classes.ts';

const hathaPicture = { id: 8, filename: 'hatha.jpg' };
const mine = [
  bookedClass(2, {
    id: 21,
    date: '2026-11-26',
    ics_url: '/classes/21/ics?client=1',
    class_type: { id: 3, name: 'Hatha', color: '#12169C', image: hathaPicture },
  }),
  makeClass({
    id: 22,
    date: '2026-11-27',
    class_type: { id: 4, name: 'Yin', color: '#2a7' },
    user_is_signed_up_for_waiting_list: true,
    user_number_on_waiting_list: 3,
    user_waiting_list_signup_id: 555,
    user_can_sign_off_from_waiting_list: true,
  }),
];

function setup(settings: Record<string, unknown> = {}) {
  const { calls } = mockFetch({
    'GET /classes': { responseType: 'classes', populate: [], classes: mine },
    'POST /class-signups/change-count': 'OK',
    'DELETE /class-waiting-list-signups/555': 'OK',
  });
  renderWithApp(<MyClassesSection />, { settings });
  return calls;
}

describe('my classes', () => {
  test('lists bookings and waiting-list places with their details and actions', async () => {
    const calls = setup();
    const hatha = await screen.findByRole('article', { name: 'Hatha' });
    // The class type's picture (issue 26 item 9).
    expect(hatha.querySelector('img')?.getAttribute('src')).toContain('hatha.jpg');
    expect(hatha.textContent).toContain('2 seats');
    expect(hatha.textContent).toContain('Centrum');
    expect(hatha.textContent).toContain('November 26, 2026, 07:00–08:15');
    expect(within(hatha).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/classes/21/ics?client=1',
    );
    const yin = screen.getByRole('article', { name: 'Yin' });
    expect(yin.textContent).toContain('Waiting list #3');
    const request = calls.find((c) => c.path === '/classes')!.url.searchParams;
    expect(request.get('userIsSignedUpOrOnWaitingList')).toBe('42');
    await userEvent.click(within(yin).getByRole('button', { name: 'Leave the waiting list' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    // Announced politely, in the customer's language (issue 15).
    const status = await screen.findByText('You are no longer on the waiting list for Yin');
    expect(status.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
  });

  test('while the bookings load, placeholder cards keep the place, not a spinner (issue 26 item 9)', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({ 'GET /classes': { responseType: 'classes', populate: [], classes: mine } });
    const mocked = globalThis.fetch;
    globalThis.fetch = async (...args) => (await held, mocked(...args));
    renderWithApp(<MyClassesSection />);
    const section = await screen.findByRole('region', { name: 'My classes' });
    const loading = within(section).getByRole('status');
    expect(loading.querySelectorAll('.list-skeleton-card')).toHaveLength(3);
    expect(document.querySelector('.spinner')).toBeNull();
    answer();
    await screen.findByRole('article', { name: 'Hatha' });
    expect(document.querySelector('.list-skeleton')).toBeNull();
  });

  test('change seats: limited by the flags, Save sends the new count', async () => {
    const calls = setup({ customer_can_reserve_multiple_seats_for_class: true });
    const hatha = await screen.findByRole('article', { name: 'Hatha' });
    await userEvent.click(within(hatha).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change number of seats' });
    // Which class, and when: the customer may have several of the same class type.
    expect(dialog.textContent).toContain('November 26, 2026, 07:00–08:15');
    const input = within(dialog).getByRole('textbox', { name: 'Number of seats' });
    // May sign off but not sign up: 0 … the current 2.
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('2');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/class-signups/change-count')?.body).toEqual({
        user: 42,
        class: 21,
        count: 1,
      }),
    );
    expect(await screen.findByText('You now have 1 seat for Hatha')).toBeTruthy();
  });

  test('after cancelling from the list, focus is on the list heading, not the top of the page', async () => {
    let cancelled = false;
    mockFetch({
      'GET /classes': () => ({
        responseType: 'classes',
        populate: [],
        classes: cancelled ? mine.slice(1) : mine,
      }),
      'POST /class-signups/change-count': () => {
        cancelled = true;
        return 'OK';
      },
    });
    renderWithApp(<MyClassesSection />);
    const hatha = await screen.findByRole('article', { name: 'Hatha' });
    await userEvent.click(within(hatha).getByRole('button', { name: 'Cancel booking' }));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: /Yes/ }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hatha' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My classes' })),
    );
  });

  test('Upcoming classes lists the studio’s next classes not booked, apart from My classes (issue 26)', async () => {
    const open = makeClass({ id: 31, date: '2026-11-28', class_type: { id: 5, name: 'Flow' } });
    const full = makeClass({
      id: 32,
      date: '2026-11-29',
      class_type: { id: 6, name: 'Power' },
      class_is_fully_booked: true,
    });
    const { calls } = mockFetch({
      'GET /classes': { responseType: 'classes', populate: [], classes: [...mine, open, full] },
    });
    renderWithApp(<UpcomingClassesSection />);
    expect(
      screen.getByText("The studio's next classes that you have not booked yet."),
    ).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Flow/ });
    expect(link.getAttribute('href')).toBe('/schedule?week=2026-11-28&class=31');
    expect(screen.getByRole('link', { name: /Power/ }).textContent).toContain('Fully booked');
    // The customer's own bookings and waiting-list places are My classes', not listed here.
    expect(screen.queryByRole('link', { name: /Hatha|Yin/ })).toBeNull();
    const request = calls.find((c) => c.path === '/classes')!.url.searchParams;
    expect(request.get('userIsSignedUpOrOnWaitingList')).toBeNull();
  });

  test('a booking with 0/1 booleans from the server shows no stray digit (CONTRACT §1.10)', async () => {
    mockFetch({
      'GET /classes': { responseType: 'classes', populate: [], classes: [zeroOneClass()] },
    });
    renderWithApp(<MyClassesSection />);
    const hatha = await screen.findByRole('article', { name: 'Hatha' });
    expect(strayDigits(hatha)).toEqual([]);
    expect(hatha.textContent).not.toContain('Cancelled');
    expect(within(hatha).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(within(hatha).queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
  });

  test('on a provider without the design populate keys the bookings show and cancel', async () => {
    forgetRefusedPopulateKeys();
    const { calls } = mockFetch({ 'GET /classes': referenceClasses(mine) });
    renderWithApp(<MyClassesSection />);
    const hatha = await screen.findByRole('article', { name: 'Hatha' });
    // Without user_signup_count the seats held are unknown: one, as the booked flag says.
    expect(hatha.textContent).toContain('1 seat');
    expect(within(hatha).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    const yin = screen.getByRole('article', { name: 'Yin' });
    expect(yin.textContent).toContain('Waiting list #3');
    expect(within(yin).getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/classes')).toHaveLength(2);
  });
});
