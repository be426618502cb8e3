/**
 * Loads, once per GET /classes request, what the per-customer fields need: the customer's
 * holdings and bookings (access rules), waiting-list positions and the class series index.
 * A fixed number of statements whatever the number of classes.
 */
import type { Settings } from '@studio/contract/client';
import type { Db } from '../../platform/db/connect.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { dateOf } from '../access/public.ts';
import { loadHoldings } from '../access/public.ts';
import { mondayOf } from '../access/public.ts';
import { loadSeriesIndex, type SeriesIndex } from './class-series.ts';
import type { ClassRow } from './queries.ts';
import { bookingsByClass, type UserContext } from './user-fields.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

/** The user context for `rows`, or null for an anonymous request. */
export async function loadUserContext(
  db: Tx,
  clientId: number,
  userId: number | null,
  rows: ClassRow[],
  series: SeriesIndex,
  settings: Settings,
  locale: Locale,
  now: number,
): Promise<UserContext | null> {
  if (userId === null) return null;
  const today = dateOf(now);
  const earliest = rows.reduce((min, r) => (r.date < min ? r.date : min), today);
  // From the Monday of the earliest week: weekly caps count the whole ISO week.
  const holdings = await loadHoldings(db, clientId, userId, mondayOf(earliest));
  return { holdings, byClass: bookingsByClass(holdings.bookings), series, settings, locale, now };
}

/** Series index only when a series-related field is wanted. */
export function loadSeriesIfNeeded(
  db: Tx,
  clientId: number,
  rows: ClassRow[],
  fields: Set<string>,
  user: boolean,
) {
  const wanted =
    fields.has('class_series_types') ||
    fields.has('class_series_types_livestream') ||
    fields.has('class_is_part_of_locked_class_series_type') ||
    user;
  const empty: SeriesIndex = {
    types: new Map(),
    studio: new Map(),
    livestream: new Map(),
    members: new Map(),
  };
  return wanted
    ? loadSeriesIndex(
        db,
        clientId,
        rows.map((r) => r.id),
      )
    : Promise.resolve(empty);
}
