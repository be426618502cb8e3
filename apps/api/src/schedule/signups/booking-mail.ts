/**
 * Booking mails (issue 26, "Mail that looks like the studio, and says what happened"): a seat
 * booked, the livestream booked, a place on the waiting list, a seat from the waiting list (the
 * customer did not do it), a booking the customer cancelled, the reminder before the class
 * (schedule/reminders) and a class the studio cancelled (schedule/cancelled-classes). Queued
 * with the studio's `sendMail` inside the change's transaction (a rolled-back booking mails
 * nothing; a committed one cannot lose its mail), in the customer's language (their `locale`,
 * else the studio's; platform/mail/customer-locale.ts), with links to the studio's
 * mail origin and the booking as an ICS attachment (platform/ics/booking-ics.ts): one UID per
 * customer and class, so a cancellation (METHOD:CANCEL) removes the entry the booking added.
 * Dates and times are the class's Copenhagen wall time. Decision:
 * docs/decisions/2026-11-27-html-mail-and-booking-confirmations.md.
 */
import type { Tx } from '../../platform/db/connect.ts';
import { fill } from '../../platform/i18n/locale.ts';
import { bookingIcs, type BookingIcsKind } from '../../platform/ics/booking-ics.ts';
import { hhmm } from '../../platform/lib/time.ts';
import { customerLocale } from '../../platform/mail/customer-locale.ts';
import { mailFrom } from '../../platform/mail/transport.ts';
import { mailLinkOrigin, sendMail, type StudioClient } from '../../studio/public.ts';
import { bookingMailFacts } from './booking-mail-queries.ts';
import { longDate } from '../../platform/i18n/dates.ts';
import { subjects, texts, what, type BookingMailKind } from './booking-mail-texts.ts';

const icsKind: Record<BookingMailKind, BookingIcsKind> = {
  seat: 'seat',
  livestream: 'livestream',
  waiting_list: 'waiting_list',
  promoted: 'seat',
  cancelled: 'cancelled',
  reminder_seat: 'seat',
  reminder_livestream: 'livestream',
  class_cancelled: 'cancelled',
};

const livestreamKinds = new Set<BookingMailKind>(['livestream', 'reminder_livestream']);

interface BookingMail {
  kind: BookingMailKind;
  classId: number;
  userId: number;
  /**
   * The signup's kind, for `class_cancelled`: a livestream's cancelled entry says so in its title.
   */
  signup?: 'seat' | 'livestream' | 'waiting_list';
  /** Seats held (seat, promoted, reminder_seat); 1 otherwise. */
  count?: number;
  /** When it happened (ms): the ICS SEQUENCE. */
  now: number;
}

/**
 * Queues the booking's mail inside `tx`, the change's transaction. Nothing when the customer has
 * no e-mail address or the class or customer is not the studio's.
 */
export async function sendBookingMail(
  tx: Tx,
  client: StudioClient,
  booking: BookingMail,
): Promise<void> {
  const facts = await bookingMailFacts(tx, client.row.id, booking.classId, booking.userId);
  if (!facts?.customer.email) return;
  const { cls, customer } = facts;
  const locale = customerLocale(customer.locale, client.settings.locale);
  const origin = mailLinkOrigin(client);
  const count = booking.count ?? 1;
  const params = {
    name: customer.first_name,
    class: cls.typeName,
    date: longDate(cls.date, locale),
    time: hhmm(cls.start_time),
    end: hhmm(cls.end_time),
    studio: client.row.name,
    seats: count > 1 ? fill(texts.seats[locale], { count }) : texts.oneSeat[locale],
  };
  const place = [cls.room, cls.branch].filter(Boolean).join(', ');
  const livestreamLink = livestreamKinds.has(booking.kind)
    ? `${origin}/livestream/class/${cls.id}/preloader`
    : null;
  const details = [
    `${texts.class[locale]}: ${cls.typeName}${cls.subtitle ? ` – ${cls.subtitle}` : ''}`,
    `${texts.date[locale]}: ${params.date}`,
    `${texts.time[locale]}: ${params.time}–${params.end}`,
    ...(place && !livestreamLink ? [`${texts.place[locale]}: ${place}`] : []),
  ];
  const cancelled = icsKind[booking.kind] === 'cancelled';
  const reminder = booking.kind === 'reminder_seat' || booking.kind === 'reminder_livestream';
  const paragraphs = [
    fill(texts.greeting[locale], params),
    fill(what[booking.kind][locale], params),
    details.join('\n'),
    ...(livestreamLink ? [`${texts.livestreamLink[locale]}\n${livestreamLink}`] : []),
    cancelled ? texts.calendarCancel[locale] : texts.calendar[locale],
    booking.kind === 'class_cancelled'
      ? `${texts.schedule[locale]}\n${origin}/schedule`
      : `${texts.profile[locale]}\n${origin}/my-profile`,
    ...(reminder ? [`${texts.reminderOff[locale]}\n${origin}/edit-profile`] : []),
    fill(texts.signature[locale], params),
  ];
  const shownAs = booking.kind === 'class_cancelled' ? booking.signup : booking.kind;
  const title =
    shownAs === 'waiting_list'
      ? fill(texts.waitingTitle[locale], params)
      : livestreamLink || shownAs === 'livestream'
        ? fill(texts.livestreamTitle[locale], params)
        : cls.typeName;
  const ics = bookingIcs(
    { ...cls, classTypeName: cls.typeName, location: place, studioName: client.row.name },
    {
      kind: icsKind[booking.kind],
      customerId: booking.userId,
      changedAt: booking.now,
      livestreamLink,
      title,
      organizerEmail: mailFrom(),
    },
  );
  await sendMail(tx, client, {
    locale,
    to: customer.email,
    subject: fill(subjects[booking.kind][locale], params),
    text: paragraphs.join('\n\n'),
    attachments: [
      {
        filename: `${cls.typeName} ${cls.date} ${params.time}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: ics,
      },
    ],
  });
}
