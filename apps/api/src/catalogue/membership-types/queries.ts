/**
 * Membership types and what hangs off them (CONTRACT §8): payment options, campaigns, class-type
 * links, membership counts, the caller's memberships, and the catalogue's price-group links (read
 * here once for membership, class pass and class series types alike). Every query takes the
 * studio id first.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classPassTypeClassTypes,
  classTypes,
  membershipCampaigns,
  memberships,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  membershipTypes,
  priceGroupItems,
  priceGroups,
} from '../../platform/db/schema.ts';

export type MembershipTypeRow = typeof membershipTypes.$inferSelect;
export type PaymentOptionRow = typeof membershipTypePaymentOptions.$inferSelect;
export type CampaignRow = typeof membershipCampaigns.$inferSelect;
/** The kinds of thing a price group lists (`price_group_items.item_type`). */
export type PriceGroupItemType = 'membership_type' | 'class_pass_type' | 'class_series_type';

/** Which rows a reader returns besides the live ones. */
interface ArchivedToo {
  /** Archived rows too: the cart still names and prices a row no longer for sale (CONTRACT §7). */
  withArchived?: boolean;
}

/** The studio's membership types (by id), optionally only `ids`; non-archived unless asked. */
export async function findMembershipTypes(
  db: Db,
  clientId: number,
  ids?: number[],
  { withArchived = false }: ArchivedToo = {},
): Promise<MembershipTypeRow[]> {
  if (ids && !ids.length) return [];
  return db
    .select()
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.client_id, clientId),
        withArchived ? undefined : eq(membershipTypes.archived, false),
        ids ? inArray(membershipTypes.id, ids) : undefined,
      ),
    )
    .orderBy(asc(membershipTypes.id));
}

/** One membership type of the studio, archived or not. */
export async function findMembershipType(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.client_id, clientId), eq(membershipTypes.id, id)));
  return row;
}

/** Payment options of the types, shortest period first; non-archived unless asked. */
export async function paymentOptionsOf(
  db: Db,
  clientId: number,
  typeIds: number[],
  { withArchived = false }: ArchivedToo = {},
): Promise<PaymentOptionRow[]> {
  if (!typeIds.length) return [];
  return db
    .select()
    .from(membershipTypePaymentOptions)
    .where(
      and(
        eq(membershipTypePaymentOptions.client_id, clientId),
        withArchived ? undefined : eq(membershipTypePaymentOptions.archived, false),
        inArray(membershipTypePaymentOptions.membership_type_id, typeIds),
      ),
    )
    .orderBy(
      asc(membershipTypePaymentOptions.number_of_months_payment_covers),
      asc(membershipTypePaymentOptions.id),
    );
}

/** Campaigns by id; non-archived unless asked. */
export async function campaignsById(
  db: Db,
  clientId: number,
  ids: number[],
  { withArchived = false }: ArchivedToo = {},
) {
  if (!ids.length) return new Map<number, CampaignRow>();
  const rows = await db
    .select()
    .from(membershipCampaigns)
    .where(
      and(
        eq(membershipCampaigns.client_id, clientId),
        withArchived ? undefined : eq(membershipCampaigns.archived, false),
        inArray(membershipCampaigns.id, ids),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Memberships not ended and not archived, per type and per payment option. */
export async function membershipCounts(db: Db, clientId: number, typeIds: number[]) {
  const byType = new Map<number, number>();
  const byOption = new Map<number, number>();
  if (!typeIds.length) return { byType, byOption };
  const rows = await db
    .select({
      type: memberships.membership_type_id,
      option: memberships.payment_option_id,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.client_id, clientId),
        eq(memberships.archived, false),
        ne(memberships.status, 'ended'),
        inArray(memberships.membership_type_id, typeIds),
      ),
    )
    .groupBy(memberships.membership_type_id, memberships.payment_option_id);
  for (const row of rows) {
    byType.set(row.type, (byType.get(row.type) ?? 0) + row.count);
    if (row.option) byOption.set(row.option, (byOption.get(row.option) ?? 0) + row.count);
  }
  return { byType, byOption };
}

/** The user's non-archived memberships of the types (any status), newest first. */
export function userMembershipsOf(db: Db, clientId: number, userId: number, typeIds: number[]) {
  return db
    .select({
      id: memberships.id,
      membership_type_id: memberships.membership_type_id,
      status: memberships.status,
      paid_until: memberships.paid_until,
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.client_id, clientId),
        eq(memberships.user_id, userId),
        eq(memberships.archived, false),
        typeIds.length ? inArray(memberships.membership_type_id, typeIds) : sql`false`,
      ),
    )
    .orderBy(sql`${memberships.id} desc`);
}

const accessTables = {
  membership_type: {
    table: membershipTypeClassTypes,
    owner: membershipTypeClassTypes.membership_type_id,
  },
  class_pass_type: {
    table: classPassTypeClassTypes,
    owner: classPassTypeClassTypes.class_pass_type_id,
  },
};

/**
 * The non-archived class types each membership or class pass type gives access to, for the studio
 * (`livestream` false) or for livestream (true): owner id → `{id, name}` by name.
 */
export async function classTypesOf(
  db: Db,
  clientId: number,
  kind: keyof typeof accessTables,
  ownerIds: number[],
  livestream: boolean,
) {
  const map = new Map<number, Array<{ id: number; name: string }>>();
  if (!ownerIds.length) return map;
  const { table, owner } = accessTables[kind];
  const rows = await db
    .select({ owner, id: classTypes.id, name: classTypes.name })
    .from(table)
    .innerJoin(classTypes, eq(classTypes.id, table.class_type_id))
    .where(
      and(
        eq(classTypes.client_id, clientId),
        eq(classTypes.archived, false),
        eq(table.livestream, livestream),
        inArray(owner, ownerIds),
      ),
    )
    .orderBy(asc(classTypes.name), asc(classTypes.id));
  for (const { owner, ...type } of rows) map.set(owner, [...(map.get(owner) ?? []), type]);
  return map;
}

/** Price group items of `itemType` in the studio's non-archived groups (`priceGroups` joined). */
const listedInLiveGroups = (clientId: number, itemType: PriceGroupItemType) =>
  and(
    eq(priceGroups.client_id, clientId),
    eq(priceGroups.archived, false),
    eq(priceGroupItems.item_type, itemType),
  );

/**
 * The price groups each item is shown in, by group `sort`: item id → `{id, name,
 * show_in_default_price_list, sort, sort_in_price_group}` (seed 001 §3 `sort_in_price_group`).
 */
export async function priceGroupsOf(
  db: Db,
  clientId: number,
  itemType: PriceGroupItemType,
  itemIds: number[],
) {
  const map = new Map<
    number,
    Array<{
      id: number;
      name: string;
      show_in_default_price_list: boolean;
      sort: number;
      sort_in_price_group: number;
    }>
  >();
  if (!itemIds.length) return map;
  const rows = await db
    .select({
      item_id: priceGroupItems.item_id,
      id: priceGroups.id,
      name: priceGroups.name,
      show_in_default_price_list: priceGroups.show_in_default_price_list,
      sort: priceGroups.sort,
      sort_in_price_group: priceGroupItems.sort_in_price_group,
    })
    .from(priceGroupItems)
    .innerJoin(priceGroups, eq(priceGroups.id, priceGroupItems.price_group_id))
    .where(and(listedInLiveGroups(clientId, itemType), inArray(priceGroupItems.item_id, itemIds)))
    .orderBy(asc(priceGroups.sort), asc(priceGroups.id));
  for (const { item_id, ...group } of rows) map.set(item_id, [...(map.get(item_id) ?? []), group]);
  return map;
}

/** Ids of the items of `itemType` in the studio's non-archived price group(s) named `name`. */
export async function idsInPriceGroupNamed(
  db: Db,
  clientId: number,
  itemType: PriceGroupItemType,
  name: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: priceGroupItems.item_id })
    .from(priceGroupItems)
    .innerJoin(priceGroups, eq(priceGroups.id, priceGroupItems.price_group_id))
    .where(and(listedInLiveGroups(clientId, itemType), eq(priceGroups.name, name)));
  return rows.map((row) => row.id);
}
