/**
 * With `STORAGE_S3_*` set, uploads live in the bucket, not on this machine (issue 27 item 2): an
 * image uploaded through one API process is served by another that shares only the bucket (its
 * own database and data folder), and the cleanup of unclaimed uploads removes it there too.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { UploadedImage } from '@studio/contract/image-routes';
import { shippedPath } from '../../platform/paths.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { png } from '../../../test/kits/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { startS3StandIn, type S3StandIn } from '../../../test/storage/s3-stand-in.ts';
import { removeUnclaimedUploads, UNCLAIMED_UPLOAD_KEPT_MS } from './cleanup.ts';

let s3: S3StandIn;
let one: TestApp;
let other: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'shared-storage-'));
beforeAll(async () => {
  s3 = await startS3StandIn();
  vi.stubEnv('DATA_DIR', dataDir);
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
  one = await createTestApp();
  other = await createTestApp();
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await s3.close();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an image uploaded through one process is served by another, and cleaned up in the bucket', async () => {
  const studio = await one.make.studio();
  // The other process's own studio: files are not bound to one (an <img> names none).
  const { headers } = await other.make.studio();
  const bytes = await png(640, 480);
  const body = multipartBody('image', 'me.png', 'image/png', bytes);
  const reply = await one.app.inject({
    method: 'POST',
    url: '/images/640/480',
    headers: { ...studio.headers, ...body.headers },
    payload: body.payload,
  });
  const image = UploadedImage.parse(reply.json());
  expect(existsSync(join(dataDir, 'images'))).toBe(false);

  const served = await other.app.inject({ url: `/image-files/${image.filename}`, headers });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  const again = await one.app.inject({ url: `/image-files/${image.filename}` });
  expect(served.rawPayload.equals(again.rawPayload)).toBe(true);
  const resized = await other.app.inject({
    url: `/image-files/${image.filename}?w=64&h=48`,
    headers,
  });
  expect(resized.statusCode).toBe(200);

  // Nobody claimed it: a day later the cleanup (any process) removes the row and the object.
  expect(await removeUnclaimedUploads(one.db, Date.now() + UNCLAIMED_UPLOAD_KEPT_MS + 60_000)).toBe(
    1,
  );
  expect(
    (await other.app.inject({ url: `/image-files/${image.filename}`, headers })).statusCode,
  ).toBe(404);
});

test('a demo image shipped with the seed is still read from the repository', async () => {
  const [demo] = readdirSync(shippedPath('demo/images'));
  const { headers } = await other.make.studio();
  expect((await other.app.inject({ url: `/image-files/${demo}`, headers })).statusCode).toBe(200);
});
