/**
 * The computed fields of a class series type (CONTRACT §9 design; seed 001 §3, §5). Pure: the
 * caller gives the type, its classes, "now" and whether the customer holds one. Prices in øre.
 */
import { toOre } from '@studio/contract/money';
import { copenhagenInstant } from '../../platform/lib/time.ts';
import type { ClassSeriesTypeRow, SeriesMember } from './queries.ts';

export interface SeriesState {
  priceOre: number;
  /** Pro rata for the remaining classes once started (CONTRACT §9); `priceOre` before. */
  currentPriceOre: number;
  is_available_for_purchase: boolean;
  has_started: boolean;
  number_of_remaining_classes_and_livestream_classes: number;
  /** Remaining studio classes whose seats are all taken. */
  fully_booked_remaining_classes: number[];
  customer_has_class_series_type: boolean;
  customer_can_buy_class_series_type: boolean;
  /** The remaining, not cancelled studio classes: what buying it books in the room… */
  remainingStudioClassIds: number[];
  /** …and its remaining, not cancelled livestream classes: what it books on the livestream. */
  remainingLivestreamClassIds: number[];
}

/**
 * @param now ms since epoch; a class has started at its Copenhagen start time
 * @param today Copenhagen `YYYY-MM-DD` (`valid_until` is inclusive)
 */
export function seriesState(
  type: ClassSeriesTypeRow,
  members: SeriesMember[],
  now: number,
  today: string,
  owned: boolean,
): SeriesState {
  const live = members.filter((m) => !m.cancelled);
  const remaining = live.filter((m) => copenhagenInstant(m.date, m.start_time) > now);
  const priceOre = toOre(type.price);
  const currentPriceOre =
    !live.length || remaining.length === live.length
      ? priceOre
      : Math.round((priceOre * remaining.length) / live.length);
  const remainingStudio = remaining.filter((m) => !m.livestream);
  const full = remainingStudio
    .filter((m) => m.seats !== 0 && m.seats_taken >= m.seats)
    .map((m) => m.id);
  const available =
    type.for_sale &&
    !type.archived &&
    remaining.length > 0 &&
    (type.valid_until === null || today <= type.valid_until);
  return {
    priceOre,
    currentPriceOre,
    is_available_for_purchase: available,
    has_started: live.length > remaining.length,
    number_of_remaining_classes_and_livestream_classes: remaining.length,
    fully_booked_remaining_classes: full,
    customer_has_class_series_type: owned,
    customer_can_buy_class_series_type: available && !owned && full.length === 0,
    remainingStudioClassIds: remainingStudio.map((m) => m.id),
    remainingLivestreamClassIds: remaining.filter((m) => m.livestream).map((m) => m.id),
  };
}
