/**
 * Class series types as the calendar sees them (seed 000 §3, CONTRACT §4 design table, §9):
 * which series include each class (studio / livestream), whether a locked one forbids booking it
 * alone, and the calendar fields of each series type. Two statements for any number of classes.
 */
import { toOre } from '@studio/contract/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { classes, classSeriesTypeClasses, classSeriesTypes } from '../../platform/db/schema.ts';
import { instantOf } from '../access/public.ts';
import { anyId, seatColumns } from './queries.ts';

type Tx = Pick<Db, 'select' | 'execute'>;
type SeriesTypeRow = typeof classSeriesTypes.$inferSelect;

export interface SeriesIndex {
  types: Map<number, SeriesTypeRow>;
  /** class id → series type ids including it, per attendance. */
  studio: Map<number, number[]>;
  livestream: Map<number, number[]>;
  /** Every class of each series type, for the calendar fields. */
  members: Map<
    number,
    { id: number; startsAt: number; full: boolean; cancelled: boolean; livestream: boolean }[]
  >;
}

/** Loads the series types touching `classIds` and all their classes. */
export async function loadSeriesIndex(
  db: Tx,
  clientId: number,
  classIds: number[],
): Promise<SeriesIndex> {
  const index: SeriesIndex = {
    types: new Map(),
    studio: new Map(),
    livestream: new Map(),
    members: new Map(),
  };
  if (!classIds.length) return index;
  const links = await db
    .select({
      type: classSeriesTypes,
      class_id: classSeriesTypeClasses.class_id,
      livestream: classSeriesTypeClasses.livestream,
    })
    .from(classSeriesTypeClasses)
    .innerJoin(
      classSeriesTypes,
      eq(classSeriesTypes.id, classSeriesTypeClasses.class_series_type_id),
    )
    .where(
      and(
        eq(classSeriesTypes.client_id, clientId),
        eq(classSeriesTypes.archived, false),
        anyId(classSeriesTypeClasses.class_id, classIds),
      ),
    );
  if (!links.length) return index;
  for (const { type, class_id, livestream } of links) {
    index.types.set(type.id, type);
    const map = livestream ? index.livestream : index.studio;
    map.set(class_id, [...(map.get(class_id) ?? []), type.id]);
  }
  const rows = await db
    .select({
      type_id: classSeriesTypeClasses.class_series_type_id,
      livestream: classSeriesTypeClasses.livestream,
      id: classes.id,
      date: classes.date,
      start_time: classes.start_time,
      seats: classes.seats,
      cancelled: classes.cancelled,
      signups: seatColumns.signups,
    })
    .from(classSeriesTypeClasses)
    .innerJoin(classes, eq(classes.id, classSeriesTypeClasses.class_id))
    .where(
      and(
        inArray(classSeriesTypeClasses.class_series_type_id, [...index.types.keys()]),
        sql`NOT ${classes.archived}`,
      ),
    );
  for (const r of rows) {
    const list = index.members.get(r.type_id) ?? [];
    list.push({
      id: r.id,
      startsAt: instantOf(r.date, r.start_time),
      full: r.seats !== 0 && r.signups >= r.seats,
      cancelled: r.cancelled,
      livestream: r.livestream,
    });
    index.members.set(r.type_id, list);
  }
  return index;
}

/** A series type's calendar fields (seed 000 §3 "Class series type"); `owned` = customer holds one. */
export function seriesTypeInCalendar(
  index: SeriesIndex,
  typeId: number,
  now: number,
  today: string,
  owned: boolean,
) {
  const type = index.types.get(typeId)!;
  const members = index.members.get(typeId) ?? [];
  const live = members.filter((m) => !m.cancelled);
  const remaining = live.filter((m) => m.startsAt > now);
  const studioTotal = live.filter((m) => !m.livestream).length;
  const price = toOre(type.price);
  // Pro rata once started (CONTRACT §9): integer øre, back to kroner on the wire.
  const current =
    remaining.length === live.length || !live.length
      ? price
      : Math.round((price * remaining.length) / live.length);
  const fullyBooked = remaining.filter((m) => !m.livestream && m.full).map((m) => m.id);
  const available =
    type.for_sale &&
    !type.archived &&
    remaining.length > 0 &&
    (type.valid_until === null || today <= type.valid_until);
  return {
    id: type.id,
    client_id: type.client_id,
    name: type.name,
    description: type.description,
    image_id: type.image_id,
    price: price / 100,
    current_price: current / 100,
    valid_until: type.valid_until,
    allow_cancel_individual_signups: type.allow_cancel_individual_signups,
    locked: type.locked,
    is_available_for_purchase: available,
    has_started: live.some((m) => m.startsAt <= now),
    number_of_remaining_classes_and_livestream_classes: remaining.length,
    number_of_classes: studioTotal,
    fully_booked_remaining_classes: fullyBooked,
    customer_has_class_series_type: owned,
    customer_can_buy_class_series_type: available && !owned && fullyBooked.length === 0,
  };
}
