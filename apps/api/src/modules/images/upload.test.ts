/**
 * Uploading and resizing images (CONTRACT §1.12, §14; seed 000 §5, §9): a real image is stored and
 * answered as an Image record expiring in an hour; anything else is refused with nothing stored;
 * the resizer gives the asked size.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { UploadedImage } from '@studio/contract/image-routes';
import { User } from '@studio/contract/users';
import { images } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';

let t: TestApp;
const store = mkdtempSync(join(tmpdir(), 'image-store-'));
const previous = process.env.DATA_DIR;
beforeAll(async () => {
  process.env.DATA_DIR = store;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  if (previous === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previous;
});

const storedFiles = () => readdirSync(join(store, 'images'), { withFileTypes: true }).length;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

let address = 0;
function upload(
  headers: Record<string, string>,
  body: ReturnType<typeof multipartBody>,
  url = '/images/1200/900',
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    remoteAddress: `10.5.0.${++address}`,
  });
}

describe('POST /images/{width}/{height}', () => {
  test('stores a real image and answers its record, expiring in an hour', async () => {
    const studio = await t.make.studio();
    const before = Date.now();
    const reply = await upload(
      studio.headers,
      multipartBody('image', 'me.png', 'image/png', await png(1200, 900)),
    );
    const image = UploadedImage.parse(reply.json());
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
    const file = await t.app.inject({ url: `/image-files/${image.filename}` });
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1200);
  });

  test('a text file, an SVG and a file in another field are refused with 400; nothing is stored', async () => {
    const studio = await t.make.studio();
    const files = () => storedFiles();
    await upload(
      studio.headers,
      multipartBody('image', 'seed.png', 'image/png', await png(10, 10)),
    );
    const count = files();
    const rows = async () =>
      (await t.db.select().from(images).where(eq(images.client_id, studio.id))).length;
    const rowsBefore = await rows();
    const bad = [
      multipartBody(
        'image',
        'notes.png',
        'image/png',
        Buffer.from('just some text, not a picture'),
      ),
      multipartBody(
        'image',
        'x.svg',
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><script>alert(1)</script></svg>',
        ),
      ),
      multipartBody('file', 'me.png', 'image/png', await png(20, 20)),
    ];
    for (const body of bad) {
      const reply = await upload(studio.headers, body);
      expect(reply.statusCode).toBe(400);
      expect(typeof reply.json()).toBe('string');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/images',
      headers: studio.headers,
      payload: { image: 'x' },
      remoteAddress: '10.5.1.1',
    });
    expect(json.statusCode).toBe(400);
    expect(files()).toBe(count);
    expect(await rows()).toBe(rowsBefore);
  });

  test('a file over 50 MB is refused with 400 and nothing is stored', async () => {
    const studio = await t.make.studio();
    const before = storedFiles();
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(50 * 1024 * 1024 + 10)]);
    const reply = await upload(
      studio.headers,
      multipartBody('image', 'big.png', 'image/png', huge),
      '/images',
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toBe('The image is larger than 50 MB');
    expect(storedFiles()).toBe(before);
  });

  test('saved on the profile it stops expiring, and the previous image is archived', async () => {
    const studio = await t.make.studio();
    const customer = await t.make.customer(studio);
    const first = UploadedImage.parse(
      (
        await upload(
          customer.headers,
          multipartBody('image', 'a.png', 'image/png', await png(500, 500)),
        )
      ).json(),
    );
    const second = UploadedImage.parse(
      (
        await upload(
          customer.headers,
          multipartBody('image', 'b.png', 'image/png', await png(600, 400)),
        )
      ).json(),
    );
    const put = (image: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/users/${customer.id}`,
        headers: customer.headers,
        payload: { image },
      });
    expect(User.parse((await put(first.id)).json()).image).toBe(first.id);
    expect(User.parse((await put(second.id)).json()).image).toBe(second.id);
    const rows = await t.db.select().from(images).where(eq(images.client_id, studio.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(second.id)).toMatchObject({ expires: 0, archived: false });
    expect(byId.get(first.id)).toMatchObject({ archived: true });
  });
});

describe('GET /image-files/{filename} resizes', () => {
  test('fit=crop gives exactly the asked size; fit=max fits inside and never enlarges', async () => {
    const studio = await t.make.studio();
    const image = UploadedImage.parse(
      (
        await upload(
          studio.headers,
          multipartBody('image', 'wide.png', 'image/png', await png(1600, 900)),
        )
      ).json(),
    );
    const size = async (query: string) => {
      const reply = await t.app.inject({ url: `/image-files/${image.filename}?${query}` });
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
