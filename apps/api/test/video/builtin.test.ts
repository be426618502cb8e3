import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  builtinPlayback,
  packageVideo,
  verifyVideoMediaToken,
  videoDir,
} from '../../src/platform/video/builtin.ts';
import { mediaToken } from '../../src/schedule/livestream-room/service.ts';

const secret = randomBytes(32);
const now = Date.UTC(2026, 10, 27, 12);
let dataDir: string;
let previous: string | undefined;
beforeAll(() => {
  previous = process.env.DATA_DIR;
  dataDir = mkdtempSync(join(tmpdir(), 'studio-video-'));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  if (previous === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previous;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('packageVideo', () => {
  const options = () => ({
    clientId: 3,
    mediaKey: 'morning-flow',
    source: { look: 'testsrc2' as const, seconds: 9, title: 'Morgenflow' },
    name: 'Morgenflow',
    description: 'En rolig start.',
    imageDir: join(dataDir, 'images'),
    captions: { da: 'WEBVTT\n\n00:00.000 --> 00:04.000\nGod morgen\n' },
  });

  test('makes HLS VOD, a thumbnail in the image store and Vimeo-shaped data; then reuses them', async () => {
    const first = await packageVideo(options());
    expect(first.encoded).toBe(true);
    const dir = videoDir(3, 'morning-flow');
    const playlist = readFileSync(join(dir, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(existsSync(join(dir, 'segment-0.ts'))).toBe(true);
    expect(existsSync(join(dir, 'segment-2.ts'))).toBe(true);
    expect(readFileSync(join(dir, 'captions-da.vtt'), 'utf8')).toMatch(/^WEBVTT/);
    expect(existsSync(join(dataDir, 'images', first.thumbnail))).toBe(true);
    expect(first.data).toMatchObject({
      name: 'Morgenflow',
      description: 'En rolig start.',
      duration: 9,
      width: 640,
      height: 360,
      pictures: { type: 'custom', base_link: `/image-files/${first.thumbnail}` },
      stats: { plays: 0 },
    });
    expect(first.data.pictures.sizes.map((s) => [s.width, s.height])).toEqual([
      [295, 166],
      [640, 360],
      [960, 540],
      [1280, 720],
    ]);
    expect(first.data.pictures.sizes[1]!.link).toBe(
      `/image-files/${first.thumbnail}?w=640&h=360&fit=crop`,
    );

    rmSync(join(dataDir, 'images', first.thumbnail));
    const started = Date.now();
    const again = await packageVideo({ ...options(), name: 'Nyt navn' });
    expect(Date.now() - started).toBeLessThan(500);
    expect(again.encoded).toBe(false);
    expect(again.data).toEqual({ ...first.data, name: 'Nyt navn' });
    expect(existsSync(join(dataDir, 'images', first.thumbnail))).toBe(true);

    const other = await packageVideo({ ...options(), source: { look: 'smptehdbars', seconds: 5 } });
    expect(other.encoded).toBe(true);
    expect(other.data.duration).toBe(5);
  });

  test('with a machine cache, another DATA_DIR copies the encoded files instead of encoding', async () => {
    const cacheDir = join(dataDir, 'cache');
    const first = await packageVideo({ ...options(), mediaKey: 'cached', cacheDir });
    expect(first.encoded).toBe(true);
    const elsewhere = join(dataDir, 'elsewhere');
    process.env.DATA_DIR = elsewhere;
    try {
      const copied = await packageVideo({
        ...options(),
        mediaKey: 'cached',
        imageDir: join(elsewhere, 'images'),
        cacheDir,
      });
      expect(copied.encoded).toBe(false);
      expect(copied.data).toEqual(first.data);
      expect(existsSync(join(elsewhere, 'videos', '3', 'cached', 'segment-1.ts'))).toBe(true);
      expect(existsSync(join(elsewhere, 'images', copied.thumbnail))).toBe(true);
    } finally {
      process.env.DATA_DIR = dataDir;
    }
  });

  test('two runs at once both succeed and leave one folder', async () => {
    const both = await Promise.all([
      packageVideo({ ...options(), mediaKey: 'twice' }),
      packageVideo({ ...options(), mediaKey: 'twice' }),
    ]);
    expect(both[0].data.duration).toBe(9);
    expect(both[1].data).toEqual(both[0].data);
    expect(existsSync(join(videoDir(3, 'twice'), 'index.m3u8'))).toBe(true);
  });
});

describe('builtinPlayback and verifyVideoMediaToken', () => {
  const playback = (userId: number | null) =>
    builtinPlayback({
      secret,
      apiBase: 'https://api.test',
      clientId: 3,
      videoId: 17,
      userId,
      mediaKey: 'morning-flow',
      now,
    });
  const tokenOf = (url: string) => /\/video-media\/([^/]+)\//.exec(url)![1]!;

  test('signs a 3-hour address for the user, with the captions present', () => {
    const { play_url, text_tracks } = playback(5);
    expect(play_url).toMatch(
      /^https:\/\/api\.test\/video-media\/3-17-5-\d+-[\w-]{22}\/index\.m3u8$/,
    );
    const token = tokenOf(play_url);
    expect(text_tracks).toEqual([
      {
        language: 'da',
        label: 'Dansk',
        url: `https://api.test/video-media/${token}/captions-da.vtt`,
      },
    ]);
    expect(verifyVideoMediaToken(secret, token, now)).toEqual({
      clientId: 3,
      videoId: 17,
      userId: 5,
    });
    expect(verifyVideoMediaToken(secret, token, now + 3 * 3600_000 - 1000)).not.toBeNull();
    expect(verifyVideoMediaToken(secret, token, now + 3 * 3600_000 + 1000)).toBeNull();
  });

  test('a public token is user 0 (null); forged, altered, other-secret and livestream tokens fail', () => {
    const token = tokenOf(playback(null).play_url);
    expect(token).toMatch(/^3-17-0-/);
    expect(verifyVideoMediaToken(secret, token, now)).toEqual({
      clientId: 3,
      videoId: 17,
      userId: null,
    });
    const altered = token.replace(/^3-17-0-/, '3-18-0-');
    expect(verifyVideoMediaToken(secret, altered, now)).toBeNull();
    expect(verifyVideoMediaToken(randomBytes(32), token, now)).toBeNull();
    expect(verifyVideoMediaToken(secret, `${token.slice(0, -1)}A`, now)).toBeNull();
    expect(verifyVideoMediaToken(secret, 'nonsense', now)).toBeNull();
    // A livestream media token over the same numbers is signed under another prefix.
    const live = mediaToken(secret, 3, 17, now + 3600_000);
    const [, c, v, e, mac] = /^(\d+)-(\d+)-(\d+)-(.{22})$/.exec(live)!;
    expect(verifyVideoMediaToken(secret, `${c}-${v}-0-${e}-${mac}`, now)).toBeNull();
    expect(videoDir(3, 'a')).toContain(join(dataDir, 'videos', '3', 'a'));
    expect(() => videoDir(3, '../x')).toThrow();
  });
});
