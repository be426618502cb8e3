/**
 * The relations membership, class pass and class series types carry on the wire (CONTRACT §8, §9),
 * each read once for all the items and only when its `populate[]` key is asked for: `image` (the
 * image object in place of its id; null without an image or for one that is not the studio's),
 * `class_types` and `class_types_livestream` (`{id, name}` of the non-archived class types a
 * membership or pass type gives access to, by name; a series lists classes instead) and
 * `price_groups` (seed 001 §3, by group `sort`).
 */
import type { Db } from '../../platform/db/connect.ts';
import { imagesById } from '../../studio/public.ts';
import { classTypesOf, priceGroupsOf } from './queries.ts';

/** The `populate[]` keys, each dotted key with its parent (`payment_options.membershipCount`). */
export const populateKeys = (populate: string[]) =>
  new Set(populate.flatMap((key) => [key, key.split('.')[0]!]));

/** A catalogue item as the relations need it. */
interface CatalogueItem {
  id: number;
  image_id: number | null;
}

/**
 * Reads the relations `keys` asks for, of the items `rows` of `kind`.
 * @returns a function that sets them on an item's wire object (`out`), leaving the rest as it is
 */
export async function catalogueRelations(
  db: Db,
  clientId: number,
  kind: 'membership_type' | 'class_pass_type' | 'class_series_type',
  rows: CatalogueItem[],
  keys: Set<string>,
) {
  const ids = rows.map((row) => row.id);
  const images =
    keys.has('image') &&
    (await imagesById(
      db,
      clientId,
      rows.flatMap((row) => (row.image_id ? [row.image_id] : [])),
    ));
  const access = kind === 'class_series_type' ? null : kind;
  const classTypes =
    access && keys.has('class_types') ? await classTypesOf(db, clientId, access, ids, false) : null;
  const livestream =
    access && keys.has('class_types_livestream')
      ? await classTypesOf(db, clientId, access, ids, true)
      : null;
  const groups = keys.has('price_groups') ? await priceGroupsOf(db, clientId, kind, ids) : null;

  return (out: Record<string, unknown>, row: CatalogueItem) => {
    if (images) out.image = row.image_id ? (images.get(row.image_id) ?? null) : null;
    if (classTypes) out.class_types = classTypes.get(row.id) ?? [];
    if (livestream) out.class_types_livestream = livestream.get(row.id) ?? [];
    if (groups) out.price_groups = groups.get(row.id) ?? [];
  };
}
