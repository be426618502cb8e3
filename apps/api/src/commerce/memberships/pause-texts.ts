/**
 * The pause refusals' words (CONTRACT §8 POST/DELETE /membership-pauses *(design)*, §15.1): each
 * refusal key is the extended error's `type`, with a title and a message in da/en/nb.
 */
import type { Texts } from '../../platform/i18n/locale.ts';

/** Titles and messages of the pause refusals (CONTRACT §8, §15.1: the key is the `error.type`). */
export const pauseRefusalTexts: Record<string, { title: Texts; message: Texts }> = {
  customersCanNotPauseMemberships: {
    title: { da: 'Pause ikke muligt', en: 'Pause not possible', nb: 'Pause ikke mulig' },
    message: {
      da: 'Du kan ikke selv sætte dit medlemskab på pause. Kontakt os.',
      en: 'You cannot pause your membership yourself. Please contact us.',
      nb: 'Du kan ikke selv sette medlemskapet på pause. Kontakt oss.',
    },
  },
  customersCanNotPauseMembershipsIndefinitely: {
    title: { da: 'Vælg en slutdato', en: 'Choose an end date', nb: 'Velg en sluttdato' },
    message: {
      da: 'En pause skal have en slutdato.',
      en: 'A pause needs an end date.',
      nb: 'En pause må ha en sluttdato.',
    },
  },
  membershipNumberOfPausesLimitReached: {
    title: { da: 'Ingen flere pauser', en: 'No more pauses', nb: 'Ingen flere pauser' },
    message: {
      da: 'Du kan holde højst {max} pauser på et år.',
      en: 'You can take at most {max} pauses in a year.',
      nb: 'Du kan ta maks {max} pauser i løpet av et år.',
    },
  },
  membershipPauseTooLong: {
    title: { da: 'Pausen er for lang', en: 'The pause is too long', nb: 'Pausen er for lang' },
    message: {
      da: 'En pause kan vare højst {max} dage.',
      en: 'A pause can last at most {max} days.',
      nb: 'En pause kan vare maks {max} dager.',
    },
  },
  OnlyActiveMembershipsCanBePaused: {
    title: { da: 'Pause ikke muligt', en: 'Pause not possible', nb: 'Pause ikke mulig' },
    message: {
      da: 'Kun aktive medlemskaber kan sættes på pause.',
      en: 'Only active memberships can be paused.',
      nb: 'Bare aktive medlemskap kan settes på pause.',
    },
  },
  membershipPauseCanNotStartBeforeToday: {
    title: { da: 'Forkert startdato', en: 'Wrong start date', nb: 'Feil startdato' },
    message: {
      da: 'En pause kan tidligst starte i dag.',
      en: 'A pause can start today at the earliest.',
      nb: 'En pause kan tidligst starte i dag.',
    },
  },
  // Ours (design, issue 22 item 12): not in the reference's catalogue.
  membershipPauseStartsTooFarAhead: {
    title: { da: 'Forkert startdato', en: 'Wrong start date', nb: 'Feil startdato' },
    message: {
      da: 'En pause kan starte højst {max} dage fra i dag.',
      en: 'A pause can start at most {max} days from today.',
      nb: 'En pause kan starte maks {max} dager fra i dag.',
    },
  },
  MembershipPauseEndDateMustBeSameOrAfterStartDate: {
    title: { da: 'Forkert slutdato', en: 'Wrong end date', nb: 'Feil sluttdato' },
    message: {
      da: 'Pausens slutdato skal ligge efter startdatoen.',
      en: 'The end date of the pause must be after its start date.',
      nb: 'Pausens sluttdato må være etter startdatoen.',
    },
  },
  MembershipAlreadyPaused: {
    title: { da: 'Allerede på pause', en: 'Already paused', nb: 'Allerede på pause' },
    message: {
      da: 'Dit medlemskab er allerede på pause.',
      en: 'Your membership is already paused.',
      nb: 'Medlemskapet ditt er allerede på pause.',
    },
  },
  MembershipAlreadyHasPauseScheduled: {
    title: {
      da: 'Pause allerede planlagt',
      en: 'Pause already scheduled',
      nb: 'Pause allerede planlagt',
    },
    message: {
      da: 'Dit medlemskab har allerede en planlagt pause.',
      en: 'Your membership already has a pause scheduled.',
      nb: 'Medlemskapet ditt har allerede en planlagt pause.',
    },
  },
  MembershipPauseOverlapsWithPreviousPause: {
    title: { da: 'Pauserne overlapper', en: 'Pauses overlap', nb: 'Pausene overlapper' },
    message: {
      da: 'Pausen overlapper en tidligere pause.',
      en: 'The pause overlaps an earlier pause.',
      nb: 'Pausen overlapper en tidligere pause.',
    },
  },
  OnlyTheLastMembershipPauseCanBeRemoved: {
    title: { da: 'Kan ikke slettes', en: 'Cannot be removed', nb: 'Kan ikke slettes' },
    message: {
      da: 'Kun den seneste pause kan slettes.',
      en: 'Only the latest pause can be removed.',
      nb: 'Bare den siste pausen kan slettes.',
    },
  },
  MembershipPauseHasEndedAndCanNotBeRemoved: {
    title: { da: 'Pausen er slut', en: 'The pause has ended', nb: 'Pausen er over' },
    message: {
      da: 'En afsluttet pause kan ikke slettes.',
      en: 'A pause that has ended cannot be removed.',
      nb: 'En avsluttet pause kan ikke slettes.',
    },
  },
  CantRemoveMembershipPauseBecausePaymentDateIsTooEarly: {
    title: { da: 'Kan ikke slettes', en: 'Cannot be removed', nb: 'Kan ikke slettes' },
    message: {
      da: 'Pausen kan ikke slettes, fordi betalingsdatoen så ville ligge for langt tilbage.',
      en: 'The pause cannot be removed because the payment date would then be too far in the past.',
      nb: 'Pausen kan ikke slettes fordi betalingsdatoen da ville ligget for langt tilbake.',
    },
  },
  membershipPauseStartedAndCanNotBeDeleted: {
    title: { da: 'Pausen er startet', en: 'The pause has started', nb: 'Pausen har startet' },
    message: {
      da: 'En pause, der er startet, kan ikke slettes.',
      en: 'A pause that has started cannot be removed.',
      nb: 'En pause som har startet, kan ikke slettes.',
    },
  },
};
