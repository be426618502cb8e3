/**
 * The words of the class booking mails (booking-mail.ts), in Danish, English and Norwegian: the
 * customer's own bookings and cancellations, a seat from the waiting list, the reminder before the
 * class, and a class the studio cancelled (issue 26).
 */
import type { Texts } from '../../platform/i18n/locale.ts';

/**
 * What happened: the customer booked (`seat`, `livestream`, `waiting_list`), got a seat from the
 * waiting list (`promoted`), cancelled their seat (`cancelled`), is reminded of their seat or
 * livestream (`reminder_seat`, `reminder_livestream`), or the studio cancelled the class
 * (`class_cancelled`, to seats, livestreams and the waiting list alike).
 */
export type BookingMailKind =
  | 'seat'
  | 'livestream'
  | 'waiting_list'
  | 'promoted'
  | 'cancelled'
  | 'reminder_seat'
  | 'reminder_livestream'
  | 'class_cancelled';

const reminderSubject: Texts = {
  da: 'Påmindelse: {class} {date} kl. {time}',
  en: 'Reminder: {class} on {date} at {time}',
  nb: 'Påminnelse: {class} {date} kl. {time}',
};

export const subjects: Record<BookingMailKind, Texts> = {
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
  reminder_seat: reminderSubject,
  reminder_livestream: reminderSubject,
  class_cancelled: {
    da: '{class} {date} kl. {time} er aflyst',
    en: '{class} on {date} at {time} is cancelled',
    nb: '{class} {date} kl. {time} er avlyst',
  },
};

export const what: Record<BookingMailKind, Texts> = {
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
  reminder_seat: {
    da: 'Vi glæder os til at se dig. Du har {seats} på holdet. Kan du ikke komme, så afmeld dig på din profil, så en anden kan få pladsen.',
    en: 'We look forward to seeing you. You have {seats} in the class. If you cannot come, cancel on your profile so that someone else can have the seat.',
    nb: 'Vi gleder oss til å se deg. Du har {seats} på timen. Kan du ikke komme, meld deg av på profilen din, så en annen kan få plassen.',
  },
  reminder_livestream: {
    da: 'Holdet begynder snart, og du kan se det som livestream via linket herunder.',
    en: 'The class begins soon, and you can watch it as a livestream through the link below.',
    nb: 'Timen begynner snart, og du kan se den som livestream via lenken nedenfor.',
  },
  class_cancelled: {
    da: 'Vi må desværre aflyse holdet, som du er tilmeldt. Vi beklager.',
    en: 'Unfortunately we have to cancel the class you signed up for. We are sorry.',
    nb: 'Dessverre må vi avlyse timen du er påmeldt. Vi beklager.',
  },
};

export const texts = {
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
  reminderOff: {
    da: 'Du får denne påmindelse, fordi du er tilmeldt holdet. Du kan slå påmindelser fra på din profil:',
    en: 'You get this reminder because you booked the class. You can switch reminders off on your profile:',
    nb: 'Du får denne påminnelsen fordi du er påmeldt timen. Du kan slå av påminnelser på profilen din:',
  },
  schedule: {
    da: 'Find et andet hold på holdplanen:',
    en: 'Find another class in the schedule:',
    nb: 'Finn en annen time på timeplanen:',
  },
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
