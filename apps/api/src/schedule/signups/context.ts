/**
 * Everything a signup change needs to know about one class and one customer, read under the class
 * lock (CONTRACT §5): the class row, its state and seat counts, the customer's holdings and
 * bookings, and whether a locked class series keeps the customer out.
 */
import { copenhagenToday } from '../../platform/lib/time.ts';
import {
  canPay,
  loadHoldings,
  lockedSeriesOf,
  mondayOf,
  type AccessClass,
  type Holdings,
} from '../access/public.ts';
import { classState, loadSeriesIndex, seatCountsOf, type ClassState } from '../classes/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import { lockClass, type ClassRow } from './queries.ts';
import type { Tx } from '../../platform/db/connect.ts';

export interface LockedClass {
  row: ClassRow;
  state: ClassState;
  holdings: Holdings;
  access: AccessClass;
  /** The class is in a locked series type: only the customer's series of it pay (CONTRACT §9). */
  locked: boolean;
  /** The customer's series of the locked types (empty when none; unused when not locked). */
  lockedSeries: number[];
  /** Locked, and no series of the customer is valid with a class left. */
  lockedOut: boolean;
  /** The customer follows this class on the livestream (room and stream exclude each other). */
  onLivestream: boolean;
}

/**
 * Locks the class (`lockClass`, first statement of the transaction) and loads the context at
 * `now` (ms). @returns undefined when the class is not found (unknown, archived, another studio's;
 * decision 7).
 */
export async function lockedClassContext(
  tx: Tx,
  client: StudioClient,
  classId: number,
  userId: number,
  now: number,
): Promise<LockedClass | undefined> {
  const row = await lockClass(tx, client.row.id, classId);
  if (!row) return undefined;
  const counts = await seatCountsOf(tx, row.id);
  const today = copenhagenToday(new Date(now));
  const state = classState(row, counts, client.settings, now, today);
  const from = mondayOf(row.date < today ? row.date : today);
  const holdings = await loadHoldings(tx, client.row.id, userId, from);
  const series = await loadSeriesIndex(tx, client.row.id, [row.id]);
  const lockedTypes = (series.studio.get(row.id) ?? []).filter(
    (id) => series.types.get(id)?.locked,
  );
  const lockedSeries = lockedSeriesOf(holdings, lockedTypes);
  const access = { id: row.id, date: row.date, class_type_id: row.class_type_id };
  return {
    row,
    state,
    holdings,
    access,
    locked: lockedSeries !== null,
    lockedSeries: lockedSeries ?? [],
    lockedOut:
      lockedSeries !== null &&
      !canPay(holdings, access, now, 1, 1, { kind: 'series', ids: lockedSeries }),
    onLivestream: holdings.bookings.some((b) => b.kind === 'livestream' && b.class_id === row.id),
  };
}
