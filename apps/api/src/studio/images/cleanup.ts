/**
 * Removing uploads nobody claimed (issue 22 item 14). POST /images is public, so anyone can store
 * files; an upload is claimed when a saved record refers to it (users.keepImage sets `expires` to
 * 0, CONTRACT §1.12). One still unclaimed a day after it was uploaded, and referred to by no image
 * column, loses its row and its file. Studio and demo images never expire (`expires` 0), so they
 * are never touched. Safe to run twice at once: each row goes in one DELETE that re-checks the
 * rule, and a file already gone is fine.
 */
import { and, gt, inArray, lt, notExists, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/connect.ts';
import {
  classPassTypes,
  classSeriesTypes,
  classTypes,
  clients,
  eventGroups,
  events,
  images,
  membershipTypes,
  products,
  users,
} from '../../platform/db/schema.ts';
import { removeImageFile } from './files.ts';

/** How long an unclaimed upload is kept (ms): a day, well past its one-hour claim window. */
export const UNCLAIMED_UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Every column that refers to an image (cleanup.test.ts checks the schema has no other). */
export const imageReferences: [PgTable, Column][] = [
  [users, users.image_id],
  [clients, clients.logo_id],
  [clients, clients.logo_white_id],
  [classTypes, classTypes.image_id],
  [classSeriesTypes, classSeriesTypes.image_id],
  [membershipTypes, membershipTypes.image_id],
  [classPassTypes, classPassTypes.image_id],
  [products, products.image_id],
  [eventGroups, eventGroups.image_id],
  [events, events.image_id],
];

const BATCH = 500;

/**
 * Deletes the uploads still unclaimed `UNCLAIMED_UPLOAD_KEPT_MS` after they were made, with their
 * files in the upload store, in batches of 500.
 * @returns how many were removed.
 */
export async function removeUnclaimedUploads(db: Db, now = Date.now()): Promise<number> {
  const unclaimed = and(
    gt(images.expires, 0),
    lt(images.createdAt, now - UNCLAIMED_UPLOAD_KEPT_MS),
    ...imageReferences.map(([table, column]) =>
      notExists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(sql`${column} = ${images.id}`),
      ),
    ),
  );
  let removed = 0;
  for (;;) {
    const batch = await db.select({ id: images.id }).from(images).where(unclaimed).limit(BATCH);
    if (!batch.length) return removed;
    // The rule again in the DELETE: a claim made since the SELECT keeps its image.
    const ids = batch.map((row) => row.id);
    const gone = await db
      .delete(images)
      .where(and(inArray(images.id, ids), unclaimed))
      .returning({ filename: images.filename });
    for (const { filename } of gone) await removeImageFile(filename);
    removed += gone.length;
    if (batch.length < BATCH) return removed;
  }
}
