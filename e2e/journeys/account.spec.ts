/**
 * The account lifecycle (issue 13; seed 000 §2 profile edit, reset password, email confirmation;
 * §4 profile deletion; §5 rules; §9 images): each test makes its own customer, reads e-mailed
 * links from the outbox, and checks what the customer sees and what the server kept.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, logInNewCustomer } from '../support/login.ts';
import { linkCount, newestLink } from '../support/outbox.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { addCustomer, unique } from '../support/studio.ts';

/** A PNG of `width`×`height` px drawn in the page (left half red, right half blue). */
async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c0392b';
      context.fillRect(0, 0, w / 2, h);
      context.fillStyle = '#2471a3';
      context.fillRect(w / 2, 0, w - w / 2, h);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The natural size of the picture at `src`, as the browser decodes it. */
const pictureSize = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<[number, number]>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
        image.onerror = reject;
        image.src = url;
      }),
    src,
  );

const canLogIn = async (request: APIRequestContext, email: string, password: string) => {
  const answer: unknown = await (
    await request.post('/login', { data: { email, password } })
  ).json();
  return typeof answer === 'object' && answer !== null && 'token' in answer;
};

test('a customer edits every profile field and sees it kept after a reload', async ({ page }) => {
  const email = await logInNewCustomer(page, 'en', { prefix: 'edit' });
  const studio = (await (
    await page.request.get('/clients/current?populate[]=settings')
  ).json()) as {
    settings: { customer_branch_field_label?: string };
  };
  // The demo studio keeps its Danish default ("Afdeling"), which an English page shows in English;
  // a label the studio wrote itself is shown as written (issue 26 item 5).
  const ownLabel = studio.settings.customer_branch_field_label;
  const branchLabel = !ownLabel || ownLabel === 'Afdeling' ? 'Branch' : ownLabel;
  const newEmail = `edited-${unique()}@example.test`;

  await page.goto('/edit-profile');
  const text = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await expect(text('First name')).toBeVisible();
  await expectNoA11yViolations(page, 'edit profile');
  const values: Array<[string, string]> = [
    ['First name', 'Ingrid'],
    ['Last name', 'Holm-Sørensen'],
    ['Email', newEmail],
    ['Phone', '+45 20 30 40 50'],
    ['Address', 'Nørrebrogade 12'],
    ['Address, line 2', '3. th.'],
    ['Postcode', '2200'],
    ['City', 'København N'],
    ['Company name', 'Holm Yoga ApS'],
    ['VAT number', 'DK31234567'],
    ['Additional information', 'Prefers a mat by the window'],
  ];
  for (const [label, value] of values) await text(label).fill(value);
  await page.getByRole('combobox', { name: 'Day' }).selectOption('17');
  await page.getByRole('combobox', { name: 'Month' }).selectOption('3');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1988');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('SE');
  await page.getByRole('combobox', { name: branchLabel }).selectOption({ index: 2 });
  const branch = await page.getByRole('combobox', { name: branchLabel }).inputValue();
  await page.getByLabel('New password', { exact: true }).fill('Changed9');
  await page.getByLabel('Repeat the new password').fill('Changed9');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved' })).toBeVisible();

  await page.reload();
  for (const [label, value] of values) await expect(text(label)).toHaveValue(value);
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveValue('17');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('1988');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('SE');
  await expect(page.getByRole('combobox', { name: branchLabel })).toHaveValue(branch);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  expect(await canLogIn(page.request, newEmail, 'Changed9')).toBe(true);
  expect(await canLogIn(page.request, email, 'Journey1')).toBe(false);

  await page.getByRole('link', { name: 'Back to My profile' }).click();
  await expect(page.getByRole('heading', { name: /Ingrid/ })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
});

test('a too-small picture is refused with the size; a large one is cropped to 400×400', async ({
  page,
}) => {
  await logInNewCustomer(page, 'en', { prefix: 'picture' });
  await page.goto('/edit-profile');
  const picker = page.getByLabel('Choose a picture');

  await picker.setInputFiles({
    name: 'small.png',
    mimeType: 'image/png',
    buffer: await png(page, 399, 800),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'The picture is too small: it must be at least 400 × 400 pixels, and this one is 399 × 800.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await picker.setInputFiles({
    name: 'large.png',
    mimeType: 'image/png',
    buffer: await png(page, 1200, 800),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your new picture is saved' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const shown = page.getByRole('img', { name: 'Your profile picture' });
  await expect(shown).toHaveAttribute('src', /\?w=80&h=80&fit=crop$/);
  const src = (await shown.getAttribute('src'))!;
  expect(await pictureSize(page, src)).toEqual([80, 80]);
  expect(await pictureSize(page, src.split('?')[0]!)).toEqual([400, 400]);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', src);
});

test('nulstil adgangskode via linket i e-mailen; et erstattet og et brugt link afvises', async ({
  page,
}) => {
  const email = `reset-${unique()}@example.test`;
  await addCustomer(page.request, { email, password: 'Journey1', classes: 0 });
  await page.addInitScript(() => localStorage.setItem('language', 'da'));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page.getByRole('heading', { name: 'Nulstil adgangskode' })).toBeVisible();
  const ask = async () => {
    const before = await linkCount(page.request, email, '/reset-password/');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(`Vi har sendt et link til ${email}`)).toBeVisible();
    await expect(page.getByText(/Kig i din spam/)).toBeVisible();
    return newestLink(page.request, email, '/reset-password/', before);
  };
  const first = await ask();
  await page.getByRole('button', { name: 'Send et nyt link' }).click();
  const second = await ask();
  expect(second).not.toBe(first);

  await page.goto(first);
  await expect(page.getByText('Linket virker ikke')).toBeVisible();

  await page.goto(second);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(/^Ny adgangskode/).fill('Fornyet7');
  await page.getByLabel('Gentag den nye adgangskode').fill('Fornyet7');
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Din adgangskode er skiftet' });
  await alert.getByRole('button', { name: 'Gå til log ind' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'da', email, 'Fornyet7');

  await page.goto(second);
  await expect(page.getByText('Linket virker ikke')).toBeVisible();
  expect(await canLogIn(page.request, email, 'Journey1')).toBe(false);
});

test('an expired reset link is refused and offers a new one', async ({ page }) => {
  const email = `expired-${unique()}@example.test`;
  await addCustomer(page.request, { email, password: 'Journey1', classes: 0 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/reset-password');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectNoA11yViolations(page, 'reset password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  const link = await newestLink(page.request, email, '/reset-password/');
  await page.request.post('/test/expire-tokens', { data: { email } });

  await page.goto(link);
  await expect(page.getByText('This link has expired')).toBeVisible();
  await expectNoA11yViolations(page, 'expired reset link');
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

/** Signs a customer up through the API, as the signup page does, with the confirmation link. */
async function signUp(request: APIRequestContext, origin: string, email: string): Promise<void> {
  const response = await request.post('/users', {
    data: {
      first_name: 'Carla',
      last_name: 'Juhl',
      email,
      password: 'Journey1',
      phone: '12345678',
      date_of_birth: '1992-02-02',
      emailConfirmationLink: `${origin}/bekraeft-email/{email}/{token}`,
    },
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`signup refused: ${JSON.stringify(body)}`);
}

test('a new customer confirms the e-mail with the link from the welcome mail', async ({
  page,
  baseURL,
}) => {
  const email = `confirm-${unique()}@example.test`;
  await signUp(page.request, baseURL!, email);
  const link = await newestLink(page.request, email, '/bekraeft-email/');
  await page.addInitScript(() => localStorage.setItem('language', 'en'));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expectNoA11yViolations(page, 'email confirmed');
  await page.getByRole('link', { name: 'Go to login' }).click();
  await logIn(page, 'en', email, 'Journey1');

  // A used link no longer holds a token; the logged-in customer is offered My profile.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'We could not find this link' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
});

test('an expired confirmation link resends the welcome mail, whose new link works', async ({
  page,
  baseURL,
}) => {
  const email = `resend-${unique()}@example.test`;
  await signUp(page.request, baseURL!, email);
  const expired = await newestLink(page.request, email, '/bekraeft-email/');
  await page.request.post('/test/expire-tokens', { data: { email } });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));

  await page.goto(expired);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new email' }).click();
  await expect(page.getByRole('heading', { name: 'We have sent a new email' })).toBeVisible();
  const fresh = await newestLink(page.request, email, '/bekraeft-email/', 1);
  expect(fresh).not.toBe(expired);
  await page.goto(fresh);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
});

test('a customer deletes the profile after two questions and can no longer log in', async ({
  page,
}) => {
  const email = await logInNewCustomer(page, 'en', { prefix: 'delete', classes: 3 });
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Delete my profile' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your profile?' })).toBeVisible();
  await expectNoA11yViolations(page, 'delete profile question');
  await page
    .getByRole('alertdialog', { name: 'Delete your profile?' })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Are you completely sure?' })
    .getByRole('button', { name: 'Delete my profile for good' })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toBeVisible();
  expect(await canLogIn(page.request, email, 'Journey1')).toBe(false);
});
