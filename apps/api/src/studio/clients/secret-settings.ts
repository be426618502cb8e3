/**
 * Secret studio settings (CONTRACT §2: "Secret settings (payment keys, Vimeo tokens, …) are never
 * sent"). They are stored with the others (`client_settings`, set from the studio file) but left
 * out of every studio's `settings` (`settingsOf`), so no answer, boot data or mail can carry them;
 * the server reads them with `secretSetting` / `studiosWithSecret`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { clients, clientSettings } from '../../platform/db/schema.ts';

export const secretSettingDefaults = {
  /**
   * *(design, issue 25)* The studio's Vimeo access token (a personal access token with the
   * `public` and `private` scopes, docs/operations.md): the library fetches its Vimeo videos'
   * data with it. Empty: the studio's Vimeo videos keep the data they have.
   */
  vimeo_access_token: '',
};

export type SecretSetting = keyof typeof secretSettingDefaults;

/** Whether a settings key is secret (never sent). */
export const isSecretSetting = (key: string): key is SecretSetting => key in secretSettingDefaults;

/** One studio's secret setting as text ('' when unset or not text). */
export async function secretSetting(db: Db, clientId: number, key: SecretSetting): Promise<string> {
  const [row] = await db
    .select({ value: clientSettings.value })
    .from(clientSettings)
    .where(and(eq(clientSettings.client_id, clientId), eq(clientSettings.key, key)));
  return typeof row?.value === 'string' ? row.value.trim() : '';
}

/** The active studios that have a non-empty value for a secret setting, oldest first. */
export async function studiosWithSecret(
  db: Db,
  key: SecretSetting,
): Promise<Array<{ clientId: number; value: string }>> {
  const rows = await db
    .select({ clientId: clients.id, value: clientSettings.value })
    .from(clientSettings)
    .innerJoin(clients, eq(clients.id, clientSettings.client_id))
    .where(
      and(
        eq(clients.archived, false),
        eq(clientSettings.key, key),
        sql`jsonb_typeof(${clientSettings.value}) = 'string'`,
        sql`btrim(${clientSettings.value} #>> '{}') <> ''`,
      ),
    )
    .orderBy(asc(clients.id));
  return rows.map((row) => ({ clientId: row.clientId, value: String(row.value).trim() }));
}
