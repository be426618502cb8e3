/**
 * Issue 24, "Done means" (seed 000 §2 "Book-appointment popup" and "My appointments"; seed 001
 * §5, §8): a customer books an appointment with a class pass and cancels it, the pass's class
 * spent and given back; a customer without a pass pays a directly bought appointment on the test
 * provider's hosted page and finds it in My appointments; a slot taken while the popup was open
 * ends in the "no longer available" alert. Danish at phone width, English at desktop width (the
 * project decides). Each project books with its own teacher (support/appointments.ts), so the two
 * never reach for the same slot; each test makes its own customers.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  dayText,
  demoTypes,
  firstFreeDay,
  pickSlot,
  span,
  takeSlot,
  teacherFor,
  type Named,
} from '../support/appointments.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { logInNewCustomer } from '../support/login.ts';
import type { Language } from '../support/texts.ts';

/** apps/web/src/features/appointments/i18n/{da,en}.json and the profile's pass card. */
const copy = {
  da: {
    myAppointments: 'Mine aftaler',
    bookAppointment: 'Book en aftale',
    popupTitle: 'Book en aftale',
    continue: 'Fortsæt',
    aboutToBook: 'Du er ved at booke',
    usePass: 'Brug dit klippekort: 10-klippekort',
    directPurchase: 'Betal for aftalen',
    book: 'Book',
    pay: 'Fortsæt til betaling',
    bookedTitle: 'Din aftale er booket',
    withTeacher: (name: string) => `med ${name}`,
    when: (date: string, span: string) => `${dayText(date, 'da')} kl.\u00a0${span}`,
    cancel: 'Aflys aftale',
    cancelTitle: 'Aflys aftale?',
    confirmCancel: 'Ja, aflys aftalen',
    cancelled: 'Din aftale er aflyst.',
    none: 'Du har ingen kommende aftaler.',
    myPass: 'Mit klippekort',
    classesLeft: (n: number) => `${n} klip tilbage`,
    unavailableTitle: 'Tidspunktet er ikke længere ledigt',
    unavailableMessage: 'En anden har måske lige booket det. Vælg venligst et andet tidspunkt.',
    cart: 'Kurv',
    acceptTerms: 'Jeg accepterer handelsbetingelserne',
    proceed: 'Gå til betaling',
    thanks: 'Tak for din ordre',
  },
  en: {
    myAppointments: 'My appointments',
    bookAppointment: 'Book appointment',
    popupTitle: 'Book an appointment',
    continue: 'Continue',
    aboutToBook: 'You are about to book',
    usePass: 'Use your class pass: 10-klippekort',
    directPurchase: 'Pay for this appointment',
    book: 'Book',
    pay: 'Continue to payment',
    bookedTitle: 'Your appointment is booked',
    withTeacher: (name: string) => `with ${name}`,
    when: (date: string, span: string) => `${dayText(date, 'en')}, ${span}`,
    cancel: 'Cancel appointment',
    cancelTitle: 'Cancel appointment?',
    confirmCancel: 'Yes, cancel appointment',
    cancelled: 'Your appointment has been cancelled.',
    none: 'You have no upcoming appointments.',
    myPass: 'My class pass',
    classesLeft: (n: number) => `${n} classes left`,
    unavailableTitle: 'The time is no longer available',
    unavailableMessage: 'Someone may have booked it just now. Please choose another time.',
    cart: 'Cart',
    acceptTerms: 'I accept the terms and conditions',
    proceed: 'Proceed to payment',
    thanks: 'Thank you for your order',
  },
};

const langOf = (projectName: string): Language => (projectName === 'phone' ? 'da' : 'en');

/**
 * Opens the popup from My appointments and picks this project's teacher's first free day and its
 * first time for `service`; the popup is left on the picker. Returns the popup, day and time.
 */
async function openAndPick(page: Page, lang: Language, service: Named, project: string) {
  const s = copy[lang];
  const teacher = await teacherFor(page.request, service.id, project);
  const date = await firstFreeDay(page.request, service.id, teacher.id);
  await page
    .getByRole('region', { name: s.myAppointments })
    .getByRole('button', { name: s.bookAppointment })
    .click();
  const popup = page.getByRole('dialog', { name: s.popupTitle });
  await expect(popup).toBeVisible();
  const time = await pickSlot(popup, lang, { service: service.name, teacher: teacher.name, date });
  return { popup, teacher, date, time };
}

/** Continue from the picker to the confirm view, which names the service and the day. */
async function toConfirm(page: Page, lang: Language, picker: { date: string; time: string }) {
  const s = copy[lang];
  await page.getByRole('dialog').getByRole('button', { name: s.continue, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: s.aboutToBook });
  await expect(confirm).toContainText(dayText(picker.date, lang));
  await expect(confirm).toContainText(picker.time);
  return confirm;
}

test('a customer books an appointment with a class pass and cancels it', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const s = copy[lang];
  const { pass: service } = await demoTypes(page.request);
  await logInNewCustomer(page, lang, { prefix: 'appointment', classes: 10 });
  const passCard = page.getByRole('region', { name: s.myPass });
  await expect(passCard).toContainText(s.classesLeft(10));
  const myAppointments = page.getByRole('region', { name: s.myAppointments });
  await expect(myAppointments).toContainText(s.none);

  const picked = await openAndPick(page, lang, service, testInfo.project.name);
  await expectNoA11yViolations(page, 'book-appointment popup');
  const confirm = await toConfirm(page, lang, picked);
  await expect(confirm).toContainText(service.name);
  await expect(confirm).toContainText(picked.teacher.name);
  const usePass = confirm.getByRole('radio', { name: new RegExp(`^${s.usePass}`) });
  await expect(usePass).toBeChecked();
  await expect(confirm).toContainText(s.classesLeft(10));
  await expectNoA11yViolations(page, 'book-appointment confirm view');
  await confirm.getByRole('button', { name: s.book, exact: true }).click();

  const when = s.when(picked.date, span(picked.time, 45));
  const booked = page.getByRole('alertdialog', { name: s.bookedTitle });
  await expect(booked).toContainText(service.name);
  await expect(booked).toContainText(picked.teacher.name);
  await expect(booked).toContainText(when);
  await booked.getByRole('button', { name: 'OK' }).click();
  await expect(booked).toBeHidden();

  const item = myAppointments.getByRole('listitem').filter({ hasText: service.name });
  await expect(item).toContainText(s.withTeacher(picked.teacher.name));
  await expect(item).toContainText(when);
  await expect(passCard).toContainText(s.classesLeft(9));
  await testInfo.attach('booked', { body: await page.screenshot(), contentType: 'image/png' });

  await item.getByRole('button', { name: s.cancel }).click();
  const ask = page.getByRole('alertdialog', { name: s.cancelTitle });
  await expect(ask).toContainText(service.name);
  await expect(ask).toContainText(when);
  await ask.getByRole('button', { name: s.confirmCancel }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(s.cancelled)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(myAppointments).toContainText(s.none);
  await expect(passCard).toContainText(s.classesLeft(10));
});

test('a customer pays a directly bought appointment on the hosted page and sees it', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const s = copy[lang];
  const { direct: service } = await demoTypes(page.request);
  await logInNewCustomer(page, lang, { prefix: 'appointment-pay', classes: 0 });

  const picked = await openAndPick(page, lang, service, testInfo.project.name);
  const confirm = await toConfirm(page, lang, picked);
  const direct = confirm.getByRole('radio', { name: new RegExp(`^${s.directPurchase}`) });
  await expect(direct).toBeChecked();
  await expect(direct).toHaveAccessibleName(/650,00/);
  await confirm.getByRole('button', { name: s.pay, exact: true }).click();

  await expect(page.getByRole('heading', { name: s.cart, exact: true })).toBeVisible();
  await expect(page.getByText(service.name).first()).toBeVisible();
  await page.getByText(s.acceptTerms).click();
  await page.getByRole('button', { name: s.proceed }).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  await page.getByRole('button', { name: /^Betal / }).click();

  await expect(page).toHaveURL(/\/my-profile/);
  const thanks = page.getByRole('dialog', { name: s.thanks });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
  const item = page
    .getByRole('region', { name: s.myAppointments })
    .getByRole('listitem')
    .filter({ hasText: service.name });
  await expect(item).toContainText(s.withTeacher(picked.teacher.name));
  await expect(item).toContainText(s.when(picked.date, span(picked.time, 60)));
  await testInfo.attach('paid', { body: await page.screenshot(), contentType: 'image/png' });
});

test('a slot taken while the popup was open gives the "no longer available" alert', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const s = copy[lang];
  const { pass: service } = await demoTypes(page.request);
  await logInNewCustomer(page, lang, { prefix: 'appointment-late', classes: 10 });
  const picked = await openAndPick(page, lang, service, testInfo.project.name);
  const confirm = await toConfirm(page, lang, picked);
  await expect(confirm.getByRole('radio', { name: new RegExp(`^${s.usePass}`) })).toBeChecked();

  // Meanwhile another customer books the same slot through the API.
  const { date, time, teacher } = picked;
  await takeSlot(page.request, { typeId: service.id, teacherId: teacher.id, date, time });

  await confirm.getByRole('button', { name: s.book, exact: true }).click();
  const alert = page.getByRole('alertdialog', { name: s.unavailableTitle });
  await expect(alert).toContainText(s.unavailableMessage);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoA11yViolations(page, 'no longer available alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('region', { name: s.myAppointments })).toContainText(s.none);
  await expect(page.getByRole('region', { name: s.myPass })).toContainText(s.classesLeft(10));
});
