/**
 * Inserts a demo studio's class pass types and membership types with payment options,
 * each linked to the studio's class types (from its file) it gives access to (studio and, for the broad ones, livestream).
 * Campaigns, price groups, products and discount codes follow in insert-shop.ts.
 */
import type { Db } from '../platform/db/connect.ts';
import {
  classPassTypeClassTypes,
  classPassTypes,
  membershipTypeClassTypes,
  membershipTypePaymentOptions,
  membershipTypes,
} from '../platform/db/schema.ts';
import type { StudioSpec } from './spec.ts';

export interface Catalog {
  passTypeIds: number[];
  membershipTypes: Array<{ id: number; optionIds: number[] }>;
}

/** @param classTypeIds the studio's class types (from its file), in file order. */
export async function insertCatalog(
  db: Db,
  spec: StudioSpec,
  client_id: number,
  classTypeIds: number[],
): Promise<Catalog> {
  // Broad products (the first two) cover livestream too; the free trial only the studio.
  const links = (broad: boolean) =>
    classTypeIds.flatMap((class_type_id) =>
      broad
        ? [
            { class_type_id, livestream: false },
            { class_type_id, livestream: true },
          ]
        : [{ class_type_id, livestream: false }],
    );

  const passRows = await db
    .insert(classPassTypes)
    .values(
      spec.passTypes.map((pass) => ({
        client_id,
        name: pass.name,
        description: pass.description,
        pass_type: pass.pass_type,
        number_of_classes: pass.number_of_classes,
        days: pass.days,
        price: pass.price,
        limited_number_per_customer: pass.limited_number_per_customer ?? false,
        max_number_per_customer: 1,
      })),
    )
    .returning({ id: classPassTypes.id });
  await db
    .insert(classPassTypeClassTypes)
    .values(
      passRows.flatMap((row, index) =>
        links(index < 2).map((link) => ({ class_pass_type_id: row.id, ...link })),
      ),
    );

  const memberships: Catalog['membershipTypes'] = [];
  for (const [index, type] of spec.membershipTypes.entries()) {
    const [row] = await db
      .insert(membershipTypes)
      .values({
        client_id,
        name: type.name,
        description: type.description,
        has_max_number_of_classes_per_week: Boolean(type.max_classes_per_week),
        max_number_of_classes_per_week: type.max_classes_per_week ?? 0,
        registration_fee: type.registration_fee ?? '0',
      })
      .returning({ id: membershipTypes.id });
    if (!row) throw new Error('membership type was not created');
    const options = await db
      .insert(membershipTypePaymentOptions)
      .values(
        type.options.map((option) => ({
          client_id,
          membership_type_id: row.id,
          name: option.name,
          number_of_months_payment_covers: option.months,
          payment_amount: option.amount,
        })),
      )
      .returning({ id: membershipTypePaymentOptions.id });
    await db
      .insert(membershipTypeClassTypes)
      .values(links(index === 0).map((link) => ({ membership_type_id: row.id, ...link })));
    memberships.push({ id: row.id, optionIds: options.map((option) => option.id) });
  }
  return { passTypeIds: passRows.map((row) => row.id), membershipTypes: memberships };
}
