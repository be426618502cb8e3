/** Clients (studios) and their settings (CONTRACT §1.2, §2). */
import { and, asc, eq } from 'drizzle-orm';
import { settingDefaults, type Settings } from '@studio/contract/client';
import type { Db } from '../../db/connect.ts';
import { branches, clients, clientSettings } from '../../db/schema.ts';
import { toLocale } from '../../i18n/locale.ts';
import { localizedSettingDefaults } from './localized-defaults.ts';

export type ClientRow = typeof clients.$inferSelect;

/** A resolved studio: its row and every setting (stored value or default). */
export interface StudioClient {
  row: ClientRow;
  settings: Settings;
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.archived, false)));
  return row;
}

/** The client whose registered domains include `host` (without port). */
export async function findClientByHost(db: Db, host: string): Promise<ClientRow | undefined> {
  const rows = await db
    .select()
    .from(clients)
    .where(eq(clients.archived, false))
    .orderBy(asc(clients.id));
  return rows.find((row) => row.domains.includes(host));
}

export async function firstClient(db: Db): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(eq(clients.archived, false))
    .orderBy(asc(clients.id))
    .limit(1);
  return row;
}

/**
 * Every setting of a client: defaults, then the stored values; localized-default texts in the
 * client's locale; `website` and `extended_video_enabled` copied in (decision 5).
 */
export async function loadSettings(db: Db, row: ClientRow): Promise<Settings> {
  const stored = await db.select().from(clientSettings).where(eq(clientSettings.client_id, row.id));
  const values: Record<string, unknown> = { ...settingDefaults };
  for (const setting of stored) values[setting.key] = setting.value;
  const locale = toLocale(values.locale);
  for (const [key, texts] of Object.entries(localizedSettingDefaults)) {
    if (!values[key]) values[key] = texts[locale].replace('[studio_name]', row.name);
  }
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
