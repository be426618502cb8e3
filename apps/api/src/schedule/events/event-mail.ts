/**
 * An event signup's mails (issue 26; CONTRACT §6: sent when the event has
 * `send_email_to_customer`): the confirmation when the customer signs up (free or paid), and the
 * cancellation when they cancel a free event's signup. In the customer's language (their
 * `locale`, else the studio's), the studio's own subject and body when it wrote them for the
 * confirmation, with every time slot of the event as an ICS attachment (platform/ics/
 * calendar-ics.ts: one VEVENT per slot, UIDs per customer and slot, METHOD:CANCEL with the same
 * UIDs on cancellation; an event without slots is an all-day entry on its first day). Queued in
 * the change's transaction.
 */
import type { Tx } from '../../platform/db/connect.ts';
import { longDate } from '../../platform/i18n/dates.ts';
import { fill, type Texts } from '../../platform/i18n/locale.ts';
import { calendarIcs } from '../../platform/ics/calendar-ics.ts';
import { hhmm } from '../../platform/lib/time.ts';
import { customerLocale } from '../../platform/mail/customer-locale.ts';
import { mailFrom } from '../../platform/mail/transport.ts';
import { findStudio, mailLinkOrigin, sendMail } from '../../studio/public.ts';
import { bookingMailTexts as bookingTexts } from '../signups/public.ts';
import { eventMailRecipient, roomPlace } from './event-mail-queries.ts';
import { slotsOfEvents, type EventRow } from './queries.ts';

const texts = {
  subject: {
    da: 'Du er tilmeldt {event}',
    en: 'You are signed up for {event}',
    nb: 'Du er påmeldt {event}',
  },
  cancelledSubject: {
    da: 'Din tilmelding til {event} er afmeldt',
    en: 'Your signup for {event} is cancelled',
    nb: 'Påmeldingen din til {event} er avbestilt',
  },
  greeting: { da: 'Hej {name}', en: 'Hi {name}', nb: 'Hei {name}' },
  thanks: {
    da: 'Tak for din tilmelding til {event}, som begynder {date}.',
    en: 'Thank you for signing up for {event}, which begins on {date}.',
    nb: 'Takk for påmeldingen til {event}, som begynner {date}.',
  },
  cancelled: {
    da: 'Du har afmeldt dig {event}.',
    en: 'You have cancelled your signup for {event}.',
    nb: 'Du har meldt deg av {event}.',
  },
  when: { da: 'Tidspunkter:', en: 'Times:', nb: 'Tidspunkter:' },
  place: { da: 'Sted: {place}', en: 'Place: {place}', nb: 'Sted: {place}' },
  slot: {
    da: '{date} kl. {start}–{end}',
    en: '{date}, {start}–{end}',
    nb: '{date} kl. {start}–{end}',
  },
  calendar: {
    da: 'Tidspunkterne er vedhæftet som kalenderfil.',
    en: 'The times are attached as a calendar file.',
    nb: 'Tidspunktene er vedlagt som kalenderfil.',
  },
  calendarCancel: {
    da: 'Den vedhæftede kalenderfil fjerner tidspunkterne fra din kalender.',
    en: 'The attached calendar file removes the times from your calendar.',
    nb: 'Den vedlagte kalenderfilen fjerner tidspunktene fra kalenderen din.',
  },
} satisfies Record<string, Texts>;

/**
 * Queues the mail of `kind` about `event` to customer `userId` of studio `clientId`, inside `tx`.
 * Nothing when the event does not send mail (`send_email_to_customer` off), or the customer has
 * no e-mail address. `now` (ms): the ICS SEQUENCE.
 */
export async function sendEventMail(
  tx: Tx,
  clientId: number,
  event: EventRow,
  userId: number,
  kind: 'signup' | 'cancelled',
  now: number = Date.now(),
): Promise<void> {
  if (!event.send_email_to_customer) return;
  const [studio, person] = [
    await findStudio(tx, { id: clientId }),
    await eventMailRecipient(tx, clientId, userId),
  ];
  if (!studio || !person?.email) return;
  const locale = customerLocale(person.locale, studio.settings.locale);
  const origin = mailLinkOrigin(studio);
  const slots = await slotsOfEvents(tx, [event.id]);
  const place = await roomPlace(tx, event.room_id);
  const params = {
    name: person.first_name,
    event: event.name,
    date: longDate(slots[0]?.date ?? event.start_date, locale),
    studio: studio.row.name,
    place,
  };
  const times = slots.map((s) =>
    fill(texts.slot[locale], {
      date: longDate(s.date, locale),
      start: hhmm(s.start_time),
      end: hhmm(s.end_time),
    }),
  );
  const cancelled = kind === 'cancelled';
  const own = !cancelled && event.email_body.trim();
  const paragraphs = [
    ...(own
      ? [own]
      : [
          fill(texts.greeting[locale], params),
          fill((cancelled ? texts.cancelled : texts.thanks)[locale], params),
        ]),
    ...(times.length ? [[texts.when[locale], ...times].join('\n')] : []),
    ...(place ? [fill(texts.place[locale], params)] : []),
    cancelled ? texts.calendarCancel[locale] : texts.calendar[locale],
    `${bookingTexts.profile[locale]}\n${origin}/my-profile`,
    ...(own ? [] : [fill(bookingTexts.signature[locale], params)]),
  ];
  const uid = (slot: string) => `event-${event.id}-${slot}customer-${userId}@studio-booking`;
  const ics = calendarIcs(
    slots.length
      ? slots.map((s) => ({ ...s, uid: uid(`slot-${s.id}-`), title: event.name, location: place }))
      : [{ uid: uid(''), title: event.name, date: event.start_date, location: place }],
    { cancelled, changedAt: now, studioName: studio.row.name, organizerEmail: mailFrom() },
  );
  await sendMail(tx, clientId, {
    locale,
    to: person.email,
    subject:
      (!cancelled && event.email_subject.trim()) ||
      fill((cancelled ? texts.cancelledSubject : texts.subject)[locale], params),
    text: paragraphs.join('\n\n'),
    attachments: [
      {
        filename: `${event.name}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: ics,
      },
    ],
  });
}
