/**
 * Class pass types and class passes on the wire (CONTRACT §9). Types are style A (`client`,
 * `image` the id or the object); GET /class-passes answers style B (`user_id`,
 * `class_pass_type_id`), POST /class-passes style A. Kroner on the wire.
 */
import { toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import { catalogueRelations, populateKeys } from '../membership-types/public.ts';
import { passCountsOf, type ClassPassRow, type ClassPassTypeRow } from './queries.ts';

/** Is the user below the type's per-customer maximum (`held` passes of it)? */
export const belowCustomerMax = (type: ClassPassTypeRow, held: number) =>
  !type.limited_number_per_customer || held < type.max_number_per_customer;

/**
 * The wire objects of `rows`, in order. `populate` ∈ `image`, `class_types`,
 * `class_types_livestream`, `price_groups`, `max_number_per_customer_already_used`,
 * `user_can_buy` (both null without a user; asking for one brings the other).
 */
export async function buildClassPassTypes(
  db: Db,
  clientId: number,
  userId: number | null,
  rows: ClassPassTypeRow[],
  populate: string[],
): Promise<Record<string, unknown>[]> {
  const keys = populateKeys(populate);
  const ids = rows.map((row) => row.id);
  const setRelations = await catalogueRelations(db, clientId, 'class_pass_type', rows, keys);
  const wantsUse = keys.has('max_number_per_customer_already_used') || keys.has('user_can_buy');
  const held = wantsUse && userId ? await passCountsOf(db, clientId, userId, ids) : null;

  return rows.map((row) => {
    const { client_id, image_id, price, ...rest } = row;
    const out: Record<string, unknown> = {
      ...rest,
      client: client_id,
      price: toOre(price) / 100,
      image: image_id,
    };
    setRelations(out, row);
    if (wantsUse) {
      const used = held ? (held.get(row.id) ?? 0) : null;
      out.max_number_per_customer_already_used = used;
      out.user_can_buy = used === null ? null : belowCustomerMax(row, used);
    }
    return out;
  });
}

/** A class pass, style B (GET /class-passes) or style A (POST /class-passes). */
export function serializeClassPass(row: ClassPassRow, style: 'A' | 'B'): Record<string, unknown> {
  const { client_id, user_id, class_pass_type_id, order_id, ...rest } = row;
  return style === 'B'
    ? { ...rest, client_id, user_id, class_pass_type_id, order_id }
    : {
        ...rest,
        client: client_id,
        user: user_id,
        class_pass_type: class_pass_type_id,
        order: order_id,
      };
}
