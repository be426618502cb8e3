/**
 * Booking confirmations (issue 26, "Mail that looks like the studio, and says what happened"): a
 * seat booked, the livestream booked, a place on the waiting list, a seat from the waiting list
 * (the customer did not do it), and a booking the customer cancelled. Queued with the studio's
 * `sendMail` inside the change's transaction (a rolled-back booking mails nothing; a committed
 * one cannot lose its mail), in the studio's language (CONTRACT §1.13), with links to the studio's
 * mail origin and the booking as an ICS attachment (platform/ics/booking-ics.ts): one UID per
 * customer and class, so a cancellation (METHOD:CANCEL) removes the entry the booking added.
 * Dates and times are the class's Copenhagen wall time. Decision:
 * docs/decisions/2026-11-27-html-mail-and-booking-confirmations.md.
 */
import type { Tx } from '../../platform/db/connect.ts';
import { fill, toLocale, type Locale, type Texts } from '../../platform/i18n/locale.ts';
import { bookingIcs, type BookingIcsKind } from '../../platform/ics/booking-ics.ts';
import { hhmm } from '../../platform/lib/time.ts';
import { mailFrom } from '../../platform/mail/transport.ts';
import { mailLinkOrigin, sendMail, type StudioClient } from '../../studio/public.ts';
import { bookingMailFacts } from './booking-mail-queries.ts';

/**
 * What happened: the customer booked (`seat`, `livestream`, `waiting_list`), got a seat from the
 * waiting list (`promoted`), or cancelled their seat (`cancelled`).
 */
type BookingMailKind = 'seat' | 'livestream' | 'waiting_list' | 'promoted' | 'cancelled';

const subjects: Record<BookingMailKind, Texts> = {
  seat: {
    da: 'Du er tilmeldt {class} {date} kl. {time}',
    en: 'You are booked for {class} on {date} at {time}',
    nb: 'Du er påmeldt {class} {date} kl. {time}',
  },
  livestream: {
    da: 'Du er tilmeldt livestream af {class} {date} kl. {time}',
    en: 'You are signed up for the livestream of {class} on {date} at {time}',
    nb: 'Du er påmeldt livestream av {class} {date} kl. {time}',
  },
  waiting_list: {
    da: 'Du er på ventelisten til {class} {date} kl. {time}',
    en: 'You are on the waiting list for {class} on {date} at {time}',
    nb: 'Du står på ventelisten til {class} {date} kl. {time}',
  },
  promoted: {
    da: 'Du har fået en plads på {class} {date} kl. {time}',
    en: 'You have got a seat in {class} on {date} at {time}',
    nb: 'Du har fått plass på {class} {date} kl. {time}',
  },
  cancelled: {
    da: 'Din tilmelding til {class} {date} kl. {time} er afmeldt',
    en: 'Your booking for {class} on {date} at {time} is cancelled',
    nb: 'Påmeldingen din til {class} {date} kl. {time} er avbestilt',
  },
};

const what: Record<BookingMailKind, Texts> = {
  seat: {
    da: 'Tak for din tilmelding. Du har {seats} på holdet.',
    en: 'Thank you for booking. You have {seats} in the class.',
    nb: 'Takk for påmeldingen. Du har {seats} på timen.',
  },
  livestream: {
    da: 'Tak for din tilmelding. Du kan se holdet som livestream via linket herunder, når det begynder.',
    en: 'Thank you for signing up. You can watch the class as a livestream through the link below when it begins.',
    nb: 'Takk for påmeldingen. Du kan se timen som livestream via lenken nedenfor når den begynner.',
  },
  waiting_list: {
    da: 'Holdet er fuldt, så du står på ventelisten. Bliver en plads ledig, får du den og en e-mail om det.',
    en: 'The class is full, so you are on the waiting list. If a seat becomes free, you get it and an email about it.',
    nb: 'Timen er full, så du står på ventelisten. Blir en plass ledig, får du den og en e-post om det.',
  },
  promoted: {
    da: 'En plads er blevet ledig, og du har fået den fra ventelisten: du har {seats} på holdet. Kan du ikke komme, så afmeld dig på din profil.',
    en: 'A seat became free and you have got it from the waiting list: you have {seats} in the class. If you cannot come, cancel on your profile.',
    nb: 'En plass ble ledig, og du har fått den fra ventelisten: du har {seats} på timen. Kan du ikke komme, meld deg av på profilen din.',
  },
  cancelled: {
    da: 'Du har afmeldt dig holdet.',
    en: 'You have cancelled your booking for the class.',
    nb: 'Du har meldt deg av timen.',
  },
};

const texts = {
  greeting: { da: 'Hej {name}', en: 'Hi {name}', nb: 'Hei {name}' },
  oneSeat: { da: 'en plads', en: 'a seat', nb: 'en plass' },
  seats: { da: '{count} pladser', en: '{count} seats', nb: '{count} plasser' },
  class: { da: 'Hold', en: 'Class', nb: 'Time' },
  date: { da: 'Dato', en: 'Date', nb: 'Dato' },
  time: { da: 'Tid', en: 'Time', nb: 'Tid' },
  place: { da: 'Sted', en: 'Place', nb: 'Sted' },
  calendar: {
    da: 'Holdet er vedhæftet som kalenderfil.',
    en: 'The class is attached as a calendar file.',
    nb: 'Timen er vedlagt som kalenderfil.',
  },
  calendarCancel: {
    da: 'Den vedhæftede kalenderfil fjerner holdet fra din kalender.',
    en: 'The attached calendar file removes the class from your calendar.',
    nb: 'Den vedlagte kalenderfilen fjerner timen fra kalenderen din.',
  },
  livestreamLink: { da: 'Livestreamen:', en: 'The livestream:', nb: 'Livestreamen:' },
  profile: {
    da: 'Dine tilmeldinger står på din profil:',
    en: 'Your bookings are on your profile:',
    nb: 'Påmeldingene dine står på profilen din:',
  },
  signature: {
    da: 'Venlig hilsen\n{studio}',
    en: 'Best regards\n{studio}',
    nb: 'Vennlig hilsen\n{studio}',
  },
  waitingTitle: {
    da: '{class} (venteliste)',
    en: '{class} (waiting list)',
    nb: '{class} (venteliste)',
  },
  livestreamTitle: {
    da: '{class} (livestream)',
    en: '{class} (livestream)',
    nb: '{class} (livestream)',
  },
} satisfies Record<string, Texts>;

const intlLocale: Record<Locale, string> = { da: 'da-DK', en: 'en-GB', nb: 'nb-NO' };

/** `2030-01-15` → `tirsdag den 15. januar 2030` / `Tuesday, 15 January 2030` (a calendar date). */
function longDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const icsKind: Record<BookingMailKind, BookingIcsKind> = {
  seat: 'seat',
  livestream: 'livestream',
  waiting_list: 'waiting_list',
  promoted: 'seat',
  cancelled: 'cancelled',
};

interface BookingMail {
  kind: BookingMailKind;
  classId: number;
  userId: number;
  /** Seats held (seat, promoted); 1 otherwise. */
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
  const locale = toLocale(client.settings.locale);
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
  const livestreamLink =
    booking.kind === 'livestream' ? `${origin}/livestream/class/${cls.id}/preloader` : null;
  const details = [
    `${texts.class[locale]}: ${cls.typeName}${cls.subtitle ? ` – ${cls.subtitle}` : ''}`,
    `${texts.date[locale]}: ${params.date}`,
    `${texts.time[locale]}: ${params.time}–${params.end}`,
    ...(place && !livestreamLink ? [`${texts.place[locale]}: ${place}`] : []),
  ];
  const cancelled = booking.kind === 'cancelled';
  const paragraphs = [
    fill(texts.greeting[locale], params),
    fill(what[booking.kind][locale], params),
    details.join('\n'),
    ...(livestreamLink ? [`${texts.livestreamLink[locale]}\n${livestreamLink}`] : []),
    cancelled ? texts.calendarCancel[locale] : texts.calendar[locale],
    `${texts.profile[locale]}\n${origin}/my-profile`,
    fill(texts.signature[locale], params),
  ];
  const title =
    booking.kind === 'waiting_list'
      ? fill(texts.waitingTitle[locale], params)
      : booking.kind === 'livestream'
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
  await sendMail(tx, client.row.id, {
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
