/**
 * The demo data seeded on first start (ARCHITECTURE.md runtime): two studios with their own theme,
 * logo, locale, settings, branches, rooms, teachers, class types, five weeks of classes from this
 * ISO week (Copenhagen), the shop (class pass, membership and class series types in price
 * groups, a campaign, products, discount codes), class passes, memberships and demo customers. Runs only on an empty
 * database, in one transaction.
 */
import { hashPassword } from '../../modules/auth/public.ts';
import { copenhagenToday } from '../../lib/time.ts';
import type { Db } from '../connect.ts';
import { clients } from '../schema.ts';
import { insertAccess } from './insert-access.ts';
import { insertCatalog } from './insert-catalog.ts';
import { insertPeople } from './insert-people.ts';
import { insertSchedule } from './insert-schedule.ts';
import { insertShop } from './insert-shop.ts';
import { insertStudio } from './insert-studio.ts';
import type { StudioSpec } from './spec.ts';
import { studioFjord } from './studio-fjord.ts';
import { studioNord } from './studio-nord.ts';

export interface DemoLogin {
  email: string;
  password: string;
  note: string;
}

/** Studio Nord first: it answers on localhost (client id 1 on a fresh database). */
export const demoStudios: StudioSpec[] = [studioNord, studioFjord];

/** The demo customers' logins, printed by server.ts at start. */
export const demoLogins: DemoLogin[] = demoStudios.flatMap((studio) =>
  studio.customers.map(({ email, password, note }) => ({ email, password, note })),
);

/** Filler customers exist to fill classes; their password is not advertised. */
const FILLER_PASSWORD = 'Fyldkunde1';

/**
 * Seeds both demo studios when the database has no client yet.
 * @param now the moment "today" and "already started" are computed from (Copenhagen).
 * @returns true when it seeded (the database was empty).
 */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const existing = await db.select({ id: clients.id }).from(clients).limit(1);
  if (existing.length) return false;
  const today = copenhagenToday(now);
  // Hash outside the transaction: scrypt is the slow part, and these run in parallel.
  const [filler, ...customerHashes] = await Promise.all([
    hashPassword(FILLER_PASSWORD),
    ...demoStudios.flatMap((studio) => studio.customers.map((c) => hashPassword(c.password))),
  ]);
  await db.transaction(async (tx) => {
    let hashIndex = 0;
    for (const spec of demoStudios) {
      const customers = spec.customers.map(() => customerHashes[hashIndex++] ?? '');
      const base = await insertStudio(tx, spec);
      const people = await insertPeople(tx, spec, base, { customers, filler: filler! });
      const catalog = await insertCatalog(tx, spec, base);
      const ctx = { base, people, catalog, today, now };
      const classes = await insertSchedule(tx, spec, ctx);
      await insertShop(tx, spec, base.clientId, catalog);
      await insertAccess(tx, spec, { clientId: base.clientId, people, catalog, classes, today });
    }
  });
  return true;
}
