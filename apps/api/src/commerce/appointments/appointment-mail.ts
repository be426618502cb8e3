/**
 * An appointment's mails (issue 24, issue 26): the confirmation when it is booked and the
 * cancellation when the customer cancels it, in the customer's language (their `locale`, else the
 * studio's) and the studio's look (`sendMail` adds the HTML part), with the appointment as an
 * iCalendar attachment (platform/ics/calendar-ics.ts): `METHOD:PUBLISH`, and `METHOD:CANCEL` with
 * the same UID (`appointment-<id>@studio-booking`) and a higher SEQUENCE, so the calendar entry
 * the confirmation added goes away. Date as Copenhagen `YYYY-MM-DD`, times `HH:mm`; the ICS in
 * UTC. Queued in the change's transaction.
 */
import type { Tx } from '../../platform/db/connect.ts';
import { fill, type Texts } from '../../platform/i18n/locale.ts';
import { calendarIcs } from '../../platform/ics/calendar-ics.ts';
import { hhmm } from '../../platform/lib/time.ts';
import { customerLocale } from '../../platform/mail/customer-locale.ts';
import { mailFrom } from '../../platform/mail/transport.ts';
import { mailLinkOrigin, sendMail, type StudioClient } from '../../studio/public.ts';
import { appointmentMailFacts } from './appointment-mail-queries.ts';
import type { AppointmentRow } from './queries.ts';

const texts = {
  booked: {
    da: 'Din aftale {date} kl. {time} er booket',
    en: 'Your appointment on {date} at {time} is booked',
    nb: 'Avtalen din {date} kl. {time} er bestilt',
  },
  cancelled: {
    da: 'Din aftale {date} kl. {time} er aflyst',
    en: 'Your appointment on {date} at {time} is cancelled',
    nb: 'Avtalen din {date} kl. {time} er avlyst',
  },
  bookedBody: {
    da: 'Hej {name}\n\nDu har booket {type} med {teacher} {date} kl. {time}–{end}{place}.\n\nDu finder aftalen i den vedhæftede kalenderfil og på din profil:\n{link}\n\nVi glæder os til at se dig.\n{studio}',
    en: 'Hi {name}\n\nYou have booked {type} with {teacher} on {date} at {time}–{end}{place}.\n\nThe appointment is in the attached calendar file and on your profile:\n{link}\n\nWe look forward to seeing you.\n{studio}',
    nb: 'Hei {name}\n\nDu har bestilt {type} med {teacher} {date} kl. {time}–{end}{place}.\n\nDu finner avtalen i den vedlagte kalenderfilen og på profilen din:\n{link}\n\nVi gleder oss til å se deg.\n{studio}',
  },
  cancelledBody: {
    da: 'Hej {name}\n\nDin aftale om {type} med {teacher} {date} kl. {time}–{end}{place} er aflyst.\n\nDen vedhæftede kalenderfil fjerner aftalen fra din kalender. Dine aftaler står på din profil:\n{link}\n\nVenlig hilsen\n{studio}',
    en: 'Hi {name}\n\nYour appointment for {type} with {teacher} on {date} at {time}–{end}{place} is cancelled.\n\nThe attached calendar file removes it from your calendar. Your appointments are on your profile:\n{link}\n\nBest regards\n{studio}',
    nb: 'Hei {name}\n\nAvtalen din om {type} med {teacher} {date} kl. {time}–{end}{place} er avlyst.\n\nDen vedlagte kalenderfilen fjerner avtalen fra kalenderen din. Avtalene dine står på profilen din:\n{link}\n\nVennlig hilsen\n{studio}',
  },
  at: { da: ', {branch}', en: ', {branch}', nb: ', {branch}' },
} satisfies Record<string, Texts>;

/**
 * Queues the appointment's mail of `kind` to its customer inside `tx`; nothing when the customer
 * has no e-mail address. `now` (ms): the ICS SEQUENCE.
 */
export async function sendAppointmentMail(
  tx: Tx,
  client: StudioClient,
  row: AppointmentRow,
  kind: 'booked' | 'cancelled',
  now: number = Date.now(),
): Promise<void> {
  const facts = await appointmentMailFacts(tx, row);
  if (!facts.customer?.email) return;
  const locale = customerLocale(facts.customer.locale, client.settings.locale);
  const params = {
    name: facts.customer.first_name,
    type: facts.typeName,
    teacher: facts.teacher,
    date: row.date,
    time: hhmm(row.start_time),
    end: hhmm(row.end_time),
    place: facts.branch ? fill(texts.at[locale], { branch: facts.branch }) : '',
    studio: client.row.name,
    link: `${mailLinkOrigin(client)}/my-profile`,
  };
  const cancelled = kind === 'cancelled';
  const title = facts.teacher ? `${facts.typeName} – ${facts.teacher}` : facts.typeName;
  const ics = calendarIcs(
    [{ ...row, uid: `appointment-${row.id}@studio-booking`, title, location: facts.branch }],
    { cancelled, changedAt: now, studioName: client.row.name, organizerEmail: mailFrom() },
  );
  await sendMail(tx, client, {
    locale,
    to: facts.customer.email,
    subject: fill(texts[kind][locale], params),
    text: fill((cancelled ? texts.cancelledBody : texts.bookedBody)[locale], params),
    attachments: [
      {
        filename: `${facts.typeName} ${row.date} ${params.time}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: ics,
      },
    ],
  });
}
