/**
 * Selling class series types (CONTRACT §9; seed 001 §5, §7): whether a customer may buy one and at
 * what price now (the cart, `classSeriesTypesForCart`), and creating a series with its signups
 * (`createSeriesWithSignups`, no check): free ones directly (POST /class-series, after its check),
 * paid ones by orders after payment.
 */
import type { Db, Tx } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import {
  activeRow,
  activeSignup,
  insertSignup,
  lockClass,
  seatsTaken,
  spendSeriesClasses,
} from '../../schedule/public.ts';
import { insertLivestream } from '../../schedule/public.ts';
import { loadSeriesStates } from './build.ts';
import {
  findSeriesTypes,
  insertSeries,
  type ClassSeriesRow,
  type ClassSeriesTypeRow,
} from './queries.ts';

/** A class series type as the cart sees it: its current price and whether the customer may buy it. */
interface SeriesTypeForCart {
  /** The type, archived too (the cart still names an archived row). */
  type: ClassSeriesTypeRow;
  /** Øre: pro rata for the remaining classes once the series has started (CONTRACT §9). */
  currentPriceOre: number;
  /** `customer_can_buy_class_series_type`: see `classSeriesTypeBuyable`. */
  buyable: boolean;
}

/**
 * The studio's class series types `ids` (archived too; another studio's are left out) with their
 * current price and whether `userId` may buy each now, in one pass for the whole cart.
 * @param clock `now` ms since epoch, `today` Copenhagen `YYYY-MM-DD`
 */
export async function classSeriesTypesForCart(
  db: Db,
  clientId: number,
  userId: number,
  ids: number[],
  clock: { now: number; today: string },
): Promise<Map<number, SeriesTypeForCart>> {
  const out = new Map<number, SeriesTypeForCart>();
  if (!ids.length) return out;
  const types = await findSeriesTypes(db, clientId, { ids, withArchived: true });
  const states = await loadSeriesStates(db, clientId, userId, types, clock);
  for (const type of types) {
    const { state } = states.get(type.id)!;
    out.set(type.id, {
      type,
      currentPriceOre: state.currentPriceOre,
      buyable: state.customer_can_buy_class_series_type,
    });
  }
  return out;
}

/**
 * The studio's class series type `id` when this customer may buy it now
 * (`customer_can_buy_class_series_type`: for sale, not archived, classes left, not past
 * `valid_until`, not already owned, no remaining class full), with its `current_price` in øre
 * (pro rata once started). Otherwise undefined.
 */
export async function classSeriesTypeBuyable(
  db: Db,
  clientId: number,
  userId: number,
  id: number,
): Promise<{ type: ClassSeriesTypeRow; currentPriceOre: number } | undefined> {
  const clock = { now: Date.now(), today: copenhagenToday() };
  const found = (await classSeriesTypesForCart(db, clientId, userId, [id], clock)).get(id);
  return found?.buyable ? { type: found.type, currentPriceOre: found.currentPriceOre } : undefined;
}

/**
 * Inside the caller's transaction: a class series of the type for the user, booked into every
 * remaining (not started, not cancelled) class: a seat in each of its `classes`, a livestream
 * signup for each of its `classes_livestream`, each paid by the series (`classes_left` counts
 * down; a class cancel before the deadline gives it back). No buyability check: POST
 * /class-series checks first, and orders call it after payment, when it must not refuse. Each
 * class row is locked first; a class that filled up meanwhile, or that the customer already
 * attends (in the room or on the livestream), is skipped and stays on the series. `valid_until`
 * is the type's.
 * @returns the series, or undefined for an unknown type (another studio's).
 */
export async function createSeriesWithSignups(
  tx: Tx,
  clientId: number,
  userId: number,
  typeId: number,
  orderId: number | null = null,
): Promise<ClassSeriesRow | undefined> {
  const [type] = await findSeriesTypes(tx, clientId, { ids: [typeId], withArchived: true });
  if (!type) return undefined;
  const states = await loadSeriesStates(tx, clientId, userId, [type], {
    now: Date.now(),
    today: copenhagenToday(),
  });
  const { remainingStudioClassIds: room, remainingLivestreamClassIds: stream } = states.get(
    type.id,
  )!.state;
  const series = await insertSeries(tx, {
    client_id: clientId,
    user_id: userId,
    class_series_type_id: typeId,
    classes_left: room.length + stream.length,
    valid_until: type.valid_until,
    order_id: orderId,
  });
  const booking = { client_id: clientId, user_id: userId, class_series_id: series.id };
  let left = room.length + stream.length;
  for (const classId of room) {
    const cls = await lockClass(tx, clientId, classId);
    if (!cls || cls.cancelled || (await attends(tx, classId, userId))) continue;
    if (cls.seats !== 0 && (await seatsTaken(tx, classId)) >= cls.seats) continue;
    if (!(await spendSeriesClasses(tx, series.id, 1))) break;
    left -= 1;
    await insertSignup(tx, { ...booking, class_id: classId });
  }
  for (const classId of stream) {
    const cls = await lockClass(tx, clientId, classId);
    if (!cls || cls.cancelled || (await attends(tx, classId, userId))) continue;
    if (!(await spendSeriesClasses(tx, series.id, 1))) break;
    left -= 1;
    await insertLivestream(tx, { ...booking, class_id: classId });
  }
  return { ...series, classes_left: left };
}

/** Room or livestream, not both (signups README): does the user attend the class either way? */
async function attends(tx: Tx, classId: number, userId: number) {
  return Boolean(
    (await activeSignup(tx, classId, userId)) ??
    (await activeRow(tx, 'livestream', classId, userId)),
  );
}

/**
 * POST /class-series: a free class series (price 0) for the customer, in one transaction.
 * @returns the series, or `forbidden` (not free, not buyable now, another studio's type).
 */
export function createFreeClassSeries(
  db: Db,
  clientId: number,
  userId: number,
  typeId: number,
): Promise<ClassSeriesRow | 'forbidden'> {
  return db.transaction(async (tx) => {
    const buyable = await classSeriesTypeBuyable(tx, clientId, userId, typeId);
    if (!buyable || Number(buyable.type.price) !== 0) return 'forbidden';
    return (await createSeriesWithSignups(tx, clientId, userId, typeId)) ?? 'forbidden';
  });
}
