/**
 * What the database gets at start (issue 22 item 19). The demo (`npm start`, PGlite or
 * PostgreSQL) seeds the two demo studios on an empty database, with their published logins and
 * the free `test` payment provider. A production start (`STUDIO_MODE=production`) seeds nothing:
 * studios come from their files (`npm run studio -- import studio.json`), and it says which
 * studios cannot take payments because they name the `test` provider.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RunMode } from '../settings.ts';
import type { Db } from '../platform/db/connect.ts';
import { clients, clientSettings } from '../platform/db/schema.ts';
import { seedDemoIfEmpty } from './demo.ts';

export interface StartData {
  /** The demo studios were seeded now (an empty database, demo mode). */
  seeded: boolean;
  /** Active studios, oldest first. */
  studios: string[];
  /** Active studios whose `payment_service_provider` is `test`. */
  onTestProvider: string[];
}

/** Seeds the demo in demo mode on an empty database, never in production; then takes stock. */
export async function prepareStartData(db: Db, mode: RunMode): Promise<StartData> {
  const seeded = mode === 'demo' && (await seedDemoIfEmpty(db));
  const active = eq(clients.archived, false);
  const studios = await db
    .select({ name: clients.name })
    .from(clients)
    .where(active)
    .orderBy(asc(clients.id));
  const onTest = await db
    .select({ name: clients.name })
    .from(clients)
    .innerJoin(clientSettings, eq(clientSettings.client_id, clients.id))
    .where(
      and(
        active,
        eq(clientSettings.key, 'payment_service_provider'),
        eq(clientSettings.value, sql`'"test"'::jsonb`),
      ),
    )
    .orderBy(asc(clients.id));
  return {
    seeded,
    studios: studios.map((row) => row.name),
    onTestProvider: onTest.map((row) => row.name),
  };
}

/** What a production start prints about its studios (one line each). */
export function productionNotes(data: StartData): string[] {
  const notes: string[] = [];
  if (!data.studios.length)
    notes.push(
      'No studio yet. Import one from its file: npm run studio -- import studio.json',
      '(format: apps/api/src/studio/import/README.md; example: apps/api/src/studio/import/examples/harbour.json)',
    );
  for (const name of data.onTestProvider)
    notes.push(
      `${name} pays with the test provider, which takes no payments in production: set its payment_service_provider to stripe or reepay and import it again.`,
    );
  return notes;
}
