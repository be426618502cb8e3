/** Image records (CONTRACT §1.12). Only images of the asking client are ever returned. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { images } from '../../platform/db/schema.ts';

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

/** How long an upload lives unless a saved record refers to it (ms): one hour (CONTRACT §1.12). */
export const UPLOAD_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Records a new upload, expiring one hour ahead.
 * @param uploadedBy the logged-in uploader, or null (an upload on the signup form).
 */
export async function insertUpload(
  db: Db,
  clientId: number,
  values: { filename: string; original_filename: string; width: number; height: number },
  uploadedBy: number | null,
) {
  const [row] = await db
    .insert(images)
    .values({
      client_id: clientId,
      filename: values.filename,
      original_filename: values.original_filename,
      original_width: values.width,
      original_height: values.height,
      expires: Date.now() + UPLOAD_LIFETIME_MS,
      uploaded_by_user_id: uploadedBy,
    })
    .returning();
  if (!row) throw new Error('image insert returned no row');
  return serializeImage(row);
}
