/**
 * Class series types and class series on the wire (CONTRACT §9 design): the type's fields, its
 * `classes` / `classes_livestream` (ids, or `{id, date, start_time, seats, cancelled}` with
 * `populate[]=classes`), the computed fields of state.ts (always sent), and `image`,
 * `price_groups` when asked. Kroner on the wire.
 */
import type { Db } from '../../db/connect.ts';
import { hhmm } from '../../lib/time.ts';
import { imagesById } from '../images/public.ts';
import { priceGroupsOf } from '../membership-types/public.ts';
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

/** The wire objects of `rows`, in order (see the file's docstring for `populate`). */
export async function buildSeriesTypes(
  db: Db,
  clientId: number,
  userId: number | null,
  rows: ClassSeriesTypeRow[],
  populate: string[],
  clock: { now: number; today: string },
): Promise<Record<string, unknown>[]> {
  const keys = new Set(populate.flatMap((key) => [key, key.split('.')[0]!]));
  const states = await loadSeriesStates(db, clientId, userId, rows, clock);
  const images =
    keys.has('image') &&
    (await imagesById(
      db,
      clientId,
      rows.flatMap((row) => (row.image_id ? [row.image_id] : [])),
    ));
  const groups = keys.has('price_groups')
    ? await priceGroupsOf(
        db,
        clientId,
        'class_series_type',
        rows.map((row) => row.id),
      )
    : null;
  return rows.map((row) => {
    const { members, state } = states.get(row.id)!;
    const pick = (livestream: boolean) =>
      members
        .filter((m) => m.livestream === livestream)
        .map((m) => (keys.has('classes') ? classOut(m) : m.id));
    const out: Record<string, unknown> = {
      ...row,
      ...publicState(state),
      classes: pick(false),
      classes_livestream: pick(true),
    };
    if (images) out.image = row.image_id ? (images.get(row.image_id) ?? null) : null;
    if (groups) out.price_groups = groups.get(row.id) ?? [];
    return out;
  });
}

function publicState(state: SeriesState) {
  const { priceOre, currentPriceOre, remainingStudioClassIds: _ids, ...flags } = state;
  return { price: priceOre / 100, current_price: currentPriceOre / 100, ...flags };
}

/** A class series, style B (CONTRACT §9). */
export function serializeSeries(row: ClassSeriesRow): Record<string, unknown> {
  return { ...row };
}
