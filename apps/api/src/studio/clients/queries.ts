/** Clients (studios) and their settings (CONTRACT §1.2, §2). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { settingDefaults, type Settings } from '@studio/contract/client';
import { serverSettingDefaults } from '@studio/contract/server-settings';
import type { Db } from '../../platform/db/connect.ts';
import { branches, clients, clientSettings } from '../../platform/db/schema.ts';
import { toLocale } from '../../platform/i18n/locale.ts';
import { localizedSettingDefaults } from '@studio/contract/localized-defaults';
import { isSecretSetting } from './secret-settings.ts';

export type ClientRow = typeof clients.$inferSelect;

/** A resolved studio: its row and every setting (stored value or default). */
export interface StudioClient {
  row: ClientRow;
  settings: Settings;
}

/** The stored settings of the client row being selected, as one JSON object (or null). */
const storedSettings = sql<Record<string, unknown> | null>`(
  select json_object_agg(${clientSettings.key}, ${clientSettings.value})
  from ${clientSettings} where ${clientSettings.client_id} = ${clients.id}
)`;

/**
 * One query for the studio of a request with all its settings: by id, or by host name, where a
 * studio registered for the host wins and otherwise the first studio answers (our own server,
 * issue 2). Archived studios are never found.
 */
export async function findStudio(
  db: Db,
  by: { id: number } | { host: string },
): Promise<StudioClient | undefined> {
  const byHost = 'host' in by ? sql`${by.host} = any(${clients.domains}) desc` : asc(clients.id);
  const [found] = await db
    .select({ row: clients, stored: storedSettings })
    .from(clients)
    .where(and(eq(clients.archived, false), 'id' in by ? eq(clients.id, by.id) : undefined))
    .orderBy(byHost, asc(clients.id))
    .limit(1);
  return found && { row: found.row, settings: settingsOf(found.row, found.stored ?? {}) };
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  return (await findStudio(db, { id }))?.row;
}

/** Every setting of a client, read from the database (see `settingsOf`). */
export async function loadSettings(db: Db, row: ClientRow): Promise<Settings> {
  return (await findStudio(db, { id: row.id }))?.settings ?? settingsOf(row, {});
}

/**
 * Every setting of a client: defaults, then the stored values; localized-default texts in the
 * client's locale; `website` and `extended_video_enabled` copied in (decision 5). Secret settings
 * (secret-settings.ts: `vimeo_access_token`) are left out: these settings are sent to clients.
 * `gift_card_show_in_price_groups` is the JSON string CONTRACT §2 gives (`"[2,5]"`), also when an
 * older studio stored the list itself.
 */
export function settingsOf(row: ClientRow, stored: Record<string, unknown>): Settings {
  const values: Record<string, unknown> = {
    ...settingDefaults,
    ...serverSettingDefaults,
    ...Object.fromEntries(Object.entries(stored).filter(([key]) => !isSecretSetting(key))),
  };
  const locale = toLocale(values.locale);
  for (const [key, texts] of Object.entries(localizedSettingDefaults)) {
    if (!values[key]) values[key] = texts[locale].replace('[studio_name]', row.name);
  }
  if (Array.isArray(values.gift_card_show_in_price_groups))
    values.gift_card_show_in_price_groups = JSON.stringify(values.gift_card_show_in_price_groups);
  values.website = row.website;
  values.extended_video_enabled = row.extended_video_enabled;
  return values as Settings;
}

export async function activeBranches(db: Db, clientId: number) {
  return db
    .select()
    .from(branches)
    .where(and(eq(branches.client_id, clientId), eq(branches.archived, false)))
    .orderBy(asc(branches.sort), asc(branches.id));
}
