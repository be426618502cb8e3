/**
 * Catalogue test data for the catalogue modules' tests: membership types with payment options and
 * a campaign, class pass types, class series types, price groups and products, inserted directly.
 * Amounts are kroner strings as the columns hold them (`"695"`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  classPassTypeClassTypes,
  classPassTypes,
  classSeriesTypeClasses,
  classSeriesTypes,
  membershipCampaigns,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  membershipTypes,
  priceGroupItems,
  priceGroups,
  products,
} from '../../platform/db/schema.ts';

const one = <T>(rows: T[]) => rows[0]!;
type Option = { name: string; months: number; amount: string; for_sale?: boolean };

export function catalogueFactory(db: Db) {
  return {
    /** A membership type giving `classTypeIds` (studio; livestream too when `livestream`). */
    async membershipType(
      clientId: number,
      opts: {
        values?: Partial<typeof membershipTypes.$inferInsert>;
        options?: Option[];
        classTypeIds?: number[];
        livestream?: boolean;
        campaign?: Partial<typeof membershipCampaigns.$inferInsert> & { reduced_price: string };
      } = {},
    ) {
      let type = one(
        await db
          .insert(membershipTypes)
          .values({ client_id: clientId, name: 'Unlimited', ...opts.values })
          .returning(),
      );
      const options = opts.options ?? [{ name: '1 month', months: 1, amount: '499' }];
      const optionRows = await db
        .insert(membershipTypePaymentOptions)
        .values(
          options.map((o) => ({
            client_id: clientId,
            membership_type_id: type.id,
            name: o.name,
            number_of_months_payment_covers: o.months,
            payment_amount: o.amount,
            for_sale: o.for_sale ?? true,
          })),
        )
        .returning();
      const links = (opts.classTypeIds ?? []).flatMap((class_type_id) => [
        { membership_type_id: type.id, class_type_id },
        ...(opts.livestream
          ? [{ membership_type_id: type.id, class_type_id, livestream: true }]
          : []),
      ]);
      if (links.length) await db.insert(membershipTypeClassTypes).values(links);
      let campaign = null;
      if (opts.campaign) {
        campaign = one(
          await db
            .insert(membershipCampaigns)
            .values({
              client_id: clientId,
              membership_type_id: type.id,
              name: 'Summer offer',
              ...opts.campaign,
            })
            .returning(),
        );
        type = one(
          await db
            .update(membershipTypes)
            .set({ active_campaign_id: campaign.id })
            .where(eq(membershipTypes.id, type.id))
            .returning(),
        );
      }
      return { type, options: optionRows, campaign };
    },

    /** A class pass type giving `classTypeIds` (studio; livestream too when `livestream`). */
    async passType(
      clientId: number,
      values: Partial<typeof classPassTypes.$inferInsert> = {},
      classTypeIds: number[] = [],
      livestream = false,
    ) {
      const type = one(
        await db
          .insert(classPassTypes)
          .values({
            client_id: clientId,
            name: '10-class pass',
            pass_type: 'fixed_count',
            number_of_classes: 10,
            days: 180,
            price: '1200',
            ...values,
          })
          .returning(),
      );
      const links = classTypeIds.flatMap((class_type_id) => [
        { class_pass_type_id: type.id, class_type_id },
        ...(livestream ? [{ class_pass_type_id: type.id, class_type_id, livestream: true }] : []),
      ]);
      if (links.length) await db.insert(classPassTypeClassTypes).values(links);
      return type;
    },

    /** A class series type over `classIds` (studio attendance). */
    async seriesType(
      clientId: number,
      classIds: number[],
      values: Partial<typeof classSeriesTypes.$inferInsert> = {},
    ) {
      const type = one(
        await db
          .insert(classSeriesTypes)
          .values({ client_id: clientId, name: 'Beginners course', price: '900', ...values })
          .returning(),
      );
      if (classIds.length)
        await db
          .insert(classSeriesTypeClasses)
          .values(classIds.map((class_id) => ({ class_series_type_id: type.id, class_id })));
      return type;
    },

    /** A price group listing `items` in their given order (`sort_in_price_group` 1, 2, …). */
    async priceGroup(
      clientId: number,
      values: Partial<typeof priceGroups.$inferInsert> & { name: string },
      items: Array<{ item_type: string; item_id: number }> = [],
    ) {
      const group = one(
        await db
          .insert(priceGroups)
          .values({ client_id: clientId, ...values })
          .returning(),
      );
      if (items.length)
        await db.insert(priceGroupItems).values(
          items.map((item, index) => ({
            price_group_id: group.id,
            ...item,
            sort_in_price_group: index + 1,
          })),
        );
      return group;
    },

    async product(clientId: number, values: Partial<typeof products.$inferInsert> = {}) {
      return one(
        await db
          .insert(products)
          .values({ client_id: clientId, name: 'Yoga mat', price: '349.50', ...values })
          .returning(),
      );
    },
  };
}
