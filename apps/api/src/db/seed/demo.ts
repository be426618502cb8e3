/**
 * The demo data seeded on first start (issue 2): two studios with their own theme, locale and
 * settings. Runs only when the database has no client yet.
 */
import { clients, clientSettings, branches } from '../schema.ts';
import type { Db } from '../connect.ts';

export interface DemoLogin {
  email: string;
  password: string;
  note: string;
}

export const demoLogins: DemoLogin[] = [];

/** @returns true when it seeded (the database was empty). */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: clients.id }).from(clients).limit(1);
  if (existing.length) return false;
  await db.transaction(async (tx) => {
    const [nord] = await tx
      .insert(clients)
      .values({ name: 'Studio Nord', city: 'København K', domains: ['localhost', '127.0.0.1'] })
      .returning();
    const [fjord] = await tx
      .insert(clients)
      .values({ name: 'Fjord Pilates', city: 'Oslo', country: 'NO' })
      .returning();
    if (!nord || !fjord) throw new Error('demo clients were not created');
    await tx.insert(branches).values([
      { client_id: nord.id, name: 'Nørrebro', sort: 0 },
      { client_id: nord.id, name: 'Frederiksberg', sort: 1 },
      { client_id: fjord.id, name: 'Aker Brygge', sort: 0 },
    ]);
    await tx.insert(clientSettings).values([
      { client_id: nord.id, key: 'locale', value: 'da' },
      { client_id: fjord.id, key: 'locale', value: 'en' },
      { client_id: fjord.id, key: 'theme_primary_color', value: '#0f766e' },
    ]);
  });
  return true;
}
