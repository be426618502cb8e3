/** Columns every table shares (CONTRACT §1.7): id, createdAt, updatedAt, archived, client_id. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, serial } from 'drizzle-orm/pg-core';

export const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

/** `id`, `createdAt`, `updatedAt`, `archived`: what every stored record carries (CONTRACT §1.7). */
export const record = {
  id: serial('id').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull().default(nowMs),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(nowMs),
  archived: boolean('archived').notNull().default(false),
};

export const clientId = () => integer('client_id').notNull();
