import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eventFixture, signupFixture } from '../../entities/event/testing/event-fixture.ts';
import { customer, renderRoute } from '../../entities/commerce/testing/render-route.tsx';
import { mockFetch, type Call } from '../../shared/testing/mock-fetch.ts';
import { Component as EventsPage } from './events-page.tsx';

const group = (id: number, name: string, sort: number) => ({
  id,
  client: 1,
  name,
  description: '',
  price: 0,
  color: '#123456',
  sort,
  image: null,
  teachers: [],
  archived: false,
  createdAt: 0,
  updatedAt: 0,
});
const openDay = eventFixture({
  id: 1,
  name: 'Open day',
  price: 0,
  event_group: group(9, 'Trainings', 2),
});
const workshop = eventFixture({
  id: 2,
  name: 'Arm balances',
  price: 450,
  event_group: group(8, 'Workshops', 1),
});
const training = eventFixture({
  id: 3,
  name: 'Teacher training',
  price: 24000,
  seats: 10,
  signup_count: 10,
  installment_payments_enabled: true,
  installments: [
    { date: '1970-01-01', amount: 6000 },
    { date: '2027-01-05', amount: 6000 },
  ],
});

vi.setConfig({ testTimeout: 20_000 });

describe('events page and event dialog', () => {
  let calls: Call[];
  let routes: Record<string, unknown>;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    routes = {
      'GET /events': [training, workshop, openDay],
      'GET /events/1': openDay,
      'GET /events/2': workshop,
      'GET /events/3': { ...training, signup_count: 2 },
      'POST /event-signups': signupFixture(70, 1),
      'GET /event-signups': [signupFixture(69, 2), signupFixture(70, 1)],
      'DELETE /event-signups/70': 'OK',
      'POST /cart-items': {
        id: 1,
        createdAt: 0,
        updatedAt: 0,
        archived: false,
        client: 1,
        user: customer.id,
        item_type: 'event',
        item_id: 2,
        item_count: 2,
        payment_option: null,
        membership_campaign: null,
        use_immediately_after_purchase: null,
        real_user_name: null,
      },
    };
    calls = mockFetch(routes).calls;
  });
  afterEach(() => vi.useRealTimers());

  const open = async (name: string) => {
    const card = await screen.findByRole('article', { name });
    await userEvent.click(within(card).getByRole('button'));
    return screen.findByRole('dialog', { name });
  };

  test('groups by sort, events without a group last, with price, free and full', async () => {
    renderRoute(EventsPage, '/events', '/events');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Workshops', 'Trainings', 'Other events']);
    expect(
      within(screen.getByRole('article', { name: 'Open day' })).getByText('Free'),
    ).toBeTruthy();
    const full = screen.getByRole('article', { name: 'Teacher training' });
    expect(within(full).getByText('Fully booked')).toBeTruthy();
    expect(within(full).getByText('24.000,00 kr')).toBeTruthy();
    const request = calls.find((c) => c.path === '/events')!.url.searchParams;
    expect(request.get('startDate')).toBe('2026-11-25');
  });

  test('a free event: Sign up posts the customer and shows the success dialog', async () => {
    const { router } = renderRoute(EventsPage, '/events', '/events');
    const dialog = await open('Open day');
    expect(router.state.location.search).toBe('?event=1');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign up' }));
    const success = await screen.findByRole('alertdialog', { name: 'You are signed up' });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ user: customer.id, event: 1 });
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test.each([
    ['E_EVENT_IS_FULL', 'Sorry, this event is fully booked.'],
    ['E_USER_IS_ALREADY_SIGNED_UP_FOR_EVENT', 'You are already signed up for this event.'],
  ])('%s gets its alert and the events are fetched again', async (code, text) => {
    routes['POST /event-signups'] = code;
    const { calls: seen } = mockFetch(routes);
    renderRoute(EventsPage, '/events', '/events');
    const dialog = await open('Open day');
    const before = seen.filter((c) => c.path === '/events').length;
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(text)).toBeTruthy();
    await waitFor(() =>
      expect(seen.filter((c) => c.path === '/events').length).toBeGreaterThan(before),
    );
  });

  test('signed up for a free event: cancel finds the signup and deletes it', async () => {
    routes['GET /events/1'] = { ...openDay, user_is_signed_up_for_event: true };
    const { calls: seen } = mockFetch(routes);
    renderRoute(EventsPage, '/events', '/events?event=1');
    const dialog = await screen.findByRole('dialog', { name: 'Open day' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel signup' }));
    await screen.findByText('Your signup for Open day is cancelled.');
    expect(seen.some((c) => c.method === 'DELETE' && c.path === '/event-signups/70')).toBe(true);
  });

  test('a paid event with several seats: the typed count goes into the cart, then Checkout', async () => {
    const { router } = renderRoute(EventsPage, '/events', '/events?event=2', {
      settings: { customer_can_buy_multiple_seats_for_event: true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Arm balances' });
    const seats = await within(dialog).findByRole('textbox', { name: 'Number of seats' });
    await userEvent.clear(seats);
    await userEvent.type(seats, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const post = calls.find((c) => c.path === '/cart-items')!;
    expect(post.body).toMatchObject({ item_type: 'event', item_id: 2, item_count: 2 });
    expect(post.url.searchParams.get('destroyOthers')).toBe('1');
  });

  test('an installment event shows its plan and buys the first installment', async () => {
    const { router } = renderRoute(EventsPage, '/events', '/events?event=3');
    const dialog = await screen.findByRole('dialog', { name: 'Teacher training' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'See the installments' }),
    );
    const plan = await screen.findByRole('dialog', { name: 'Paying in installments' });
    const rows = within(plan).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('At signup');
    expect(rows[2]!.textContent).toContain('January 5, 2027');
    expect(rows[2]!.textContent).toContain('6.000,00 kr');
    await userEvent.click(within(plan).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay in installments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(calls.find((c) => c.path === '/cart-items')!.body).toMatchObject({
      item_type: 'event_first_installment',
      item_id: 3,
      item_count: 1,
    });
  });

  test('a visitor is sent to log in with the event as the item', async () => {
    const { router } = renderRoute(EventsPage, '/events', '/events?event=1', { loggedIn: false });
    const dialog = await screen.findByRole('dialog', { name: 'Open day' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Log in to sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/login-with-cart\//));
    expect(JSON.parse(decodeURIComponent(router.state.location.pathname.split('/')[2]!))).toEqual({
      itemType: 'event',
      itemId: 1,
      itemCount: 1,
    });
  });

  test('a full event answers Buy with the fully booked alert and puts nothing in the cart', async () => {
    routes['GET /events/2'] = { ...workshop, signup_count: 10 };
    const { calls: seen } = mockFetch(routes);
    renderRoute(EventsPage, '/events', '/events?event=2');
    const dialog = await screen.findByRole('dialog', { name: 'Arm balances' });
    expect(await within(dialog).findByText('Fully booked')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Sorry, this event is fully booked.')).toBeTruthy();
    expect(seen.some((c) => c.path === '/cart-items')).toBe(false);
  });

  test('a started event shows that it has started and offers nothing', async () => {
    routes['GET /events/2'] = { ...workshop, start_date: '2026-11-20' };
    mockFetch(routes);
    renderRoute(EventsPage, '/events', '/events?event=2');
    const dialog = await screen.findByRole('dialog', { name: 'Arm balances' });
    expect(await within(dialog).findByText('Has started')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});
