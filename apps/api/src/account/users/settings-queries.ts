/** Saving the customer's own settings (CONTRACT §3 "User settings"). */
import { and, eq, sql } from 'drizzle-orm';
import type { UserSettings, UserSettingsBody } from '@studio/contract/account';
import type { Db } from '../../platform/db/connect.ts';
import { users } from '../../platform/db/schema.ts';
import { readSettings } from './settings.ts';

/**
 * Merges the given keys into the stored JSON in one statement (`null` clears one), so two saves at
 * once each keep the other's key.
 * @returns the full settings after the change.
 */
export async function saveSettings(
  db: Db,
  clientId: number,
  userId: number,
  body: UserSettingsBody,
): Promise<UserSettings> {
  const patch = JSON.stringify(body);
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || ${patch}::jsonb`, updatedAt: Date.now() })
    .where(and(eq(users.client_id, clientId), eq(users.id, userId)))
    .returning({ settings: users.settings });
  return readSettings(row?.settings);
}
