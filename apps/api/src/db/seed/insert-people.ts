/**
 * Inserts a demo studio's teachers, demo customers and filler customers (who fill classes).
 * Passwords follow the seed rule (seed 000 §5); fillers share one hash to keep seeding fast.
 */
import type { Db } from '../connect.ts';
import { userBranches, users } from '../schema.ts';
import type { StudioBase } from './insert-studio.ts';
import type { StudioSpec } from './spec.ts';

export const FILLERS = 18;

const fillerNames = [
  ['Camilla', 'Dahl'],
  ['Frederik', 'Bach'],
  ['Ida', 'Winther'],
  ['Oscar', 'Munk'],
  ['Laura', 'Kjær'],
  ['William', 'Juhl'],
  ['Emilie', 'Brandt'],
  ['Noah', 'Lassen'],
  ['Clara', 'Friis'],
  ['Victor', 'Holt'],
  ['Alma', 'Skov'],
  ['Elias', 'Vest'],
  ['Freja', 'Mørk'],
  ['Karl', 'Dam'],
  ['Nora', 'Eriksen'],
  ['Aksel', 'Bjerre'],
  ['Agnes', 'Thorsen'],
  ['Otto', 'Lykke'],
] as const;

export interface People {
  teacherIds: number[];
  /** In the order of `spec.customers`. */
  customerIds: number[];
  fillerIds: number[];
}

/**
 * @param hashes password hash per demo customer (same order), and one shared by the fillers.
 */
export async function insertPeople(
  db: Db,
  spec: StudioSpec,
  base: StudioBase,
  hashes: { customers: string[]; filler: string },
): Promise<People> {
  const client_id = base.clientId;
  const teachers = await db
    .insert(users)
    .values(
      spec.teachers.map((t) => ({
        client_id,
        email: t.email,
        first_name: t.first_name,
        last_name: t.last_name,
        image_id: t.image ? (base.imageIds.get(t.image) ?? null) : null,
        teacher_description: t.description ?? '',
        teacher: true,
        customer: false,
        email_confirmed: true,
      })),
    )
    .returning({ id: users.id });
  const customers = await db
    .insert(users)
    .values(
      spec.customers.map((c, index) => ({
        client_id,
        email: c.email,
        password_hash: hashes.customers[index] ?? '',
        first_name: c.first_name,
        last_name: c.last_name,
        phone: c.phone,
        date_of_birth: c.date_of_birth,
        city: spec.client.city,
        zip_code: spec.client.zip_code,
        email_confirmed: true,
      })),
    )
    .returning({ id: users.id });
  const fillers = await db
    .insert(users)
    .values(
      fillerNames.slice(0, FILLERS).map(([first_name, last_name], index) => ({
        client_id,
        email: `kunde${String(index + 1).padStart(2, '0')}@${spec.fillerDomain}`,
        password_hash: hashes.filler,
        first_name,
        last_name,
        email_confirmed: true,
      })),
    )
    .returning({ id: users.id });
  const home = base.branchIds[0];
  if (home && customers.length)
    await db
      .insert(userBranches)
      .values(customers.map((c) => ({ user_id: c.id, branch_id: home })));
  return {
    teacherIds: teachers.map((row) => row.id),
    customerIds: customers.map((row) => row.id),
    fillerIds: fillers.map((row) => row.id),
  };
}
