/**
 * The texts memberships write (CONTRACT §1.13, §8), in the studio's locale: `status_text`, the
 * `customer_cancellation_warning` shown before a stop and the stop's mail (the pause refusals are
 * in pause-texts.ts). Dates as `5. juni 2026` / `5 June 2026`.
 */
import { fill, type Locale, type Texts } from '../../platform/i18n/locale.ts';
import type { Mail } from '../../platform/mail/outbox.ts';

const months: Record<Locale, string[]> = {
  da: [
    'januar',
    'februar',
    'marts',
    'april',
    'maj',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'december',
  ],
  nb: [
    'januar',
    'februar',
    'mars',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Integer øre → `1.234,50 kr` (Danish format whatever the locale, as membership-types/texts.ts). */
function formatKroner(ore: number): string {
  const abs = Math.abs(Math.round(ore));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${ore < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')} kr`;
}

/** `YYYY-MM-DD` → `5. juni 2026` (da, nb) or `5 June 2026` (en). */
export function longDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = months[locale][m - 1];
  return locale === 'en' ? `${d} ${month} ${y}` : `${d}. ${month} ${y}`;
}

const status = {
  active: { da: 'Aktiv', en: 'Active', nb: 'Aktiv' },
  paused: { da: 'På pause til {date}', en: 'Paused until {date}', nb: 'På pause til {date}' },
  pausedOpen: { da: 'På pause', en: 'Paused', nb: 'På pause' },
  pauseScheduled: {
    da: 'Pause planlagt fra {date}',
    en: 'Membership pause scheduled from {date}',
    nb: 'Pause planlagt fra {date}',
  },
  missingCard: {
    da: 'Mangler betalingskort',
    en: 'Payment card missing',
    nb: 'Mangler betalingskort',
  },
  paymentDue: { da: 'Betaling forfalden', en: 'Payment due', nb: 'Betaling forfalt' },
  renewalFailedOnce: {
    da: 'Fornyelsen mislykkedes',
    en: 'Renewal failed',
    nb: 'Fornyelsen mislyktes',
  },
  renewalFailed: {
    da: 'Fornyelsen mislykkedes {count} gange',
    en: 'Renewal failed {count} times',
    nb: 'Fornyelsen mislyktes {count} ganger',
  },
  terminated: { da: 'Opsagt fra {date}', en: 'Terminated from {date}', nb: 'Oppsagt fra {date}' },
  stopped: { da: 'Stoppet', en: 'Stopped', nb: 'Stoppet' },
} satisfies Record<string, Texts>;

/** What decides the status line, in order of importance. */
export interface StatusFacts {
  status: string;
  renewal_failed: number;
  /** The day it ends for a stopped membership (pause included). */
  endsFrom: string | null;
  current: { end_date: string | null } | null;
  upcoming: { start_date: string } | null;
  hasCard: boolean;
  paymentDue: boolean;
}

/**
 * CONTRACT §8 `status_text`: stopped; terminated from date; renewal failed N times; paused;
 * pause scheduled; payment card missing; payment due; active.
 */
export function statusText(f: StatusFacts, locale: Locale): string {
  const say = (texts: Texts, params?: Record<string, string | number>) =>
    fill(texts[locale], params);
  if (f.status === 'ended') return say(status.stopped);
  if (f.status === 'cancelled_running')
    return say(status.terminated, { date: longDate(f.endsFrom ?? '', locale) });
  if (f.renewal_failed === 1) return say(status.renewalFailedOnce);
  if (f.renewal_failed > 1) return say(status.renewalFailed, { count: f.renewal_failed });
  if (f.current)
    return f.current.end_date
      ? say(status.paused, { date: longDate(f.current.end_date, locale) })
      : say(status.pausedOpen);
  if (f.upcoming)
    return say(status.pauseScheduled, { date: longDate(f.upcoming.start_date, locale) });
  if (!f.hasCard) return say(status.missingCard);
  if (f.paymentDue) return say(status.paymentDue);
  return say(status.active);
}

const warning = {
  onePayment: {
    da: 'Dit medlemskab stopper, og sidste dag er {lastDay}. Vi trækker én betaling mere på {amount} den {payDay}.',
    en: 'Your membership will stop, and its last day is {lastDay}. We will take one more payment of {amount} on {payDay}.',
    nb: 'Medlemskapet ditt stopper, og siste dag er {lastDay}. Vi trekker én betaling til på {amount} den {payDay}.',
  },
  noPayment: {
    da: 'Dit medlemskab stopper, og sidste dag er {lastDay}. Vi trækker ikke flere betalinger.',
    en: 'Your membership will stop, and its last day is {lastDay}. No more payments will be taken.',
    nb: 'Medlemskapet ditt stopper, og siste dag er {lastDay}. Vi trekker ikke flere betalinger.',
  },
} satisfies Record<string, Texts>;

/**
 * Seed 001 §3 `customer_cancellation_warning`: the last day a stop gives, and whether one more
 * payment (its amount, øre, and day) comes before it.
 */
export function cancellationWarning(
  lastDay: string,
  payment: { date: string; amountOre: number } | null,
  locale: Locale,
): string {
  if (!payment) return fill(warning.noPayment[locale], { lastDay: longDate(lastDay, locale) });
  return fill(warning.onePayment[locale], {
    lastDay: longDate(lastDay, locale),
    amount: formatKroner(payment.amountOre),
    payDay: longDate(payment.date, locale),
  });
}

const stopped = {
  subject: {
    da: 'Dit medlemskab hos {studio} er stoppet',
    en: 'Your membership at {studio} is stopped',
    nb: 'Medlemskapet ditt hos {studio} er stoppet',
  },
  body: {
    da: 'Hej {name}\n\nVi har stoppet dit medlemskab {membership}. Din sidste dag er {lastDay}. Hold, du har booket derefter, er afmeldt.\n\nFortryder du, kan du genoptage medlemskabet på din profil indtil da.',
    en: 'Hi {name}\n\nWe have stopped your membership {membership}. Your last day is {lastDay}. Classes you had booked after that have been cancelled.\n\nIf you change your mind, you can resubmit the membership on your profile until then.',
    nb: 'Hei {name}\n\nVi har stoppet medlemskapet ditt {membership}. Din siste dag er {lastDay}. Timer du hadde booket etter det, er avbestilt.\n\nAngrer du, kan du gjenoppta medlemskapet på profilen din frem til da.',
  },
} satisfies Record<string, Texts>;

/**
 * The mail a customer gets when they stop their membership (CONTRACT §8 PUT /memberships/{id}):
 * `lastDay` is the last day it runs (`cancelled_from_date` − 1 day, `YYYY-MM-DD`).
 */
export function stoppedMail(
  m: { to: string; name: string; studio: string; membership: string; lastDay: string },
  locale: Locale,
): Mail {
  const params = { ...m, lastDay: longDate(m.lastDay, locale) };
  return {
    to: m.to,
    subject: fill(stopped.subject[locale], params),
    text: `${fill(stopped.body[locale], params)}\n\n${m.studio}`,
  };
}
