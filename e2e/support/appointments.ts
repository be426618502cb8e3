/**
 * Appointment journeys' helpers (issue 24): the demo types and teachers as the API lists them, a
 * teacher's first free day, a second customer who books through the API, and the popup's slot
 * picker driven the way a person drives it. Each project books with its own teacher (desktop the
 * first, phone the second), so the two projects never reach for the same slot.
 */
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { addCustomer, unique } from './studio.ts';
import type { Language } from './texts.ts';

const studio = { 'x-yogo-client-id': '1' };

export interface Named {
  id: number;
  name: string;
}

/** The demo types: the one a 10-class pass pays for and the one bought directly (650 kr). */
export async function demoTypes(request: APIRequestContext) {
  const response = await request.get('/appointment-types', { headers: studio });
  const types = (await response.json()) as Array<Named & { direct_purchase_enabled: boolean }>;
  const named = (name: string) => {
    const type = types.find((candidate) => candidate.name === name);
    if (!type) throw new Error(`no appointment type ${name}: ${types.map((t) => t.name)}`);
    return { id: type.id, name: type.name };
  };
  return { pass: named('Personlig vejledning 45 min'), direct: named('Privattime 60 min') };
}

/** The teacher this project books with: desktop the lowest id, phone the next one. */
export async function teacherFor(
  request: APIRequestContext,
  typeId: number,
  project: string,
): Promise<Named> {
  const response = await request.get(
    '/appointment-available-intervals/upcoming-appointment-types',
    { headers: studio },
  );
  const upcoming = (await response.json()) as Array<{
    appointment_type_id: number;
    teachers: Array<{ id: number; first_name: string; last_name: string }>;
  }>;
  const teachers = [...(upcoming.find((u) => u.appointment_type_id === typeId)?.teachers ?? [])];
  teachers.sort((a, b) => a.id - b.id);
  const teacher = teachers[project === 'phone' ? 1 : 0];
  if (!teacher) throw new Error(`type ${typeId} has too few teachers for ${project}`);
  return { id: teacher.id, name: `${teacher.first_name} ${teacher.last_name}` };
}

export interface Slot {
  date: string;
  start_time: string;
  teacher_id: number;
  branch_id: number | null;
}

/** Today in Copenhagen, `YYYY-MM-DD`. */
export const copenhagenToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());

/** The free slots of a type (and teacher) from `from` for `days` days. */
export async function freeSlots(
  request: APIRequestContext,
  query: { typeId: number; teacherId?: number; from: string; days: number },
): Promise<Slot[]> {
  const end = new Date(`${query.from}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + query.days);
  const params = new URLSearchParams({
    start_date: query.from,
    end_date: end.toISOString().slice(0, 10),
    appointment_type_id: String(query.typeId),
    ...(query.teacherId ? { teacher_id: String(query.teacherId) } : {}),
  });
  const response = await request.get(`/appointment-available-timeslots?${params}`, {
    headers: studio,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Slot[];
}

/** The teacher's first day after today with a free time for the type (today may run out). */
export async function firstFreeDay(request: APIRequestContext, typeId: number, teacherId: number) {
  const today = copenhagenToday();
  const slots = await freeSlots(request, { typeId, teacherId, from: today, days: 60 });
  const day = slots.find((slot) => slot.date > today)?.date;
  if (!day) throw new Error(`teacher ${teacherId} has no free time for type ${typeId}`);
  return day;
}

const daWeekdays = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const daMonths = 'jan. feb. mar. apr. maj jun. jul. aug. sep. okt. nov. dec.'.split(' ');

/** The day as the app writes it: "mandag 30. nov. 2026" / "Monday, November 30, 2026". */
export function dayText(date: string, lang: Language): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (lang === 'en')
    return new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(day);
  const month = daMonths[day.getUTCMonth()];
  return `${daWeekdays[day.getUTCDay()]} ${day.getUTCDate()}. ${month} ${day.getUTCFullYear()}`;
}

/** The popup's field labels and the calendar's "›" (react-aria names it Next, Næste). */
const picker = {
  da: { service: 'Ydelse', teacher: 'Instruktør', next: 'Næste' },
  en: { service: 'Service', teacher: 'Teacher', next: 'Next' },
};

/**
 * In the open popup: the service, the teacher, the day (paging the calendar from this month to
 * the day's, which must be highlighted) and the day's first time. Returns that time, `HH:mm`.
 */
export async function pickSlot(
  popup: Locator,
  lang: Language,
  choice: { service: string; teacher: string; date: string },
): Promise<string> {
  const l = picker[lang];
  await popup.getByLabel(l.service, { exact: true }).selectOption({ label: choice.service });
  await popup.getByLabel(l.teacher, { exact: true }).selectOption({ label: choice.teacher });
  const calendar = popup.getByRole('application');
  const heading = calendar.getByRole('heading');
  const [year, month, day] = choice.date.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth] = copenhagenToday().split('-').map(Number) as [number, number];
  for (let ahead = (year - nowYear) * 12 + month - nowMonth; ahead > 0; ahead--) {
    const shown = (await heading.textContent()) ?? '';
    // The visible "›": react-aria adds a hidden Next of its own for screen readers.
    await calendar
      .getByRole('button', { name: l.next, exact: true })
      .filter({ hasText: '›' })
      .click();
    await expect(heading).not.toHaveText(shown);
  }
  const cell = calendar
    .getByRole('gridcell')
    .filter({ has: popup.page().locator('[role=button]:not([data-outside-month])') })
    .filter({ hasText: new RegExp(`^${day}$`) });
  // Highlighted (enabled) once the month's free times have loaded.
  await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
  await cell.getByRole('button').click();
  // react-aria radios: the customer taps the time's label.
  const time = popup
    .locator('label')
    .filter({ hasText: /^\d\d:\d\d$/ })
    .first();
  const chosen = (await time.textContent())!.trim();
  await time.click();
  await expect(popup.getByRole('radio', { name: chosen, exact: true })).toBeChecked();
  return chosen;
}

/** "10:00–10:45" from a start time and a length in minutes. */
export function span(start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const end = h * 60 + m + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start}–${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/**
 * Another customer (a 10-class pass, logged in through POST /login) books the slot of `typeId` on
 * `date` at `time` (`HH:mm`) with `teacherId` through POST /appointments, paying with that pass:
 * the first free slot then, from GET /appointment-available-timeslots.
 */
export async function takeSlot(
  request: APIRequestContext,
  wanted: { typeId: number; teacherId: number; date: string; time: string },
) {
  const { typeId, teacherId, date, time } = wanted;
  const email = `appointment-first-${unique()}@example.test`;
  await addCustomer(request, { email, password: 'Journey1', classes: 10 });
  const login = await request.post('/login', {
    headers: studio,
    data: { email, password: 'Journey1' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const headers = { ...studio, Authorization: `Bearer ${token}` };

  const slots = await freeSlots(request, { typeId, teacherId, from: date, days: 0 });
  const slot = slots.find((candidate) => candidate.start_time === `${time}:00`);
  if (!slot) throw new Error(`no free slot ${date} ${time}: ${JSON.stringify(slots)}`);
  const query = `user=${user.id}&appointment_type=${typeId}&date=${date}`;
  const access = await request.get(`/appointments/access-items-valid-for-appointment?${query}`, {
    headers,
  });
  const { class_passes } = (await access.json()) as { class_passes: Array<{ id: number }> };
  const booking = await request.post('/appointments', {
    headers,
    data: {
      date,
      appointment_type_id: typeId,
      customer_id: user.id,
      teacher_id: slot.teacher_id,
      start_time: slot.start_time,
      branch_id: slot.branch_id,
      paymentOption: `class_pass_${class_passes[0]!.id}`,
      answers: [],
    },
  });
  expect(booking.ok(), await booking.text()).toBe(true);
}
