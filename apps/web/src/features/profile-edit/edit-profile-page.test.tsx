import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi, status, studioBody, userBody } from '../../shared/testing/fake-api.ts';
import { renderApp } from '../../app/testing/render-app.tsx';

const saved = userBody({
  address_1: 'Vej 1',
  zip_code: '2100',
  city: 'København Ø',
  country: 'DK',
  date_of_birth: '1990-04-01',
  branches: [{ id: 1, name: 'Centrum', sort: 0 }],
  image: { id: 17, filename: 'anna-17.jpg' },
});

function api(
  settings: Record<string, unknown> = {},
  update: (body: unknown) => unknown = (body) => ({ ...saved, ...(body as object) }),
) {
  return fakeApi({
    'GET /clients/current': () => studioBody(settings),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    // Like a real server: a visitor (no token) may not read the profile.
    'GET /users/42': ({ headers }) => (headers.Authorization ? saved : status(403, 'Forbidden')),
    'PUT /users/42': ({ body }) => update(body),
    'DELETE /users/42': () => 'OK',
    'POST /logout': () => 'OK',
  });
}

const open = async () => {
  const view = await renderApp('/edit-profile', { token: 'jwt-anna' });
  await screen.findByRole('heading', { name: 'Edit profile' }, { timeout: 8000 });
  return view;
};
const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const retype = async (name: string | RegExp, value: string) => {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
};

test('the form shows the saved profile, its picture at 80×80, and the studio branch label', async () => {
  api({ customer_branch_field_label: 'Home studio' });
  await open();
  expect((field(/First name/) as HTMLInputElement).value).toBe('Anna');
  expect((field('Address') as HTMLInputElement).value).toBe('Vej 1');
  expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DK');
  expect((screen.getByLabelText('Home studio') as HTMLSelectElement).value).toBe('1');
  expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('1990');
  const picture = screen.getByRole('img', { name: 'Your profile picture' });
  expect(picture.getAttribute('src')).toBe('/image-files/anna-17.jpg?w=80&h=80&fit=crop');
  expect(screen.getByRole('link', { name: /Back to My profile/ }).getAttribute('href')).toBe(
    '/my-profile',
  );
});

test('the customer changes every field; the profile is saved and fetched again', async () => {
  const calls = api();
  await open();
  await retype(/First name/, 'Ane');
  await retype(/Last name/, 'Bøg');
  await retype(/Email/, 'ane@example.dk');
  await retype('Phone', '+45 22 33 44 55');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '9');
  await retype('Address', 'Strandvejen 3');
  await retype('Address, line 2', '2. tv.');
  await retype('Postcode', '8000');
  await retype('City', 'Aarhus C');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'NO');
  await retype('Company name', 'Bøg ApS');
  await retype('VAT number', 'DK12345678');
  await userEvent.selectOptions(screen.getByLabelText('Branch'), '2');
  await userEvent.type(screen.getByLabelText('Additional information'), 'Bad knee');
  await userEvent.type(field('New password'), 'Better1');
  await userEvent.type(field('Repeat the new password'), 'Better1');
  const profileReads = calls.filter((call) => call.path === '/users/42').length;
  await save();

  expect(await screen.findByText('Your profile is saved')).toBeTruthy();
  const put = calls.find((call) => call.method === 'PUT');
  expect(put?.body).toEqual({
    first_name: 'Ane',
    last_name: 'Bøg',
    email: 'ane@example.dk',
    phone: '+45 22 33 44 55',
    date_of_birth: '1990-04-09',
    address_1: 'Strandvejen 3',
    address_2: '2. tv.',
    zip_code: '8000',
    city: 'Aarhus C',
    country: 'NO',
    company_name: 'Bøg ApS',
    vat_id: 'DK12345678',
    branches: [2],
    customer_additional_info: 'Bad knee',
    password: 'Better1',
    class_reminder_emails: true,
    locale: 'en',
  });
  await waitFor(() =>
    expect(calls.filter((call) => call.path === '/users/42').length).toBeGreaterThan(profileReads),
  );
  expect((field('New password') as HTMLInputElement).value).toBe('');
});

test('the customer switches class reminders off and chooses the language of their mail', async () => {
  const calls = api();
  await open();
  const reminders = screen.getByRole('checkbox', { name: 'Send me reminders before my classes' });
  expect((reminders as HTMLInputElement).checked).toBe(true);
  const language = screen.getByLabelText('Language of my emails') as HTMLSelectElement;
  // Until the customer chooses, their mail follows the page's language.
  expect(language.value).toBe('en');
  await userEvent.click(reminders);
  await userEvent.selectOptions(language, 'Dansk');
  await save();

  expect(await screen.findByText('Your profile is saved')).toBeTruthy();
  const put = calls.find((call) => call.method === 'PUT');
  expect(put?.body).toMatchObject({ class_reminder_emails: false, locale: 'da' });
  // The saved answer fills the form again: reminders stay off, Danish stays chosen.
  await waitFor(() => expect((reminders as HTMLInputElement).checked).toBe(false));
  expect(language.value).toBe('da');
});

test('bad input is explained at each field and nothing is sent', async () => {
  const calls = api();
  await open();
  await retype(/First name/, '');
  await retype(/Email/, 'ane@');
  await retype('Phone', 'call me');
  await userEvent.type(field('New password'), 'weak');
  await userEvent.type(field('Repeat the new password'), 'other');
  await save();

  expect(await screen.findByText('Type your first name')).toBeTruthy();
  expect(screen.getByText('This is not a valid email address')).toBeTruthy();
  expect(screen.getByText(/A phone number may only have digits/)).toBeTruthy();
  expect(screen.getByText(/The password needs at least 6 characters/)).toBeTruthy();
  expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
  expect(field(/First name/).getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('a strong password typed differently twice is refused before sending', async () => {
  const calls = api();
  await open();
  await userEvent.type(field('New password'), 'Better1');
  await userEvent.type(field('Repeat the new password'), 'Better2');
  await save();
  expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('an email another profile has is shown at the email field', async () => {
  api({}, () => 'E_EMAIL_EXISTS');
  await open();
  await retype(/Email/, 'mads@example.dk');
  await save();
  expect(await screen.findByText(/Another profile already uses this email/)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(field(/Email/)));
  expect(screen.queryByText('Your profile is saved')).toBeNull();
});

test("the server's own refusal is shown above the save button", async () => {
  api({}, () => ({
    error: {
      type: 'passwordTooWeak',
      localized_title: 'Weak password',
      localized_message: 'Pick a stronger password.',
    },
  }));
  await open();
  await save();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Pick a stronger password.');
});

test('the additional-info field follows the studio setting', async () => {
  api({ customer_profile_use_additional_info_field: false });
  await open();
  expect(screen.queryByLabelText('Additional information')).toBeNull();
});

test('no delete button unless the studio lets customers delete their profile', async () => {
  api();
  await open();
  expect(screen.queryByRole('button', { name: 'Delete my profile' })).toBeNull();
});

test('deleting asks twice, then deletes, logs out and shows Login', async () => {
  const calls = api({ customer_can_destroy_own_account: true });
  const { router } = await open();
  await userEvent.click(screen.getByRole('button', { name: 'Delete my profile' }));
  const first = await screen.findByRole('alertdialog', { name: 'Delete your profile?' });
  await userEvent.click(within(first).getByRole('button', { name: 'Yes, continue' }));
  const second = await screen.findByRole('alertdialog', { name: 'Are you completely sure?' });
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await userEvent.click(within(second).getByRole('button', { name: 'Delete my profile for good' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
    '/users/42',
  ]);
  expect(calls.some((call) => call.path === '/logout')).toBe(true);
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(sessionStorage.getItem('rememberedRoute')).toBeNull(); // the next login is not sent back
});

test('keeping the profile at the second question deletes nothing', async () => {
  const calls = api({ customer_can_destroy_own_account: true });
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Delete my profile' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
  await screen.findByRole('alertdialog', { name: 'Are you completely sure?' });
  await userEvent.click(screen.getByRole('button', { name: 'Keep my profile' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
});

test('a refused deletion is shown in the dialog and the customer stays', async () => {
  fakeApi({
    'GET /clients/current': () => studioBody({ customer_can_destroy_own_account: true }),
    'GET /get-login-status': () => ({ status: 'LOGGED_IN', user: { id: 42 } }),
    'GET /users/42': () => saved,
    'DELETE /users/42': () => status(500, 'boom'),
  });
  const { router } = await open();
  await userEvent.click(screen.getByRole('button', { name: 'Delete my profile' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my profile for good' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you completely sure?' });
  expect(await within(dialog).findByText(/Something went wrong on the server/)).toBeTruthy();
  expect(router.state.location.pathname).toBe('/edit-profile');
});
