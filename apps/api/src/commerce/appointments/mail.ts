/**
 * The appointment's confirmation e-mail (issue 24): in the studio's language (da, en, nb) and look
 * (`sendMail` adds the HTML part), with the appointment as an iCalendar attachment (the `ics`
 * package), so the customer can add it to their calendar. Date as Copenhagen `YYYY-MM-DD`, times
 * `HH:mm`; the ICS in UTC.
 */
import { eq, inArray } from 'drizzle-orm';
import { createEvent } from 'ics';
import type { Tx } from '../../platform/db/connect.ts';
import { branches, users } from '../../platform/db/schema.ts';
import { fill, toLocale, type Texts } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';
import { copenhagenInstant, hhmm } from '../../platform/lib/time.ts';
import type { StudioClient } from '../../studio/public.ts';
import type { AppointmentRow } from './queries.ts';

const subject: Texts = {
  da: 'Din aftale {date} kl. {time} er booket',
  en: 'Your appointment on {date} at {time} is booked',
  nb: 'Avtalen din {date} kl. {time} er bestilt',
};

const body: Texts = {
  da: 'Hej {name}\n\nDu har booket {type} med {teacher} {date} kl. {time}–{end}{place}.\n\nDu finder aftalen i den vedhæftede kalenderfil og på din profil.\n\nVi glæder os til at se dig.\n{studio}',
  en: 'Hi {name}\n\nYou have booked {type} with {teacher} on {date} at {time}–{end}{place}.\n\nThe appointment is in the attached calendar file and on your profile.\n\nWe look forward to seeing you.\n{studio}',
  nb: 'Hei {name}\n\nDu har bestilt {type} med {teacher} {date} kl. {time}–{end}{place}.\n\nDu finner avtalen i den vedlagte kalenderfilen og på profilen din.\n\nVi gleder oss til å se deg.\n{studio}',
};

const at: Texts = { da: ', {branch}', en: ', {branch}', nb: ', {branch}' };

/** The appointment as one VEVENT (UTC), or throws when the `ics` package rejects it. */
export function appointmentIcs(
  row: AppointmentRow,
  title: string,
  studioName: string,
  location: string,
): string {
  const { error, value } = createEvent({
    uid: `appointment-${row.id}@studio-booking`,
    title,
    start: copenhagenInstant(row.date, row.start_time),
    end: copenhagenInstant(row.date, row.end_time),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    location: location || undefined,
    organizer: { name: studioName },
    productId: 'studio-booking/ics',
  });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}

/** The confirmation to the customer, or null when they have no e-mail address. */
export async function confirmationMail(
  tx: Tx,
  client: StudioClient,
  row: AppointmentRow,
  typeName: string,
): Promise<Mail | null> {
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(users)
    .where(inArray(users.id, [row.customer_id, row.teacher_id]));
  const customer = people.find((p) => p.id === row.customer_id);
  const teacher = people.find((p) => p.id === row.teacher_id);
  if (!customer?.email) return null;
  const [branch] = row.branch_id
    ? await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, row.branch_id))
    : [];
  const locale = toLocale(client.settings.locale);
  const params = {
    name: customer.first_name,
    type: typeName,
    teacher: teacher ? `${teacher.first_name} ${teacher.last_name}`.trim() : '',
    date: row.date,
    time: hhmm(row.start_time),
    end: hhmm(row.end_time),
    place: branch ? fill(at[locale], { branch: branch.name }) : '',
    studio: client.row.name,
  };
  const title = params.teacher ? `${typeName} – ${params.teacher}` : typeName;
  return {
    to: customer.email,
    subject: fill(subject[locale], params),
    text: fill(body[locale], params),
    attachments: [
      {
        filename: `${typeName} ${row.date} ${params.time}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: appointmentIcs(row, title, client.row.name, branch?.name ?? ''),
      },
    ],
  };
}
