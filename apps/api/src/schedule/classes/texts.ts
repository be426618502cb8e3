/**
 * Server-written class texts (CONTRACT §1.13, §4): `capacity_text`, `waiting_list_text` and
 * `class_signoff_warning`, in the studio's locale (da, en, nb). Pure functions.
 */
import type { Settings } from '@studio/contract/client';
import { fill, type Locale, type Texts } from '../../platform/i18n/locale.ts';
import type { ClassFacts, ClassState } from './class-state.ts';

const t = {
  booked: { da: 'Booket', en: 'Booked', nb: 'Booket' },
  fully_booked: { da: 'Fuldt booket', en: 'Fully booked', nb: 'Fullbooket' },
  one_seat: { da: '1 ledig plads', en: '1 available seat', nb: '1 ledig plass' },
  seats: { da: '{n} ledige pladser', en: '{n} available seats', nb: '{n} ledige plasser' },
  livestream_open: { da: ' (livestream åben)', en: ' (livestream open)', nb: ' (livestream åpen)' },
  waitlist_full: { da: 'Ventelisten er fuld', en: 'Waitlist full', nb: 'Ventelisten er full' },
  on_waitlist: { da: '{n} på venteliste', en: '{n} on waitlist', nb: '{n} på venteliste' },
} satisfies Record<string, Texts>;

/** `capacity_text` per `calendar_capacity_info_format` (CONTRACT §4 "capacity_text"). */
export function capacityText(
  c: ClassFacts,
  s: ClassState,
  signups: number,
  settings: Settings,
  locale: Locale,
): string {
  if (
    c.cancelled ||
    c.archived ||
    !c.studio_attendance_enabled ||
    s.class_is_open ||
    s.class_has_started
  )
    return '';
  let text: string;
  if (c.seats === 1) {
    text = signups >= 1 ? t.booked[locale] : '';
  } else {
    const free = s.free_seats;
    const full = t.fully_booked[locale];
    switch (settings.calendar_capacity_info_format) {
      case 'number_of_available_seats':
        text =
          free <= 0 ? full : free === 1 ? t.one_seat[locale] : fill(t.seats[locale], { n: free });
        break;
      case 'warning_on_few_seats_left':
        text =
          free <= 0
            ? full
            : free <= Number(settings.calendar_few_seats_left_warning_limit)
              ? String(settings.calendar_few_seats_left_warning_text)
              : '';
        break;
      case 'none':
        text = free <= 0 ? full : '';
        break;
      default:
        text = `${signups}/${c.seats}`;
    }
  }
  return text && c.livestream_enabled ? text + t.livestream_open[locale] : text;
}

/** `waiting_list_text`: "" unless the class is full and its list open (CONTRACT §4). */
export function waitingListText(c: ClassFacts, s: ClassState, locale: Locale): string {
  if (!s.class_is_fully_booked || c.cancelled || !s.waiting_list_enabled) return '';
  if (s.class_signoff_deadline_has_been_exceeded) return '';
  return s.waiting_list_is_full
    ? t.waitlist_full[locale]
    : fill(t.on_waitlist[locale], { n: s.waiting_list_count });
}

const units: Record<'day' | 'hour' | 'minute', Record<Locale, [string, string]>> = {
  day: { da: ['dag', 'dage'], en: ['day', 'days'], nb: ['dag', 'dager'] },
  hour: { da: ['time', 'timer'], en: ['hour', 'hours'], nb: ['time', 'timer'] },
  minute: { da: ['minut', 'minutter'], en: ['minute', 'minutes'], nb: ['minutt', 'minutter'] },
};
const and: Texts = { da: 'og', en: 'and', nb: 'og' };

/** Minutes as words: 1500 → "1 day and 1 hour" (seed 000 §9: shown as days, hours, minutes). */
export function humanDuration(minutes: number, locale: Locale): string {
  const parts: string[] = [];
  const push = (n: number, unit: keyof typeof units) => {
    if (n > 0) parts.push(`${n} ${units[unit][locale][n === 1 ? 0 : 1]}`);
  };
  push(Math.floor(minutes / 1440), 'day');
  push(Math.floor((minutes % 1440) / 60), 'hour');
  push(minutes % 60, 'minute');
  if (!parts.length) return `0 ${units.minute[locale][1]}`;
  const last = parts.pop()!;
  return parts.length ? `${parts.join(', ')} ${and[locale]} ${last}` : last;
}

/** What paid for the signup being cancelled, for the late-cancel warning. */
export type PaidWith =
  | { kind: 'membership'; fee: number }
  | { kind: 'fixed_pass' }
  | { kind: 'unlimited_pass'; days: number }
  | { kind: 'none' };

const warnings = {
  membership: {
    da: 'Afmelder du senere end {deadline} før {what} starter, betaler du et gebyr på {fee} kr.',
    en: 'If you cancel later than {deadline} before the {what} starts, a fee of {fee} kr will be charged.',
    nb: 'Melder du deg av senere enn {deadline} før {what} starter, betaler du et gebyr på {fee} kr.',
  },
  fixed_pass: {
    da: 'Afmelder du senere end {deadline} før {what} starter, får du ikke klippet tilbage på dit klippekort.',
    en: 'If you cancel later than {deadline} before the {what} starts, the class will not be refunded to your class pass.',
    nb: 'Melder du deg av senere enn {deadline} før {what} starter, får du ikke klippet tilbake på klippekortet.',
  },
  unlimited_pass: {
    da: 'Afmelder du senere end {deadline} før {what} starter, trækkes {days} fra dit adgangskort.',
    en: 'If you cancel later than {deadline} before the {what} starts, {days} will be deducted from your class pass.',
    nb: 'Melder du deg av senere enn {deadline} før {what} starter, trekkes {days} fra adgangskortet ditt.',
  },
} satisfies Record<string, Texts>;
const what = {
  group: { da: 'holdet', en: 'class', nb: 'timen' },
  private: { da: 'den private time', en: 'private session', nb: 'privattimen' },
} satisfies Record<string, Texts>;

/** `class_signoff_warning`: the late-cancel consequence, or null when there is none. */
export function signoffWarning(
  seats: number,
  deadlineMinutes: number,
  paid: PaidWith,
  locale: Locale,
): string | null {
  if (paid.kind === 'none' || deadlineMinutes <= 0) return null;
  const params = {
    deadline: humanDuration(deadlineMinutes, locale),
    what: (seats === 1 ? what.private : what.group)[locale],
    fee: paid.kind === 'membership' ? paid.fee : 0,
    days:
      paid.kind === 'unlimited_pass'
        ? `${paid.days} ${units.day[locale][paid.days === 1 ? 0 : 1]}`
        : '',
  };
  return fill(warnings[paid.kind][locale], params);
}
