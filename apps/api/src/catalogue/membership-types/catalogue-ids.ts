/**
 * The ids a catalogue list asks for (CONTRACT §8, §9: GET /membership-types, /class-pass-types,
 * /class-series-types): `id` (one or many) narrowed to the items of the price group named
 * `priceGroupName`, when given. `undefined` = every item; `'invalid'` = an `id` that is not an id
 * (the route answers 400).
 */
import type { Db } from '../../platform/db/connect.ts';
import { readIds } from '../../platform/lib/populate.ts';
import { idsInPriceGroupNamed, type PriceGroupItemType } from './queries.ts';

export async function requestedCatalogueIds(
  db: Db,
  clientId: number,
  itemType: PriceGroupItemType,
  query: { id?: unknown; priceGroupName?: string },
): Promise<number[] | undefined | 'invalid'> {
  const ids = readIds(query.id);
  if (ids && !ids.length) return 'invalid';
  if (query.priceGroupName === undefined) return ids;
  const inGroup = await idsInPriceGroupNamed(db, clientId, itemType, query.priceGroupName);
  return ids ? ids.filter((id) => inGroup.includes(id)) : inGroup;
}
