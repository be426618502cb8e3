import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { fakeApi, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { membershipDetailPopulate } from '@studio/contract/memberships';
import { feeBody, membershipBody, orderBody, pauseBody } from './testing/membership-fixtures.ts';

/** A server holding one membership; `answers` overrides single routes. */
function api(
  membership: Record<string, unknown>,
  settings: Record<string, unknown> = {},
  answers: Record<string, (request: { body: unknown }) => unknown> = {},
) {
  const state = { membership: membershipBody(membership) };
  const calls = fakeApi({
    'GET /clients/current': () => studioBody({ payment_service_provider: 'test', ...settings }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /memberships': () => state.membership,
    ...answers,
  });
  return { calls, state };
}

const open = async (path = '/membership/17') => {
  await renderApp(path, { token: 'jwt-anna' });
  return screen.findByRole('heading', { level: 1, name: 'Unlimited yoga' }, { timeout: 8000 });
};
const section = (name: string) => screen.getByRole('region', { name });

test('the page asks with the contract detail call and shows every block of the membership', async () => {
  const { calls } = api({
    membership_campaign: { id: 2, name: 'Summer offer', reduced_price: 99 },
    membership_campaign_number_of_reduced_payments_left: 2,
    discount_code: { id: 5, name: 'FRIEND' },
    discount_code_applies_to_limited_number_of_payments: true,
    discount_code_number_of_reduced_payments_left: 3,
    pending_no_show_fees: [feeBody()],
    orders: [
      orderBody(950, 1300, 0, Date.UTC(2099, 5, 5, 6)),
      orderBody(900, 1201, Date.UTC(2099, 4, 5, 6), 0),
    ],
  });
  await open();

  const call = calls.find((c) => c.path === '/memberships')!;
  expect(call.url.searchParams.get('id')).toBe('17');
  expect(call.url.searchParams.get('user')).toBe('42');
  expect(call.url.searchParams.getAll('populate[]')).toEqual(membershipDetailPopulate);

  expect(screen.getByText(/Campaign: Summer offer/)).toBeTruthy();
  expect(screen.getByText(/2 more payments at the campaign price/)).toBeTruthy();
  expect(
    screen.getByText(/Discount code: FRIEND · The discount applies to 3 more payments/),
  ).toBeTruthy();
  expect(within(section('Next payment')).getByText('499,00 kr on June 5, 2099')).toBeTruthy();

  const fees = within(section('Fees to be paid with the next payment'));
  expect(
    fees.getByRole('row', { name: /May 13, 2099 07:00 Hatha Late cancellation 30,00 kr/ }),
  ).toBeTruthy();

  const payment = within(section('Payment'));
  expect(payment.getByText('Visa/Dankort')).toBeTruthy();
  expect(payment.getByText('4571 •••• 0000')).toBeTruthy();
  expect(payment.getByRole('link', { name: 'Change card' }).getAttribute('href')).toBe(
    '/start-change-membership-credit-card/17',
  );
  expect(payment.queryByRole('button', { name: 'Retry payment' })).toBeNull();

  const rows = within(section('Previous payments')).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '1300June 5, 2099499,00 krDeclined',
    '1201May 5, 2099499,00 krPaidReceipt',
  ]);
  expect(
    screen.getByRole('link', { name: 'Receipt for invoice 1201' }).getAttribute('href'),
  ).toMatch(/\/orders\/900\/pdf-receipt\?receiptToken=tok900$/);
});

test('a customer stops the membership after the warning, sees when it ends, and resubmits it', async () => {
  const { calls, state } = api(
    {},
    {},
    {
      'PUT /memberships/17': ({ body }) => {
        const stopped = (body as { status: string }).status === 'cancelled_running';
        state.membership = membershipBody(
          stopped
            ? {
                status: 'cancelled_running',
                cancelled_from_date: '2099-07-05',
                next_payment: { date: '2099-06-05', amount: 499 },
              }
            : {},
        );
        return 'OK';
      },
    },
  );
  await open();
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Stop membership' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Stop your membership?' });
  expect(within(dialog).getByText(/Your last day will be July 5, 2099/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Stop membership' }));

  expect(await screen.findByText('Your membership has been stopped')).toBeTruthy();
  const stoppedLine = await screen.findByText(
    'Your membership is stopped. Your last day is July 4, 2099.',
  );
  // The Stop button is gone: focus lands on the status that says what happened (issue 26).
  await waitFor(() => expect(document.activeElement).toBe(stoppedLine.parentElement));
  // One more payment falls in the notice period of a monthly membership.
  expect(within(section('Next payment')).getByText('499,00 kr on June 5, 2099')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Stop membership' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Resubmit membership' }));
  expect(await screen.findByText('Your membership runs again')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
    { status: 'cancelled_running' },
    { status: 'active' },
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Stop membership' })).toBeTruthy());
});

test('stopping is not offered while a pause is scheduled; the customer cancels the pause', async () => {
  const pause = pauseBody();
  const { calls, state } = api(
    {
      upcoming_membership_pause: pause,
      current_or_upcoming_membership_pause: pause,
      customer_can_pause_membership: true,
    },
    {},
    {
      'DELETE /membership-pauses/4': () => {
        state.membership = membershipBody({ customer_can_pause_membership: true });
        return [pauseBody({ archived: true })];
      },
    },
  );
  await open();
  const user = userEvent.setup();

  const table = within(section('Scheduled pause'));
  expect(table.getByRole('row', { name: 'July 1, 2099 August 1, 2099' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Stop membership' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Pause membership' })).toBeNull();
  expect(screen.getByText('A pause is scheduled. Cancel it to stop your membership.')).toBeTruthy();

  await user.click(table.getByRole('button', { name: 'Cancel pause' }));
  expect(await screen.findByText('The pause has been cancelled')).toBeTruthy();
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/membership-pauses/4')).toBe(true);
  expect(await screen.findByRole('button', { name: 'Stop membership' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pause membership' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Scheduled pause' })).toBeNull();
});

test('a current pause shows in the title and hides the stop button', async () => {
  const pause = pauseBody({ start_date: '2001-01-01', end_date: null });
  api({ current_membership_pause: pause, current_or_upcoming_membership_pause: pause });
  await open();
  expect(screen.getByText('Paused from January 1, 2001 until further notice')).toBeTruthy();
  expect(screen.getByText(/cannot be stopped until the pause is over/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Stop membership' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel pause' })).toBeNull();
});

test('the studio setting hides the stop button', async () => {
  api({}, { customer_can_cancel_membership: false });
  await open();
  expect(screen.queryByRole('button', { name: 'Stop membership' })).toBeNull();
});

test('a failed renewal offers a retry: declined, then paid, each said in an alert', async () => {
  const answers = ['E_PAYMENT_FAILED', 'OK'];
  const { state } = api(
    { renewal_failed: 2 },
    {},
    {
      'POST /memberships/17/retry-failed-subscription-payment': () => {
        const answer = answers.shift();
        if (answer === 'OK') state.membership = membershipBody();
        return answer;
      },
    },
  );
  await open();
  const user = userEvent.setup();
  expect(screen.getByText('The automatic payment has failed 2 times.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Retry payment' }));
  const declined = await screen.findByRole('alertdialog', { name: 'Payment declined' });
  await user.click(within(declined).getByRole('button', { name: 'OK' }));

  await user.click(screen.getByRole('button', { name: 'Retry payment' }));
  expect(await screen.findByRole('alertdialog', { name: 'Payment completed' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull());
  expect(screen.queryByText(/automatic payment has failed/)).toBeNull();
});

test('a retry with nothing due says the membership is up to date', async () => {
  api(
    { renewal_failed: 1 },
    {},
    {
      'POST /memberships/17/retry-failed-subscription-payment': () =>
        'E_MEMBERSHIP_DOES_NOT_NEED_PAYMENT',
    },
  );
  await open();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry payment' }));
  const alert = await screen.findByRole('alertdialog', { name: 'Nothing to pay' });
  expect(within(alert).getByText('Your membership is up to date.')).toBeTruthy();
});

test('a membership without a card asks for one', async () => {
  api({ payment_subscriptions: [] });
  await open();
  expect(screen.getByText(/There is no payment card on your membership/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Add card' })).toBeTruthy();
});

test('another customer’s membership (empty answer) is not found', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody(),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => userBody(),
    'GET /memberships': () => '',
  });
  await renderApp('/membership/99', { token: 'jwt-anna' });
  expect(
    await screen.findByText('We could not find this membership.', {}, { timeout: 8000 }),
  ).toBeTruthy();
});

test('in another language than the studio’s the stop warning is our own text (issue 26)', async () => {
  api(
    {
      customer_cancellation_warning:
        'Dit medlemskab stopper, og sidste dag er 4. juli 2099. Vi trækker ikke flere betalinger.',
    },
    { locale: 'da' },
  );
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Stop membership' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Stop your membership?' });
  expect(
    within(dialog).getByText(
      'Your membership stops at the end of the notice period. Payments due before then are still taken.',
    ),
  ).toBeTruthy();
  expect(within(dialog).queryByText(/medlemskab/)).toBeNull();
});
