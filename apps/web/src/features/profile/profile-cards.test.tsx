import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ClassSeriesList } from '@studio/contract/catalogue';
import { ClassSignup } from '@studio/contract/class-signups';
import { Membership } from '@studio/contract/memberships';
import { renderApp } from '../../app/testing/render-app.tsx';
import { copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { activityRange } from './lib/activity.ts';

const seriesType = (name: string, allow_cancel_individual_signups: boolean) => ({
  id: name.length,
  client_id: 1,
  name,
  description: '',
  image_id: null,
  price: 900,
  current_price: 900,
  valid_until: '2099-07-01',
  allow_cancel_individual_signups,
  classes: [],
  classes_livestream: [],
  is_available_for_purchase: true,
  has_started: true,
  number_of_remaining_classes_and_livestream_classes: 4,
  fully_booked_remaining_classes: [],
  customer_has_class_series_type: true,
  customer_can_buy_class_series_type: false,
  archived: false,
});
const series = (
  id: number,
  type: ReturnType<typeof seriesType>,
  classes_left: number,
  valid_until: string,
) => ({
  id,
  user_id: 42,
  class_series_type_id: type.id,
  class_series_type: type,
  classes_left,
  valid_until,
  order_id: null,
  createdAt: 0,
  archived: false,
});

/** A signup of customer 42 for a class on `date` (style A, class populated). */
const signup = (id: number, date: string) =>
  ClassSignup.parse({
    id,
    client: 1,
    user: 42,
    class: {
      id: 800 + id,
      date,
      start_time: '07:00',
      end_time: '08:00',
      class_type: { id: 1, name: 'Hatha' },
    },
    used_membership: 17,
    used_class_pass: null,
    class_pass_seat_spent: false,
    cancelled_at: 0,
    count: 1,
  });

/** The user's `memberships` populate with `membership_type`, `payment_option`, `next_payment`. */
const membershipBody = (extra: Record<string, unknown> = {}) =>
  Membership.parse({
    id: 17,
    status: 'active',
    paid_until: '2099-06-04',
    cancelled_from_date: null,
    status_text: 'Active',
    membership_type: { id: 6, name: 'Unlimited yoga' },
    payment_option: {
      id: 14,
      name: '1 month',
      number_of_months_payment_covers: 1,
      payment_amount: 499,
      for_sale: true,
    },
    next_payment: { date: '2099-06-05', amount: 499 },
    ...extra,
  });

function api(settings: Record<string, unknown> = {}, dates: string[] = []) {
  return fakeApi({
    'GET /clients/current': () => studioBody(settings),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () =>
      userBody({
        memberships: [
          membershipBody(),
          membershipBody({ id: 18, status: 'ended', membership_type: { id: 7, name: 'Old one' } }),
        ],
      }),
    'GET /class-series': () =>
      ClassSeriesList.parse([
        series(1, seriesType('Beginners course', true), 3, '2099-07-01'),
        series(2, seriesType('Locked course', false), 3, '2099-07-01'),
        series(3, seriesType('Finished course', true), 0, '2099-07-01'),
        series(4, seriesType('Expired course', true), 2, '2001-07-01'),
      ]),
    'GET /class-signups': () => dates.map((date, index) => signup(index + 1, date)),
  });
}

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });

test('My membership links to its page with the next payment; ended ones are hidden', async () => {
  api({ frontend_myprofile_show_myactivity: false });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const memberships = within(await card('My membership'));
  expect(memberships.getByRole('link', { name: 'Unlimited yoga' }).getAttribute('href')).toBe(
    '/membership/17',
  );
  expect(memberships.getByText('Next payment June 5, 2099')).toBeTruthy();
  expect(memberships.getByText('Active')).toBeTruthy();
  expect(memberships.queryByText('Old one')).toBeNull();
});

test('My class series shows only series that can be cancelled one by one, valid, with classes left', async () => {
  const calls = api({ frontend_myprofile_show_myactivity: false });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const box = within(await card('My class series'));
  expect(box.getByText('Beginners course')).toBeTruthy();
  expect(box.getByText('3 classes left')).toBeTruthy();
  for (const hidden of ['Locked course', 'Finished course', 'Expired course'])
    expect(box.queryByText(hidden)).toBeNull();
  const call = calls.find((c) => c.path === '/class-series')!;
  expect(call.url.searchParams.get('user')).toBe('42');
  expect(call.url.searchParams.getAll('populate[]')).toEqual(['class_series_type']);
  expect(screen.queryByRole('region', { name: 'My activity' })).toBeNull();
  expect(calls.some((c) => c.path === '/class-signups')).toBe(false);
});

test('My activity charts classes attended per month over the last 12 months', async () => {
  const today = copenhagenToday();
  const { startDate, endDate } = activityRange(today);
  const thisMonth = today.slice(0, 7);
  const calls = api({ frontend_myprofile_show_myactivity: true }, [
    startDate,
    `${thisMonth}-01`,
    today,
    endDate > today ? endDate : today, // a booked class later this month is not attended yet
  ]);
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const activity = within(await card('My activity'));

  const expected = endDate > today ? 3 : 4;
  expect(
    activity.getByRole('img', {
      name: `Classes attended per month over the last 12 months: ${expected} classes in all`,
    }),
  ).toBeTruthy();
  const table = activity.getByRole('table', { name: 'Classes attended per month' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(12);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
  expect(rows[0]!.textContent).toBe(`${monthName(startDate.slice(0, 7))}1`);
  expect(rows[11]!.textContent).toBe(`${monthName(thisMonth)}${expected - 1}`);

  const call = calls.find((c) => c.path === '/class-signups')!;
  expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
    user: '42',
    startDate,
    endDate,
  });
  expect(call.url.searchParams.getAll('populate[]')).toEqual(['class', 'class.class_type']);
});

test('a new customer with no class attended gets a friendly line, not an empty chart (issue 26)', async () => {
  api({ frontend_myprofile_show_myactivity: true }, []);
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const activity = within(await card('My activity'));
  expect(await activity.findByText(/No classes attended yet/)).toBeTruthy();
  expect(activity.queryByRole('img')).toBeNull();
  expect(activity.getByRole('link', { name: 'Find a class' }).getAttribute('href')).toBe(
    '/schedule',
  );
});

test('My info shows the profile picture at 80×80 through the image host', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody({ frontend_myprofile_show_myactivity: false }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody({ image: { id: 5, filename: 'anna-face.jpg' } }),
    'GET /class-series': () => [],
    'GET /class-signups': () => [],
  });
  await renderApp('/my-profile', { token: 'jwt-anna' });
  const info = within(await card('My info'));
  expect(info.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
    '/image-files/anna-face.jpg?w=80&h=80&fit=crop',
  );
});
