/**
 * Inserts what a demo studio's Prices page and checkout need beyond the types (seed 001 §2, §3;
 * CONTRACT §7–§9): the membership campaign, the price groups with their items in order (the locked
 * course as the class series type) and discount codes; products come with the studio file. Runs
 * after the schedule, which made the course's class series type.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import {
  classSeriesTypes,
  discountCodes,
  membershipCampaigns,
  membershipTypes,
  priceGroupItems,
  priceGroups,
} from '../platform/db/schema.ts';
import type { Catalog } from './insert-catalog.ts';
import type { StudioSpec } from './spec.ts';

export async function insertShop(db: Db, spec: StudioSpec, clientId: number, catalog: Catalog) {
  const client_id = clientId;
  for (const [index, type] of spec.membershipTypes.entries()) {
    if (!type.campaign) continue;
    const membershipTypeId = catalog.membershipTypes[index]!.id;
    const [campaign] = await db
      .insert(membershipCampaigns)
      .values({
        client_id,
        membership_type_id: membershipTypeId,
        name: type.campaign.name,
        reduced_price: type.campaign.reduced_price,
        number_of_months_at_reduced_price: type.campaign.months,
        min_number_of_months_since_customer_last_had_membership_type:
          type.campaign.min_months_since_last,
      })
      .returning({ id: membershipCampaigns.id });
    await db
      .update(membershipTypes)
      .set({ active_campaign_id: campaign!.id })
      .where(eq(membershipTypes.id, membershipTypeId));
  }

  const [course] = await db
    .select({ id: classSeriesTypes.id })
    .from(classSeriesTypes)
    .where(and(eq(classSeriesTypes.client_id, client_id), eq(classSeriesTypes.locked, true)));
  for (const [sort, group] of spec.priceGroups.entries()) {
    const [row] = await db
      .insert(priceGroups)
      .values({
        client_id,
        name: group.name,
        sort: sort + 1,
        show_in_default_price_list: group.show_in_default_price_list ?? true,
      })
      .returning({ id: priceGroups.id });
    const items = group.items.flatMap((item) => {
      const item_id =
        item.kind === 'membership_type'
          ? catalog.membershipTypes[item.index]?.id
          : item.kind === 'class_pass_type'
            ? catalog.passTypeIds[item.index]
            : course?.id;
      return item_id ? [{ item_type: item.kind, item_id }] : [];
    });
    if (items.length)
      await db.insert(priceGroupItems).values(
        items.map((item, i) => ({
          price_group_id: row!.id,
          ...item,
          sort_in_price_group: i + 1,
        })),
      );
  }

  if (spec.discountCodes.length)
    await db.insert(discountCodes).values(
      spec.discountCodes.map((code) => ({
        client_id,
        name: code.name,
        type: code.type,
        discount_percent: code.type === 'discount_percent' ? code.value : '0',
        discount_amount: code.type === 'discount_amount' ? code.value : '0',
        valid_for_items: code.valid_for_items,
      })),
    );
}
