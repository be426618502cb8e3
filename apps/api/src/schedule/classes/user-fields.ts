/**
 * Per-customer fields of a class (CONTRACT §4 computed table and design table): signup state,
 * access, what the customer may do, seat count, series and invalid memberships. Pure: everything
 * comes from the holdings and bookings loaded once per request. With no user every boolean is
 * false and every id or number null (numbers of seats 0).
 */
import type { Settings } from '@studio/contract/client';
import type { Locale } from '../../platform/i18n/locale.ts';
import {
  canPay,
  hasAccess,
  invalidMemberships,
  lockedSeriesOf,
  payerOf,
  seatsAccessAllows,
} from '../access/public.ts';
import { membershipBlockMessage } from '../access/public.ts';
import type { Booking, Holdings } from '../access/public.ts';
import type { ClassFacts, ClassState } from './class-state.ts';
import { signoffDeadlineMinutes } from './class-state.ts';
import type { SeriesIndex } from './class-series.ts';
import { signoffWarning, type PaidWith } from './texts.ts';

export interface UserContext {
  holdings: Holdings;
  /** This user's active bookings by class id. */
  byClass: Map<number, { class?: Booking; waiting_list?: Booking; livestream?: Booking }>;
  series: SeriesIndex;
  settings: Settings;
  locale: Locale;
  now: number;
}

/** Groups bookings by class for quick lookup. */
export function bookingsByClass(bookings: Booking[]) {
  const map: UserContext['byClass'] = new Map();
  for (const b of bookings) {
    const entry = map.get(b.class_id) ?? {};
    entry[b.kind] = b;
    map.set(b.class_id, entry);
  }
  return map;
}

function paidWith(b: Booking, u: UserContext): PaidWith {
  const s = u.settings;
  if (b.used_membership_id)
    return { kind: 'membership', fee: Number(s.late_cancel_membership_fee_amount) };
  const pass = u.holdings.passes.find((p) => p.id === b.used_class_pass_id);
  if (!pass) return { kind: 'none' };
  return pass.pass_type === 'unlimited'
    ? {
        kind: 'unlimited_pass',
        days: Number(s.late_cancel_time_based_class_pass_deduct_number_of_days),
      }
    : { kind: 'fixed_pass' };
}

/** Every `user_*` field (and `class_signoff_warning`) of one class for the user, or for no user. */
export function userFields(
  c: ClassFacts,
  s: ClassState,
  u: UserContext | null,
  fields: Set<string>,
): Record<string, unknown> {
  const mine = u?.byClass.get(c.id) ?? {};
  const signup = mine.class;
  const waiting = mine.waiting_list;
  const live = mine.livestream;
  const now = u?.now ?? 0;
  const open = !c.archived && !c.cancelled;
  const cls = { id: c.id, date: c.date, class_type_id: c.class_type_id };
  const access = u ? hasAccess(u.holdings, cls, now) : false;
  const liveAccess = u ? hasAccess(u.holdings, cls, now, true) : false;
  const seriesOf = (b?: Booking) =>
    b?.class_series_id
      ? (u?.holdings.series.find((x) => x.id === b.class_series_id)?.name ?? null)
      : null;
  const lockedTypes = (u?.series.studio.get(c.id) ?? []).filter(
    (id) => u?.series.types.get(id)?.locked,
  );
  const lockedSeries = u ? lockedSeriesOf(u.holdings, lockedTypes) : null;
  // A series opens its locked class only while valid with a class left (CONTRACT §9).
  const holdsLockedSeries = Boolean(
    u &&
    lockedSeries?.length &&
    canPay(u.holdings, cls, now, 1, 1, { kind: 'series', ids: lockedSeries }),
  );
  const lockedOut = lockedTypes.length > 0 && !holdsLockedSeries;
  const canSignOff = Boolean(signup) && !s.class_has_started && open;
  const multiple = Boolean(u?.settings.customer_can_reserve_multiple_seats_for_class);
  const held = signup?.count ?? 0;
  const wantsSeats = fields.has('user_can_sign_up_for_number_of_seats');
  const seatLimit = multiple ? s.free_seats : Math.max(0, 1 - held);
  // The same check change-count makes (access/rules.ts canPay), with the same payer.
  const accessSeats =
    wantsSeats && u && s.class_accepts_customer_signups && !lockedOut && !live
      ? seatsAccessAllows(
          u.holdings,
          cls,
          now,
          held,
          payerOf(signup, lockedSeries),
          Math.min(s.free_seats, seatLimit),
        )
      : 0;
  const canSignUp = access && s.class_accepts_customer_signups && !signup && !live && !lockedOut;
  const canWait =
    access && s.class_accepts_waiting_list_signups && !signup && !waiting && !live && !lockedOut;
  const warning =
    u && signup && canSignOff
      ? signoffWarning(
          c.seats,
          signoffDeadlineMinutes(c.seats, u.settings),
          paidWith(signup, u),
          u.locale,
        )
      : null;
  return {
    user_has_access_to_class: access,
    user_has_access_to_livestream: liveAccess,
    user_signup_id: signup?.id ?? null,
    user_signup_count: held,
    user_is_signed_up_for_class: Boolean(signup),
    user_livestream_signup_id: live?.id ?? null,
    user_is_signed_up_for_livestream: Boolean(live),
    user_waiting_list_signup_id: waiting?.id ?? null,
    user_is_signed_up_for_waiting_list: Boolean(waiting),
    user_number_on_waiting_list: waiting?.position ?? null,
    user_can_sign_up_for_class: canSignUp,
    user_can_sign_off_from_class: canSignOff,
    user_can_sign_up_for_waiting_list: canWait,
    user_can_sign_off_from_waiting_list: Boolean(waiting),
    user_can_sign_up_for_livestream:
      liveAccess && s.class_accepts_livestream_signups && !signup && !live,
    user_can_sign_off_from_livestream: Boolean(live) && !s.class_has_started && open,
    user_can_start_livestream: Boolean(live) && s.class_starts_today && !s.class_has_ended,
    user_can_sign_up_for_number_of_seats: Math.max(
      0,
      Math.min(accessSeats, s.free_seats, seatLimit),
    ),
    user_can_sign_up_for_class_locked_by_class_series: lockedTypes.length > 0 && holdsLockedSeries,
    user_active_invalid_memberships:
      u && fields.has('user_active_invalid_memberships')
        ? invalidMemberships(u.holdings, cls, now).map(({ membership, reason }) => ({
            ...membership.row,
            reason_for_membership_not_valid: {
              reason,
              localized_message: membershipBlockMessage(membership, reason, u.locale),
            },
          }))
        : [],
    user_is_signed_up_for_class_with_class_series_name: seriesOf(signup),
    user_is_signed_up_for_livestream_with_class_series_name: seriesOf(live),
    class_signoff_warning: warning,
    user_must_receive_warning_after_signoff_deadline: true,
  };
}
