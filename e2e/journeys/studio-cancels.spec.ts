/**
 * Issue 26, mail for what the customer did not do: the studio cancels a booked class. The card
 * says the class is cancelled, and the customer gets a mail saying so (in the customer's
 * language, which is the studio's here: Danish; the calendar cancellation itself is checked in
 * the API's mail tests). Danish at phone width, English at desktop width.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';
import { mailsTo } from '../support/outbox.ts';
import { addClass, unique } from '../support/studio.ts';
import { texts } from '../support/texts.ts';

const words = {
  da: { booked: 'Du er tilmeldt', cancelled: 'Aflyst' },
  en: { booked: 'You are booked', cancelled: 'Cancelled' },
};

test('a class the studio cancels: the card says so and the customer is mailed', async ({
  page,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'da' : 'en';
  const w = words[lang];
  const email = await logInNewCustomer(page, lang, { prefix: 'cancelled', classes: 5 });
  const cls = await addClass(page.request, {
    name: `Called off ${unique()}`,
    startsInDays: 2,
    startTime: '10:00',
    seats: 6,
  });
  await page.goto(`/schedule?week=${cls.monday}&class=${cls.id}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(cls.name) });
  await dialog.getByRole('button', { name: texts[lang].book, exact: true }).click();
  const card = page.getByRole('button', { name: new RegExp(cls.name) });
  await expect(card).toContainText(w.booked);

  const answer = await page.request.post(`/test/classes/${cls.id}/cancel`);
  expect(await answer.json()).toEqual({ cancelled: true });

  await expect
    .poll(async () => (await mailsTo(page.request, email)).map((mail) => mail.subject))
    .toContainEqual(expect.stringMatching(new RegExp(`^${cls.name} .* er aflyst$`)));
  const mail = (await mailsTo(page.request, email)).find((m) => m.subject.endsWith('er aflyst'))!;
  expect(mail.text).toContain(cls.name);

  await page.reload();
  await expect(card).toContainText(w.cancelled);
  await expectNoA11yViolations(page, 'schedule with a class the studio cancelled');
});
