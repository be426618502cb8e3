import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { fakeApi, studioBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { goToHostedPage } from '../../entities/commerce/lib/hosted-redirect.ts';
import { addDaysIso, copenhagenToday } from '../../shared/lib/copenhagen.ts';
import { formatDate } from '../../shared/lib/format-date.ts';
import { blankGiftCard } from './lib/gift-card-form.ts';
import { storeDetails } from './lib/stored-details.ts';

vi.mock('../../entities/commerce/lib/hosted-redirect.ts', () => ({ goToHostedPage: vi.fn() }));
beforeEach(() => vi.mocked(goToHostedPage).mockClear());
// react-aria's date segment collapses the selection on `selectionchange`; happy-dom fires
// `selectionchange` from `collapse` again, which recurses until the stack overflows (as in
// pause-dialog.test.tsx). Browsers do not.
beforeAll(() => {
  vi.spyOn(window.Selection.prototype, 'collapse').mockImplementation(() => undefined);
});

const api = (extra = {}, settings = {}) =>
  fakeApi({
    'GET /clients/current': () =>
      studioBody({ payment_service_provider: 'test', gift_card_minimum_amount: 200, ...settings }),
    'POST /payments/test/create-order-and-charge-session-for-gift-card': () => ({
      url: 'http://localhost/payments/test/checkout/tcs_gift',
      order: { id: 901 },
    }),
    'POST /payments/test/process-order-if-completed': () => 'OK',
    ...extra,
  });

const field = (name: string) => screen.findByLabelText(name, { exact: false }, { timeout: 8000 });

test('a visitor buys a gift card: checks, terms, then the hosted page', async () => {
  const calls = api();
  await renderApp('/gift?amount=750');
  expect(((await field('Amount')) as HTMLInputElement).value).toBe('750');
  await userEvent.clear(await field('Amount'));
  await userEvent.type(await field('Amount'), '150');
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  expect(screen.getByText('The minimum amount is 200,00 kr')).toBeTruthy();
  expect(screen.getAllByText('Required')).toHaveLength(3);

  await userEvent.type(await field('Your name'), 'Ea');
  await userEvent.type(await field('Your email'), 'ea@example.com');
  await userEvent.type(await field("Recipient's name"), 'Bo');
  await userEvent.clear(await field('Amount'));
  await userEvent.type(await field('Amount'), '300');
  // A studio that sends gift cards by hand: the buyer hears it before paying, and is asked for
  // no delivery.
  expect(
    screen.getByText(
      'Studio Nord sends you the gift card themselves after your payment. You get the receipt by email at once.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('radiogroup')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  expect(await screen.findByRole('alertdialog', { name: 'Terms and conditions' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));

  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  await waitFor(() =>
    expect(goToHostedPage).toHaveBeenCalledWith('http://localhost/payments/test/checkout/tcs_gift'),
  );
  const start = calls.find((call) => call.path.endsWith('charge-session-for-gift-card'));
  expect(start?.body).toEqual({
    amount: 300,
    giver_name: 'Ea',
    giver_email: 'ea@example.com',
    recipient_name: 'Bo',
    message: '',
    stripe_success_url: `${window.location.origin}/stripe-giftcard-payment-success/{orderId}`,
    stripe_cancel_url: `${window.location.origin}/gift`,
  });
});

test('the amount defaults to 500', async () => {
  api();
  await renderApp('/gift');
  expect(((await field('Amount')) as HTMLInputElement).value).toBe('500');
});

test('back from the hosted page the order is processed and the success alert shows on /gift', async () => {
  const calls = api();
  const { router } = await renderApp('/stripe-giftcard-payment-success/901');
  expect(
    await screen.findByRole(
      'alertdialog',
      { name: 'Thank you for your purchase' },
      { timeout: 8000 },
    ),
  ).toBeTruthy();
  expect(router.state.location.pathname).toBe('/gift');
  expect(calls.find((call) => call.path.endsWith('process-order-if-completed'))?.body).toEqual({
    orderId: 901,
  });
  expect(
    screen.getByText(
      'The gift card is paid. Studio Nord sends it to you themselves, and the receipt is on its way to your email.',
    ),
  ).toBeTruthy();
});

const auto = { gift_card_delivery_mode: 'auto' };

/** Fills the seed's fields of the form validly. */
async function fillBasics() {
  await userEvent.type(await field('Your name'), 'Ea');
  await userEvent.type(await field('Your email'), 'ea@example.com');
  await userEvent.type(await field("Recipient's name"), 'Bo');
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
}

test('auto: the card goes to me unless I choose the recipient, whose e-mail is then required', async () => {
  const calls = api({}, auto);
  await renderApp('/gift');
  await fillBasics();
  expect(screen.getByRole('radio', { name: /To me/ })).toHaveProperty('checked', true);
  await userEvent.click(screen.getByRole('radio', { name: /To Bo/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  const email = await screen.findByRole('textbox', { name: /^Recipient's email/ });
  expect(email.getAttribute('aria-invalid')).toBe('true');
  await userEvent.type(email, 'bo@example');
  expect(screen.getByText('This is not a valid email address')).toBeTruthy();
  expect(goToHostedPage).not.toHaveBeenCalled();

  await userEvent.type(email, '.com');
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  await waitFor(() => expect(goToHostedPage).toHaveBeenCalled());
  const start = calls.find((call) => call.path.endsWith('charge-session-for-gift-card'));
  expect(start?.body).toMatchObject({ recipient_email: 'bo@example.com' });
  expect(start?.body).not.toHaveProperty('send_on');
}, 30_000);

test('auto: a card for the recipient on a date asks for one from today to a year ahead', async () => {
  const calls = api({}, auto);
  await renderApp('/gift');
  await fillBasics();
  await userEvent.click(screen.getByRole('radio', { name: /To Bo/ }));
  await userEvent.type(
    await screen.findByRole('textbox', { name: /^Recipient's email/ }),
    'bo@example.com',
  );
  await userEvent.click(screen.getByRole('radio', { name: /On a date/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  expect(await screen.findByText('Choose a date')).toBeTruthy();
  expect(goToHostedPage).not.toHaveBeenCalled();

  const sendOn = addDaysIso(copenhagenToday(), 30);
  const [year, month, day] = sendOn.split('-');
  await userEvent.click(await screen.findByRole('spinbutton', { name: /day/i }));
  await userEvent.keyboard(`${day}${month}${year}`);
  await waitFor(() => expect(screen.queryByText('Choose a date')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  await waitFor(() => expect(goToHostedPage).toHaveBeenCalled());
  const start = calls.find((call) => call.path.endsWith('charge-session-for-gift-card'));
  expect(start?.body).toMatchObject({ recipient_email: 'bo@example.com', send_on: sendOn });
}, 30_000);

test('auto: back from paying, the alert says when and where the card goes', async () => {
  const sendOn = addDaysIso(copenhagenToday(), 10);
  api(
    {
      // The form's values were kept while the browser was on the hosted page.
      'POST /payments/test/process-order-if-completed': () => {
        storeDetails({
          ...blankGiftCard('500'),
          giver_email: 'ea@example.com',
          recipient_name: 'Bo',
          send_to: 'recipient',
          recipient_email: 'bo@example.com',
          send_when: 'date',
          send_on: sendOn,
        });
        return 'OK';
      },
    },
    auto,
  );
  await renderApp('/stripe-giftcard-payment-success/901');
  const alert = await screen.findByRole(
    'alertdialog',
    { name: 'Thank you for your purchase' },
    { timeout: 8000 },
  );
  expect(alert.textContent).toContain(
    `The gift card is paid. We send it to Bo (bo@example.com) on the morning of ${formatDate(sendOn, 'en')}.`,
  );
  expect(alert.textContent).toContain('The receipt was sent to ea@example.com.');
});

test("auto: the server's refusal of the date is shown in the page's language", async () => {
  api(
    {
      'POST /payments/test/create-order-and-charge-session-for-gift-card': () => ({
        error: {
          type: 'giftCardSendDateInvalid',
          localized_title: 'Datoen kan ikke vælges',
          localized_message: 'Vælg en dato fra i dag til og med 6. maj 2027.',
        },
      }),
    },
    auto,
  );
  await renderApp('/gift');
  await fillBasics();
  await userEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'This date cannot be chosen. Choose a date from today up to a year ahead.',
  );
  expect(goToHostedPage).not.toHaveBeenCalled();
});
