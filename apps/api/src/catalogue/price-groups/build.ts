/** Price groups on the wire (CONTRACT §9): the group, and its items when populated (style B). */
import type { Db } from '../../platform/db/connect.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { buildClassPassTypes, findClassPassTypes } from '../class-pass-types/public.ts';
import { buildSeriesTypes, findSeriesTypes } from '../class-series-types/public.ts';
import {
  buildMembershipTypes,
  findMembershipTypes,
  type CatalogueViewer,
} from '../membership-types/public.ts';
import { itemsOf, type PriceGroupRow } from './queries.ts';

const relations = {
  membership_types: 'membership_type',
  class_pass_types: 'class_pass_type',
  class_series_types: 'class_series_type',
} as const;
type Relation = keyof typeof relations;

/** The keys under `relation.` (`membership_types.image` → `image`). */
const nested = (populate: string[], relation: string) =>
  populate
    .filter((key) => key.startsWith(`${relation}.`))
    .map((key) => key.slice(relation.length + 1));

export async function buildPriceGroups(
  db: Db,
  viewer: CatalogueViewer,
  rows: PriceGroupRow[],
  populate: string[],
): Promise<Record<string, unknown>[]> {
  const asked = (Object.keys(relations) as Relation[]).filter((relation) =>
    populate.some((key) => key === relation || key.startsWith(`${relation}.`)),
  );
  const items = asked.length
    ? await itemsOf(
        db,
        rows.map((row) => row.id),
      )
    : [];
  const idsOf = (relation: Relation) => [
    ...new Set(items.filter((i) => i.item_type === relations[relation]).map((i) => i.item_id)),
  ];
  const built = new Map<Relation, Record<string, unknown>[]>();
  const { clientId, userId } = viewer;
  for (const relation of asked) {
    const ids = idsOf(relation);
    const keys = nested(populate, relation);
    if (relation === 'membership_types')
      built.set(
        relation,
        await buildMembershipTypes(db, viewer, await findMembershipTypes(db, clientId, ids), keys, {
          style: 'B',
        }),
      );
    if (relation === 'class_pass_types')
      built.set(
        relation,
        await buildClassPassTypes(
          db,
          clientId,
          userId,
          await findClassPassTypes(db, clientId, { ids }),
          keys,
        ),
      );
    if (relation === 'class_series_types')
      built.set(
        relation,
        await buildSeriesTypes(
          db,
          clientId,
          userId,
          await findSeriesTypes(db, clientId, { ids }),
          keys,
          {
            now: Date.now(),
            today: copenhagenToday(),
          },
        ),
      );
  }
  return rows.map((row) => {
    const { client_id, ...rest } = row;
    const out: Record<string, unknown> = { ...rest, client: client_id };
    for (const relation of asked) {
      const byId = new Map((built.get(relation) ?? []).map((type) => [type.id as number, type]));
      out[relation] = items
        .filter((i) => i.price_group_id === row.id && i.item_type === relations[relation])
        .flatMap((i) => {
          const type = byId.get(i.item_id);
          return type ? [{ ...type, sort_in_price_group: i.sort_in_price_group }] : [];
        });
    }
    return out;
  });
}
