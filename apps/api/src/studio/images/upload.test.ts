/**
 * Uploading and resizing images (CONTRACT §1.12, §14; seed 000 §5, §9): a real image is stored and
 * answered as an Image record expiring in an hour; anything else, or an image too large to decode,
 * is refused with nothing stored; a large photo is stored no larger than the resizer hands out;
 * the resizer gives the asked size.
 */
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { UploadedImage } from '@studio/contract/image-routes';
import { User } from '@studio/contract/users';
import { images } from '../../platform/db/schema.ts';
import { blackPng, png, useImageStore } from '../../../test/kits/images.ts';

const kit = useImageStore();
const { upload } = kit;
const storedFiles = () => kit.storedFiles().length;
const rowsOf = async (clientId: number) =>
  (await kit.t.db.select().from(images).where(eq(images.client_id, clientId))).length;
const uploaded = async (headers: Record<string, string>, bytes: Buffer, filename?: string) =>
  UploadedImage.parse((await upload(headers, bytes, { filename })).json());

describe('POST /images/{width}/{height}', () => {
  test('stores a real image and answers its record, expiring in an hour', async () => {
    const studio = await kit.t.make.studio();
    const before = Date.now();
    const image = await uploaded(studio.headers, await png(1200, 900));
    expect(image).toMatchObject({
      client: studio.id,
      original_filename: 'me.png',
      original_width: 1200,
      original_height: 900,
      archived: false,
    });
    expect(image.filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(image.expires).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(image.expires).toBeLessThanOrEqual(Date.now() + 3600_000);
    const file = await kit.t.app.inject({ url: `/image-files/${image.filename}` });
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1200);
  });

  test('a text file, an SVG, a file in another field or named with a NUL: 400, nothing is stored', async () => {
    const studio = await kit.t.make.studio();
    await upload(studio.headers, await png(10, 10));
    const files = storedFiles();
    const rows = await rowsOf(studio.id);
    const bad = [
      upload(studio.headers, Buffer.from('just some text, not a picture'), {
        filename: 'notes.png',
      }),
      upload(
        studio.headers,
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><script>alert(1)</script></svg>',
        ),
        { filename: 'x.svg' },
      ),
      upload(studio.headers, await png(20, 20), { field: 'file' }),
      // PostgreSQL cannot store a NUL (plugins/text-input.ts; the file name is not in the body).
      upload(studio.headers, await png(20, 20), { filename: 'me\u0000.png' }),
    ];
    for (const reply of await Promise.all(bad)) {
      expect(reply.statusCode).toBe(400);
      expect(typeof reply.json()).toBe('string');
    }
    const json = await kit.t.app.inject({
      method: 'POST',
      url: '/images',
      headers: studio.headers,
      payload: { image: 'x' },
      remoteAddress: '10.5.1.1',
    });
    expect(json.statusCode).toBe(400);
    expect(storedFiles()).toBe(files);
    expect(await rowsOf(studio.id)).toBe(rows);
  });

  test('a file over 50 MB is refused with 400 and nothing is stored', async () => {
    const studio = await kit.t.make.studio();
    const before = storedFiles();
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(50 * 1024 * 1024 + 10)]);
    const reply = await upload(studio.headers, huge, { url: '/images', filename: 'big.png' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toBe('The image is larger than 50 MB');
    expect(storedFiles()).toBe(before);
  });

  test('an image over 50 megapixels or 12000 px on a side is refused before it is decoded; nothing is stored', async () => {
    const studio = await kit.t.make.studio();
    await upload(studio.headers, await png(10, 10));
    const files = storedFiles();
    const rows = await rowsOf(studio.id);
    // 144, 54 and 13 megapixels, each file about 20 kB or less.
    for (const [width, height] of [
      [12000, 12000],
      [9000, 6000],
      [13000, 1000],
    ] as const) {
      const reply = await upload(studio.headers, blackPng(width, height));
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toBe(
        'The image is too large: at most 50 megapixels and 12000 pixels on a side',
      );
    }
    expect(storedFiles()).toBe(files);
    expect(await rowsOf(studio.id)).toBe(rows);
  });

  test('a large photo is stored at most 2000 px on its longer edge; the record keeps its size', async () => {
    const studio = await kit.t.make.studio();
    const image = await uploaded(studio.headers, await png(3000, 1500), 'wide.png');
    expect(image).toMatchObject({ original_width: 3000, original_height: 1500 });
    const file = await kit.t.app.inject({ url: `/image-files/${image.filename}` });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
  });

  test('saved on the profile it stops expiring, and the previous image is archived', async () => {
    const studio = await kit.t.make.studio();
    const customer = await kit.t.make.customer(studio);
    const first = await uploaded(customer.headers, await png(500, 500), 'a.png');
    const second = await uploaded(customer.headers, await png(600, 400), 'b.png');
    const put = (image: number) =>
      kit.t.app.inject({
        method: 'PUT',
        url: `/users/${customer.id}`,
        headers: customer.headers,
        payload: { image },
      });
    expect(User.parse((await put(first.id)).json()).image).toBe(first.id);
    expect(User.parse((await put(second.id)).json()).image).toBe(second.id);
    const rows = await kit.t.db.select().from(images).where(eq(images.client_id, studio.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(second.id)).toMatchObject({ expires: 0, archived: false });
    expect(byId.get(first.id)).toMatchObject({ archived: true });
  });
});

describe('GET /image-files/{filename} resizes', () => {
  test('fit=crop gives exactly the asked size; fit=max fits inside and never enlarges', async () => {
    const studio = await kit.t.make.studio();
    const image = await uploaded(studio.headers, await png(1600, 900), 'wide.png');
    const size = async (query: string) => {
      const reply = await kit.t.app.inject({ url: `/image-files/${image.filename}?${query}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
      const meta = await sharp(reply.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await size('w=400&h=400&fit=crop')).toEqual([400, 400]);
    expect(await size('w=400&h=400&fit=crop')).toEqual([400, 400]); // from the cache
    expect(await size('w=800&h=800&fit=max')).toEqual([800, 450]);
    expect(await size('w=400&h=400')).toEqual([400, 225]);
    expect(await size('w=5000')).toEqual([1600, 900]);
    expect(await size('w=99999&h=99999&fit=crop')).toEqual([2000, 2000]);
    expect(await size('w=abc')).toEqual([1600, 900]);
  });
});
