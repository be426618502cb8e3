/** Gives every class pass and membership type of a studio access to a class type (test data). */
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/connect.ts';
import {
  classPassTypeClassTypes,
  classPassTypes,
  membershipTypeClassTypes,
  membershipTypes,
} from '../platform/db/schema.ts';

export async function linkClassTypeToAllAccess(
  db: Db,
  clientId: number,
  classTypeId: number,
): Promise<void> {
  const passTypes = await db
    .select()
    .from(classPassTypes)
    .where(eq(classPassTypes.client_id, clientId));
  const memberTypes = await db
    .select()
    .from(membershipTypes)
    .where(eq(membershipTypes.client_id, clientId));
  for (const livestream of [false, true]) {
    if (passTypes.length) {
      await db.insert(classPassTypeClassTypes).values(
        passTypes.map((type) => ({
          class_pass_type_id: type.id,
          class_type_id: classTypeId,
          livestream,
        })),
      );
    }
    if (memberTypes.length) {
      await db.insert(membershipTypeClassTypes).values(
        memberTypes.map((type) => ({
          membership_type_id: type.id,
          class_type_id: classTypeId,
          livestream,
        })),
      );
    }
  }
}
