/**
 * The parts of a studio file matched by name or e-mail inside one studio: branches and rooms,
 * teachers, class types and products. A row found is updated only in the fields that differ
 * (and then its `updatedAt` moves); a row not found is created; rows the file no longer lists
 * are left alone (they may have bookings or sales).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/connect.ts';
import { branches, classTypes, products, rooms, users } from '../../platform/db/schema.ts';
import type { StudioFile } from './schema.ts';

/** The fields of `wanted` that differ from `row` (lists compared by value), or null. */
export function changes<T extends object>(row: T, wanted: Partial<T>): Partial<T> | null {
  const out: Partial<T> = {};
  let any = false;
  for (const [key, value] of Object.entries(wanted) as Array<[keyof T, T[keyof T]]>) {
    if (value === undefined || JSON.stringify(row[key]) === JSON.stringify(value)) continue;
    out[key] = value;
    any = true;
  }
  return any ? { ...out, updatedAt: Date.now() } : null;
}

/** The studio's rows that are not archived. */
const active = (table: { client_id: AnyPgColumn; archived: AnyPgColumn }, clientId: number) =>
  and(eq(table.client_id, clientId), eq(table.archived, false));

/** @returns room id by room name (names are unique within a file). */
export async function syncBranches(tx: Db, clientId: number, file: StudioFile) {
  const roomIds = new Map<string, number>();
  const existing = await tx.select().from(branches).where(active(branches, clientId));
  const existingRooms = await tx.select().from(rooms).where(active(rooms, clientId));
  for (const [sort, branch] of file.branches.entries()) {
    let row = existing.find((b) => b.name === branch.name);
    if (!row) {
      [row] = await tx
        .insert(branches)
        .values({ client_id: clientId, name: branch.name, sort })
        .returning();
    } else {
      const set = changes(row, { sort });
      if (set) await tx.update(branches).set(set).where(eq(branches.id, row.id));
    }
    for (const name of branch.rooms) {
      let room = existingRooms.find((r) => r.branch_id === row!.id && r.name === name);
      if (!room)
        [room] = await tx
          .insert(rooms)
          .values({ client_id: clientId, branch_id: row!.id, name })
          .returning();
      roomIds.set(name, room!.id);
    }
  }
  return roomIds;
}

/** @returns teacher user id by lower-case e-mail. */
export async function syncTeachers(
  tx: Db,
  clientId: number,
  file: StudioFile,
  imageId: (ref: string | undefined) => number | null | undefined,
) {
  const ids = new Map<string, number>();
  for (const teacher of file.teachers) {
    const email = teacher.email.toLowerCase();
    const wanted = {
      first_name: teacher.first_name,
      last_name: teacher.last_name,
      teacher_description: teacher.description,
      image_id: imageId(teacher.image),
      teacher: true,
    };
    const [row] = await tx
      .select()
      .from(users)
      .where(and(active(users, clientId), sql`lower(${users.email}) = ${email}`));
    if (row) {
      const set = changes(row, wanted);
      if (set) await tx.update(users).set(set).where(eq(users.id, row.id));
      ids.set(email, row.id);
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...wanted, client_id: clientId, email, customer: false, email_confirmed: true })
        .returning({ id: users.id });
      ids.set(email, created!.id);
    }
  }
  return ids;
}

/** @returns class type id by name, in file order. */
export async function syncClassTypes(
  tx: Db,
  clientId: number,
  file: StudioFile,
  imageId: (ref: string | undefined) => number | null | undefined,
) {
  const ids = new Map<string, number>();
  const existing = await tx.select().from(classTypes).where(active(classTypes, clientId));
  for (const type of file.class_types) {
    const wanted = {
      color: type.color,
      description: type.description,
      image_id: imageId(type.image),
    };
    const row = existing.find((t) => t.name === type.name);
    if (row) {
      const set = changes(row, wanted);
      if (set) await tx.update(classTypes).set(set).where(eq(classTypes.id, row.id));
      ids.set(type.name, row.id);
    } else {
      const [created] = await tx
        .insert(classTypes)
        .values({ ...wanted, client_id: clientId, name: type.name })
        .returning({ id: classTypes.id });
      ids.set(type.name, created!.id);
    }
  }
  return ids;
}

export async function syncProducts(tx: Db, clientId: number, file: StudioFile) {
  const existing = await tx.select().from(products).where(active(products, clientId));
  for (const product of file.products) {
    const wanted = { description: product.description, price: product.price.toFixed(2) };
    const row = existing.find((p) => p.name === product.name);
    if (!row) {
      await tx.insert(products).values({ ...wanted, client_id: clientId, name: product.name });
      continue;
    }
    const set = changes(row, wanted);
    if (set) await tx.update(products).set(set).where(eq(products.id, row.id));
  }
}
