/**
 * Inserts a demo studio's demo customers and filler customers (who fill classes); the teachers
 * come with the studio file.
 * Passwords follow the seed rule (seed 000 §5); fillers share one hash to keep seeding fast.
 */
import type { Db } from '../platform/db/connect.ts';
import { userBranches, users } from '../platform/db/schema.ts';
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
  base: { clientId: number; homeBranchId: number | undefined; city: string; zip_code: string },
  hashes: { customers: string[]; filler: string },
): Promise<People> {
  const client_id = base.clientId;
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
        city: base.city,
        zip_code: base.zip_code,
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
  const home = base.homeBranchId;
  if (home && customers.length)
    await db
      .insert(userBranches)
      .values(customers.map((c) => ({ user_id: c.id, branch_id: home })));
  return {
    customerIds: customers.map((row) => row.id),
    fillerIds: fillers.map((row) => row.id),
  };
}
