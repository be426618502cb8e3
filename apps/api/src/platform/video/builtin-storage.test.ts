/**
 * The built-in provider on S3-compatible storage (issue 27 item 2; s3rver stands in): ffmpeg
 * writes into a temporary folder, the files are uploaded under `videos/<studio>/<media>/`, the
 * thumbnail into the image store, and the media files and caption languages are read back from
 * the bucket; nothing stays in `DATA_DIR`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/storage/s3-stand-in.ts';
import { fileStore } from '../storage/file-store.ts';
import {
  packageVideo,
  readVideoMediaFile,
  storedCaptionLanguages,
  videoCacheDir,
} from './builtin.ts';

let s3: S3StandIn;
const dataDir = mkdtempSync(join(tmpdir(), 'video-storage-'));
beforeAll(async () => {
  s3 = await startS3StandIn();
  vi.stubEnv('DATA_DIR', dataDir);
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
});
afterAll(async () => {
  await s3.close();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

const options = () => ({
  clientId: 3,
  mediaKey: 'evening-flow',
  source: { look: 'testsrc2' as const, seconds: 4, title: 'Aftenflow' },
  name: 'Aftenflow',
  description: 'En rolig aften.',
  imageDir: join(dataDir, 'images'),
  captions: { da: 'WEBVTT\n\n00:00.000 --> 00:02.000\nGod aften\n' },
  // The machine cache of the demo videos: a second run here encodes nothing.
  cacheDir: videoCacheDir(),
});

test('packaged into the bucket, served from it, and reused from it', async () => {
  const first = await packageVideo(options());
  expect(first.data.duration).toBe(4);
  expect(existsSync(join(dataDir, 'videos'))).toBe(false);
  expect(existsSync(join(dataDir, 'images'))).toBe(false);

  const playlist = await readVideoMediaFile(3, 'evening-flow', 'index.m3u8');
  expect(playlist?.contentType).toBe('application/vnd.apple.mpegurl');
  expect(playlist?.bytes.toString()).toContain('#EXT-X-ENDLIST');
  expect(
    (await readVideoMediaFile(3, 'evening-flow', 'segment-0.ts'))?.bytes.length,
  ).toBeGreaterThan(1000);
  expect(await readVideoMediaFile(3, 'evening-flow', 'video.json')).toBeNull();
  expect(await readVideoMediaFile(3, 'evening-flow', 'captions-en.vtt')).toBeNull();
  expect(await storedCaptionLanguages(3, 'evening-flow')).toEqual(['da']);
  expect((await fileStore().get(`images/${first.thumbnail}`))?.contentType).toBe('image/jpeg');

  const again = await packageVideo({ ...options(), name: 'Nyt navn' });
  expect(again.encoded).toBe(false);
  expect(again.data).toEqual({ ...first.data, name: 'Nyt navn' });
});
