/**
 * Uploads nobody claimed are removed a day later, row and file (cleanup.ts; issue 22 item 14);
 * an image a profile or a class type refers to stays, as does an upload still within its day.
 */
import { describe, expect, test } from 'vitest';
import { getTableColumns, getTableName, is, inArray } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { UploadedImage } from '@studio/contract/image-routes';
import * as schema from '../../platform/db/schema.ts';
import { images } from '../../platform/db/schema.ts';
import { imageReferences, removeUnclaimedUploads, UNCLAIMED_UPLOAD_KEPT_MS } from './cleanup.ts';
import { png, useImageStore } from '../../../test/kits/images.ts';

const kit = useImageStore();
const uploaded = async (headers: Record<string, string>) =>
  UploadedImage.parse((await kit.upload(headers, await png(40, 30))).json());
const fileStatus = async (filename: string) =>
  (await kit.t.app.inject({ url: `/image-files/${filename}` })).statusCode;

describe('removeUnclaimedUploads', () => {
  test('a day after upload an unclaimed image is deleted with its file; claimed ones stay', async () => {
    const { t } = kit;
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const [unclaimed, onProfile, onClassType] = [
      await uploaded(studio.headers),
      await uploaded(customer.headers),
      await uploaded(studio.headers),
    ];
    const put = await t.app.inject({
      method: 'PUT',
      url: `/users/${customer.id}`,
      headers: customer.headers,
      payload: { image: onProfile.id },
    });
    expect(put.statusCode).toBe(200);
    // Set by staff tooling, which does not clear `expires`: the reference alone keeps it.
    await t.make.classType(studio, { image_id: onClassType.id });
    const ids = [unclaimed.id, onProfile.id, onClassType.id];
    const remaining = async () =>
      (await t.db.select({ id: images.id }).from(images).where(inArray(images.id, ids)))
        .map((row) => row.id)
        .sort((a, b) => a - b);

    // Within its day, an unclaimed upload stays.
    await removeUnclaimedUploads(t.db, Date.now() + UNCLAIMED_UPLOAD_KEPT_MS - 60_000);
    expect(await remaining()).toEqual(ids);

    const later = Date.now() + UNCLAIMED_UPLOAD_KEPT_MS + 60_000;
    expect(await removeUnclaimedUploads(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toEqual([onProfile.id, onClassType.id]);
    expect(kit.storedFiles()).not.toContain(unclaimed.filename);
    expect(await fileStatus(unclaimed.filename)).toBe(404);
    expect(await fileStatus(onProfile.filename)).toBe(200);
    expect(await fileStatus(onClassType.filename)).toBe(200);
  });

  test('every image column of the schema is one the cleanup looks at', () => {
    const looked = new Set(
      imageReferences.map(([table, column]) => `${getTableName(table)}.${column.name}`),
    );
    const inSchema: string[] = [];
    for (const value of Object.values(schema) as unknown[]) {
      if (!is(value, PgTable)) continue;
      for (const column of Object.values(getTableColumns(value)))
        if (/(^|_)(image|logo)(_\w+)?_id$/.test(column.name))
          inSchema.push(`${getTableName(value)}.${column.name}`);
    }
    expect(inSchema.length).toBeGreaterThanOrEqual(10);
    expect(new Set(inSchema)).toEqual(looked);
  });
});
