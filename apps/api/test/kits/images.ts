/**
 * Upload test data for this module's tests: a test app whose upload store is a fresh temporary
 * folder (`DATA_DIR`), a multipart upload as the browser sends it, and images made in memory: a
 * small PNG with sharp, and a PNG of any size that costs next to nothing to make (one bit per
 * pixel, all black, deflated), so a test can send 144 megapixels in a 20 kB file.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { multipartBody } from '../multipart.ts';

/** Opens a test app on a temporary upload store before the file's tests, closes it after. */
export function useImageStore() {
  const store = mkdtempSync(join(tmpdir(), 'image-store-'));
  const previous = process.env.DATA_DIR;
  const kit = {
    t: undefined as unknown as TestApp,
    /** The names of the files in the upload store. */
    storedFiles: () => readdirSync(join(store, 'images')),
    upload,
  };
  let address = 0;
  /** POST `bytes` as the multipart field `image` (or `field`) to `url`. */
  function upload(
    headers: Record<string, string>,
    bytes: Buffer,
    { url = '/images/1200/900', filename = 'me.png', field = 'image' } = {},
  ) {
    const body = multipartBody(field, filename, 'image/png', bytes);
    return kit.t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
      remoteAddress: `10.5.0.${++address}`,
    });
  }
  beforeAll(async () => {
    process.env.DATA_DIR = store;
    kit.t = await createTestApp();
  });
  afterAll(async () => {
    await kit.t.close();
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  });
  return kit;
}

/** A PNG of one colour made by sharp (costs in proportion to its pixels). */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** A valid black PNG of any size, made without sharp in a few milliseconds. */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([frame, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // one bit per pixel, greyscale (colour type 0)
  // Each row: filter byte 0, then ceil(width / 8) zero bytes.
  const pixels = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
