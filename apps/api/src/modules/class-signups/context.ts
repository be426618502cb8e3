/**
 * Everything a signup change needs to know about one class and one customer, read under the class
 * lock (CONTRACT §5): the class row, its state and seat counts, the customer's holdings and
 * bookings, and whether a locked class series keeps the customer out.
 */
import { eq } from 'drizzle-orm';
import type { StudioClient } from '../clients/queries.ts';
import { classes } from '../../db/schema.ts';
import { copenhagenToday } from '../../lib/time.ts';
import { loadHoldings } from '../access/holdings.ts';
import type { AccessClass, Holdings } from '../access/types.ts';
import { mondayOf } from '../access/clock.ts';
import { classState, type ClassState } from '../classes/class-state.ts';
import { loadSeriesIndex } from '../classes/class-series.ts';
import { seatColumns } from '../classes/queries.ts';
import { lockClass, type ClassRow, type Tx } from './queries.ts';

export interface LockedClass {
  row: ClassRow;
  state: ClassState;
  holdings: Holdings;
  access: AccessClass;
  /** The class is in a locked series; `seriesId` = the customer's series giving it, if any. */
  locked: boolean;
  seriesId: number | null;
}

/** Locks the class and loads the context, or undefined when the class is not found (decision 7). */
export async function lockedClassContext(
  tx: Tx,
  client: StudioClient,
  classId: number,
  userId: number,
  now: number,
): Promise<LockedClass | undefined> {
  const row = await lockClass(tx, client.row.id, classId);
  if (!row) return undefined;
  const [counts] = await tx
    .select({
      signups: seatColumns.signups,
      waitingList: seatColumns.waitingList,
      livestream: seatColumns.livestream,
    })
    .from(classes)
    .where(eq(classes.id, row.id));
  const today = copenhagenToday(new Date(now));
  const state = classState(
    row,
    counts ?? { signups: 0, waitingList: 0, livestream: 0 },
    client.settings,
    now,
    today,
  );
  const from = mondayOf(row.date < today ? row.date : today);
  const holdings = await loadHoldings(tx, client.row.id, userId, from);
  const series = await loadSeriesIndex(tx, client.row.id, [row.id]);
  const lockedTypes = (series.studio.get(row.id) ?? []).filter(
    (id) => series.types.get(id)?.locked,
  );
  const owned = holdings.series.find((s) => lockedTypes.includes(s.class_series_type_id));
  return {
    row,
    state,
    holdings,
    access: { id: row.id, date: row.date, class_type_id: row.class_type_id },
    locked: lockedTypes.length > 0,
    seriesId: owned?.id ?? null,
  };
}
