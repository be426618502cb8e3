/** Client and branch records on the wire, style A (CONTRACT §1.7, §2). */
import type { branches } from '../../platform/db/schema.ts';
import type { ClientRow } from './queries.ts';

export function serializeClient(row: ClientRow): Record<string, unknown> {
  const { logo_id, logo_white_id, domains: _domains, key: _key, ...rest } = row;
  return { ...rest, logo: logo_id, logo_white: logo_white_id };
}

export function serializeBranch(row: typeof branches.$inferSelect) {
  const { client_id, ...rest } = row;
  return { ...rest, client: client_id };
}
