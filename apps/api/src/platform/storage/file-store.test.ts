/**
 * The file stores keep the same promises (platform/storage/store.ts): the disk under `DATA_DIR`
 * in its old layout, and S3-compatible object storage (here s3rver, test/storage/s3-stand-in.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/storage/s3-stand-in.ts';
import { fileStore } from './file-store.ts';
import type { FileStore } from './store.ts';

let s3: S3StandIn;
const dataDir = mkdtempSync(join(tmpdir(), 'file-store-'));
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const kinds: Array<[string, () => FileStore]> = [
  ['the disk', () => fileStore({ DATA_DIR: dataDir })],
  ['S3', () => fileStore({ DATA_DIR: dataDir, ...s3.env })],
];

describe.each(kinds)('%s', (kind, store) => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

  test('put, get, exists, list and delete a file; a missing one is null', async () => {
    const key = `images/${kind === 'S3' ? 's3' : 'disk'}-logo.png`;
    expect(await store().get(key)).toBeNull();
    expect(await store().exists(key)).toBe(false);
    await store().put(key, png, 'image/png');
    expect(await store().get(key)).toEqual({ bytes: png, contentType: 'image/png' });
    expect(await store().exists(key)).toBe(true);
    expect(await store().list('images')).toContain(key.slice('images/'.length));
    await store().put(key, Buffer.from('again'), 'image/png');
    expect((await store().get(key))?.bytes.toString()).toBe('again');
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
    await store().delete(key); // a missing file is fine
  });

  test('a folder lists only its own files; an unknown folder lists nothing', async () => {
    await store().put(
      'videos/3/flow/index.m3u8',
      Buffer.from('#EXTM3U'),
      'application/vnd.apple.mpegurl',
    );
    await store().put(
      'videos/3/flow/captions-da.vtt',
      Buffer.from('WEBVTT'),
      'text/vtt; charset=utf-8',
    );
    await store().put(
      'videos/3/flow-2/index.m3u8',
      Buffer.from('#EXTM3U'),
      'application/vnd.apple.mpegurl',
    );
    expect((await store().list('videos/3/flow')).sort()).toEqual(['captions-da.vtt', 'index.m3u8']);
    expect(await store().list('videos/4/none')).toEqual([]);
    expect((await store().get('videos/3/flow/captions-da.vtt'))?.contentType).toBe(
      'text/vtt; charset=utf-8',
    );
  });

  test('a key that leaves its folder is refused', async () => {
    await expect(store().get('images/../secret')).rejects.toThrow('not a storage key');
    await expect(store().put('/etc/x', png, 'image/png')).rejects.toThrow('not a storage key');
  });
});

test('the disk keeps the layout of earlier versions: DATA_DIR/images/<name>', async () => {
  await fileStore({ DATA_DIR: dataDir }).put('images/old.png', Buffer.from('x'), 'image/png');
  expect(readFileSync(join(dataDir, 'images', 'old.png'), 'utf8')).toBe('x');
  expect(fileStore({ DATA_DIR: dataDir }).localFolder('videos/3/a')).toBe(
    join(dataDir, 'videos', '3', 'a'),
  );
  expect(fileStore({ ...s3.env }).localFolder('videos/3/a')).toBeNull();
});
