/**
 * Localised titles and messages for the extended error format (CONTRACT §1.5, §15.1). Keys are the
 * extended `error.type` values. Our own wording in Danish, English and Norwegian.
 */
import type { ExtendedErrorKey } from '@studio/contract/errors';
import type { Texts } from './locale.ts';

export const errorTexts: Record<ExtendedErrorKey, { title: Texts; message: Texts }> = {
  loginFailed: {
    title: { da: 'Login mislykkedes', en: 'Login failed', nb: 'Innlogging mislyktes' },
    message: {
      da: 'E-mail eller adgangskode er forkert.',
      en: 'The email or password is wrong.',
      nb: 'E-post eller passord er feil.',
    },
  },
  emailNotFound: {
    title: { da: 'Ukendt e-mail', en: 'Unknown email', nb: 'Ukjent e-post' },
    message: {
      da: 'Vi kan ikke finde {email} i systemet.',
      en: 'We cannot find {email} in the system.',
      nb: 'Vi finner ikke {email} i systemet.',
    },
  },
  passwordTooWeak: {
    title: {
      da: 'Adgangskoden er for svag',
      en: 'Password too weak',
      nb: 'Passordet er for svakt',
    },
    message: {
      da: 'Adgangskoden skal have mindst 6 tegn med et stort bogstav, et lille bogstav og et tal.',
      en: 'The password needs at least 6 characters with an upper-case letter, a lower-case letter and a digit.',
      nb: 'Passordet må ha minst 6 tegn med en stor bokstav, en liten bokstav og et tall.',
    },
  },
  invalidToken: {
    title: { da: 'Ugyldigt link', en: 'Invalid link', nb: 'Ugyldig lenke' },
    message: {
      da: 'Linket er ikke gyldigt. Bed om et nyt.',
      en: 'This link is not valid. Please ask for a new one.',
      nb: 'Lenken er ikke gyldig. Be om en ny.',
    },
  },
  tokenExpired: {
    title: { da: 'Linket er udløbet', en: 'Link expired', nb: 'Lenken er utløpt' },
    message: {
      da: 'Linket er udløbet. Bed om et nyt.',
      en: 'This link has expired. Please ask for a new one.',
      nb: 'Lenken er utløpt. Be om en ny.',
    },
  },
  classHasStarted: {
    title: { da: 'Holdet er startet', en: 'Class has started', nb: 'Timen har startet' },
    message: {
      da: 'Holdet er allerede startet, så det kan ikke ændres.',
      en: 'The class has already started, so this can no longer be changed.',
      nb: 'Timen har allerede startet, så dette kan ikke endres.',
    },
  },
  signupDeadlineHasBeenExceeded: {
    title: { da: 'Tilmeldingen er lukket', en: 'Signup closed', nb: 'Påmeldingen er stengt' },
    message: {
      da: 'Fristen for tilmelding til dette hold er overskredet.',
      en: 'The signup deadline for this class has passed.',
      nb: 'Fristen for påmelding til denne timen er passert.',
    },
  },
  alreadySignedUp: {
    title: { da: 'Allerede tilmeldt', en: 'Already signed up', nb: 'Allerede påmeldt' },
    message: {
      da: 'Du er allerede tilmeldt dette hold.',
      en: 'You are already signed up for this class.',
      nb: 'Du er allerede påmeldt denne timen.',
    },
  },
  classCancelled: {
    title: { da: 'Holdet er aflyst', en: 'Class cancelled', nb: 'Timen er avlyst' },
    message: {
      da: 'Holdet er aflyst.',
      en: 'The class has been cancelled.',
      nb: 'Timen er avlyst.',
    },
  },
  classIsFull: {
    title: { da: 'Holdet er fuldt', en: 'Class is full', nb: 'Timen er full' },
    message: {
      da: 'Der er ikke flere ledige pladser på holdet.',
      en: 'There are no more free seats in this class.',
      nb: 'Det er ikke flere ledige plasser på timen.',
    },
  },
  noAccess: {
    title: { da: 'Intet gyldigt adgangskort', en: 'No valid access', nb: 'Ingen gyldig tilgang' },
    message: {
      da: 'Du har ikke et gyldigt klippekort eller medlemskab til dette hold.',
      en: 'You have no valid class pass or membership for this class.',
      nb: 'Du har ikke et gyldig klippekort eller medlemskap for denne timen.',
    },
  },
  waitingListDisabled: {
    title: { da: 'Ingen venteliste', en: 'No waiting list', nb: 'Ingen venteliste' },
    message: {
      da: 'Holdet har ikke venteliste.',
      en: 'This class has no waiting list.',
      nb: 'Denne timen har ingen venteliste.',
    },
  },
  privateClassWaitingListDisabled: {
    title: { da: 'Ingen venteliste', en: 'No waiting list', nb: 'Ingen venteliste' },
    message: {
      da: 'Private timer har ikke venteliste.',
      en: 'Private sessions have no waiting list.',
      nb: 'Private timer har ingen venteliste.',
    },
  },
  classIsOpen: {
    title: { da: 'Åbent hold', en: 'Open class', nb: 'Åpen time' },
    message: {
      da: 'Holdet er åbent for alle og kræver ingen tilmelding.',
      en: 'This class is open to all and needs no booking.',
      nb: 'Denne timen er åpen for alle og krever ingen påmelding.',
    },
  },
  signoffDeadlineHasBeenExceeded: {
    title: { da: 'Ventelisten er lukket', en: 'Waiting list closed', nb: 'Ventelisten er stengt' },
    message: {
      da: 'Ventelisten lukker ved afmeldingsfristen, og den er overskredet.',
      en: 'The waiting list closes at the cancellation deadline, which has passed.',
      nb: 'Ventelisten stenger ved avmeldingsfristen, og den er passert.',
    },
  },
  alreadySignedUpForWaitingList: {
    title: {
      da: 'Allerede på venteliste',
      en: 'Already on the waiting list',
      nb: 'Allerede på venteliste',
    },
    message: {
      da: 'Du står allerede på ventelisten til dette hold.',
      en: 'You are already on the waiting list for this class.',
      nb: 'Du står allerede på ventelisten til denne timen.',
    },
  },
  waitingListIsFull: {
    title: { da: 'Ventelisten er fuld', en: 'Waiting list full', nb: 'Ventelisten er full' },
    message: {
      da: 'Der er ikke plads på ventelisten.',
      en: 'There is no room left on the waiting list.',
      nb: 'Det er ikke plass på ventelisten.',
    },
  },
  classIsNotFull: {
    title: { da: 'Der er ledige pladser', en: 'Seats available', nb: 'Ledige plasser' },
    message: {
      da: 'Holdet har ledige pladser, så du kan tilmelde dig direkte.',
      en: 'The class has free seats, so you can book it directly.',
      nb: 'Timen har ledige plasser, så du kan melde deg på direkte.',
    },
  },
  classNotFound: {
    title: { da: 'Holdet findes ikke', en: 'Class not found', nb: 'Timen finnes ikke' },
    message: {
      da: 'Vi kan ikke finde holdet. Det kan være slettet.',
      en: 'We cannot find this class. It may have been removed.',
      nb: 'Vi finner ikke timen. Den kan være slettet.',
    },
  },
  signupNotOpenYet: {
    title: {
      da: 'Tilmeldingen er ikke åben',
      en: 'Signup not open yet',
      nb: 'Påmeldingen er ikke åpen',
    },
    message: {
      da: 'Du kan tidligst tilmelde dig {days} dage før holdet.',
      en: 'You can book at most {days} days before the class.',
      nb: 'Du kan tidligst melde deg på {days} dager før timen.',
    },
  },
  classIsLockedByClassSeries: {
    title: { da: 'Del af et forløb', en: 'Part of a course', nb: 'Del av et kurs' },
    message: {
      da: 'Holdet er en del af et forløb og kan ikke bookes alene.',
      en: 'This class is part of a course and cannot be booked on its own.',
      nb: 'Timen er en del av et kurs og kan ikke bookes alene.',
    },
  },
  multipleSeatsNotAllowed: {
    title: { da: 'Kun én plads', en: 'One seat only', nb: 'Kun én plass' },
    message: {
      da: 'Du kan kun booke én plads på et hold.',
      en: 'You can only book one seat in a class.',
      nb: 'Du kan bare booke én plass på en time.',
    },
  },
  validation: {
    title: { da: 'Tjek oplysningerne', en: 'Please check the form', nb: 'Sjekk opplysningene' },
    message: {
      da: 'Nogle felter mangler eller er forkerte: {fields}.',
      en: 'Some fields are missing or wrong: {fields}.',
      nb: 'Noen felt mangler eller er feil: {fields}.',
    },
  },
  eventNotFound: {
    title: {
      da: 'Eventet findes ikke',
      en: 'Event not available',
      nb: 'Arrangementet finnes ikke',
    },
    message: {
      da: 'Dette event kan ikke længere bookes. Det kan være aflyst eller fjernet.',
      en: 'This event can no longer be booked. It may have been cancelled or removed.',
      nb: 'Dette arrangementet kan ikke lenger bestilles. Det kan være avlyst eller fjernet.',
    },
  },
  eventHasStarted: {
    title: { da: 'Eventet er begyndt', en: 'Event has started', nb: 'Arrangementet har startet' },
    message: {
      da: 'Eventet er allerede begyndt, så tilmeldingen kan ikke ændres.',
      en: 'The event has already begun, so the signup can no longer be changed.',
      nb: 'Arrangementet har allerede begynt, så påmeldingen kan ikke endres.',
    },
  },
  appointmentTimeslotUnavailable: {
    title: {
      da: 'Tiden er ikke længere ledig',
      en: 'Time no longer available',
      nb: 'Tiden er ikke lenger ledig',
    },
    message: {
      da: 'Den valgte tid er blevet optaget eller lukket. Vælg en anden tid.',
      en: 'The time you chose has been taken or closed. Please choose another time.',
      nb: 'Tiden du valgte er tatt eller stengt. Velg en annen tid.',
    },
  },
  appointmentOverlaps: {
    title: { da: 'Tiden overlapper', en: 'Time overlaps', nb: 'Tiden overlapper' },
    message: {
      da: 'Du har allerede en aftale eller et hold på det tidspunkt.',
      en: 'You already have an appointment or a class at that time.',
      nb: 'Du har allerede en avtale eller en time på det tidspunktet.',
    },
  },
  appointmentCancellationDeadlineExceeded: {
    title: {
      da: 'Fristen for afbud er overskredet',
      en: 'Too late to cancel',
      nb: 'Fristen for avbestilling er passert',
    },
    message: {
      da: 'Aftalen kan ikke længere aflyses her. Kontakt studiet.',
      en: 'The appointment can no longer be cancelled here. Please contact the studio.',
      nb: 'Avtalen kan ikke lenger avbestilles her. Kontakt studioet.',
    },
  },
  appointmentCannotBeCancelled: {
    title: {
      da: 'Aftalen kan ikke aflyses her',
      en: 'Cannot be cancelled here',
      nb: 'Avtalen kan ikke avbestilles her',
    },
    message: {
      da: 'En betalt aftale aflyses af studiet. Kontakt studiet.',
      en: 'A paid appointment is cancelled by the studio. Please contact the studio.',
      nb: 'En betalt avtale avbestilles av studioet. Kontakt studioet.',
    },
  },
};
