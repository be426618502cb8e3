/** Image records (CONTRACT §1.12). Only images of the asking client are ever returned. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { images } from '../../db/schema.ts';

export type ImageRow = typeof images.$inferSelect;

/** Style A image: `client` instead of `client_id`, plus the legacy `url` template. */
export function serializeImage(row: ImageRow) {
  const { client_id, ...rest } = row;
  return { ...rest, client: client_id, url: `/[image_size]/${row.filename}` };
}

export async function findImage(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.client_id, clientId), eq(images.id, id), eq(images.archived, false)));
  return row ? serializeImage(row) : undefined;
}

/** Images by id for style-B populates (no `url`). */
export async function imagesById(db: Db, clientId: number, ids: number[]) {
  if (!ids.length) return new Map<number, Omit<ImageRow, 'client_id'> & { client: number }>();
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.client_id, clientId), inArray(images.id, ids)));
  return new Map(rows.map(({ client_id, ...row }) => [row.id, { ...row, client: client_id }]));
}
