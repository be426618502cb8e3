/**
 * Localised reasons why an active membership cannot be used for a class (seed 000 §5, CONTRACT §4
 * `user_active_invalid_memberships[].reason_for_membership_not_valid.localized_message`).
 */
import { fill, type Locale, type Texts } from '../../platform/i18n/locale.ts';
import type { MembershipBlock, MembershipHolding } from './types.ts';

const texts: Record<MembershipBlock, Texts> = {
  not_started: {
    da: 'Dit medlemskab {name} starter {date}, efter holdet.',
    en: 'Your membership {name} starts on {date}, after this class.',
    nb: 'Medlemskapet ditt {name} starter {date}, etter timen.',
  },
  unpaid: {
    da: 'Dit medlemskab {name} er betalt til og med {date}. Betal for at booke senere hold.',
    en: 'Your membership {name} is paid up to {date}. Pay to book later classes.',
    nb: 'Medlemskapet ditt {name} er betalt til og med {date}. Betal for å booke senere timer.',
  },
  weekly_cap: {
    da: 'Dit medlemskab {name} giver {cap} hold om ugen, og du har brugt dem alle i denne uge.',
    en: 'Your membership {name} gives {cap} classes a week, and you have used them all this week.',
    nb: 'Medlemskapet ditt {name} gir {cap} timer i uken, og du har brukt alle denne uken.',
  },
  simultaneous_cap: {
    da: 'Dit medlemskab {name} giver højst {cap} bookinger ad gangen. Afmeld et kommende hold for at booke dette.',
    en: 'Your membership {name} allows at most {cap} bookings at a time. Cancel an upcoming class to book this one.',
    nb: 'Medlemskapet ditt {name} tillater maks {cap} bookinger om gangen. Meld deg av en kommende time for å booke denne.',
  },
  paused: {
    da: 'Dit medlemskab {name} er sat på pause på holdets dato.',
    en: 'Your membership {name} is paused on the date of this class.',
    nb: 'Medlemskapet ditt {name} er satt på pause på datoen for timen.',
  },
  ended: {
    da: 'Dit medlemskab {name} stopper {date}, før holdet.',
    en: 'Your membership {name} ends on {date}, before this class.',
    nb: 'Medlemskapet ditt {name} slutter {date}, før timen.',
  },
};

/** The customer-facing sentence for a blocked membership, in `locale`. */
export function membershipBlockMessage(
  m: MembershipHolding,
  reason: MembershipBlock,
  locale: Locale,
): string {
  const cap = reason === 'weekly_cap' ? m.weeklyCap : m.simultaneousCap;
  return fill(texts[reason][locale], {
    name: m.name,
    cap: cap ?? 0,
    date:
      reason === 'not_started'
        ? m.start_date
        : reason === 'unpaid'
          ? m.paid_until
          : (m.cancelled_from_date ?? ''),
  });
}
