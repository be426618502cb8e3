/**
 * Class series types and class series on the wire (CONTRACT §9 design): the type's fields, its
 * `classes` / `classes_livestream` (ids, or `{id, date, start_time, seats, cancelled}` with
 * `populate[]=classes` / `classes_livestream`, each with its `class_type` (GET /class-types shape)
 * with `classes.class_type` / `classes_livestream.class_type`), the computed fields of state.ts
 * (always sent), and `image`, `price_groups` when asked. Kroner on the wire.
 */
import type { Db } from '../../platform/db/connect.ts';
import { hhmm } from '../../platform/lib/time.ts';
import { classTypesById } from '../../schedule/public.ts';
import { catalogueRelations, populateKeys } from '../membership-types/public.ts';
import {
  membersOf,
  seriesOfUser,
  type ClassSeriesRow,
  type ClassSeriesTypeRow,
  type SeriesMember,
} from './queries.ts';
import { seriesState, type SeriesState } from './state.ts';

/** Each type's classes and state for the user (null: anonymous). */
export async function loadSeriesStates(
  db: Db,
  clientId: number,
  userId: number | null,
  rows: ClassSeriesTypeRow[],
  clock: { now: number; today: string },
) {
  const ids = rows.map((row) => row.id);
  const members = await membersOf(db, clientId, ids);
  const owned = userId ? await seriesOfUser(db, clientId, userId, ids) : [];
  return new Map(
    rows.map((row) => {
      const mine = members.filter((m) => m.type_id === row.id);
      const state = seriesState(
        row,
        mine,
        clock.now,
        clock.today,
        owned.some((s) => s.class_series_type_id === row.id),
      );
      return [row.id, { members: mine, state }] as const;
    }),
  );
}

const classOut = (m: SeriesMember) => ({
  id: m.id,
  date: m.date,
  start_time: hhmm(m.start_time),
  seats: m.seats,
  cancelled: m.cancelled,
});

/** The class types `populate` asks for (`classes.class_type`, `classes_livestream.class_type`). */
async function classTypesFor(
  db: Db,
  clientId: number,
  keys: Set<string>,
  members: Iterable<{ members: SeriesMember[] }>,
) {
  const wanted = (livestream: boolean) =>
    keys.has(livestream ? 'classes_livestream.class_type' : 'classes.class_type');
  const ids = new Set<number>();
  for (const { members: list } of members)
    for (const m of list) if (wanted(m.livestream)) ids.add(m.class_type_id);
  return { wanted, byId: await classTypesById(db, clientId, [...ids], false) };
}

/** The wire objects of `rows`, in order (see the file's docstring for `populate`). */
export async function buildSeriesTypes(
  db: Db,
  clientId: number,
  userId: number | null,
  rows: ClassSeriesTypeRow[],
  populate: string[],
  clock: { now: number; today: string },
): Promise<Record<string, unknown>[]> {
  const keys = populateKeys(populate);
  const states = await loadSeriesStates(db, clientId, userId, rows, clock);
  const relations = await catalogueRelations(db, clientId, 'class_series_type', rows, keys);
  const types = await classTypesFor(db, clientId, keys, states.values());
  return rows.map((row) => {
    const { members, state } = states.get(row.id)!;
    const pick = (livestream: boolean) =>
      members
        .filter((m) => m.livestream === livestream)
        .map((m) => {
          if (!keys.has(livestream ? 'classes_livestream' : 'classes')) return m.id;
          if (!types.wanted(livestream)) return classOut(m);
          return { ...classOut(m), class_type: types.byId.get(m.class_type_id) ?? null };
        });
    const out: Record<string, unknown> = {
      ...row,
      ...publicState(state),
      classes: pick(false),
      classes_livestream: pick(true),
    };
    relations(out, row);
    return out;
  });
}

function publicState(state: SeriesState) {
  const {
    priceOre,
    currentPriceOre,
    remainingStudioClassIds: _room,
    remainingLivestreamClassIds: _stream,
    ...flags
  } = state;
  return { price: priceOre / 100, current_price: currentPriceOre / 100, ...flags };
}

/** A class series, style B (CONTRACT §9). */
export function serializeSeries(row: ClassSeriesRow): Record<string, unknown> {
  return { ...row };
}
