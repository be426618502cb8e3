/**
 * The built-in test stream is a real live HLS stream (issue 25): asked for with a token from the
 * room, ffmpeg starts, the playlist lists fresh 2-second segments, and a segment is MPEG-TS (its
 * packets start with the 0x47 sync byte). The demo's livestream room plays this.
 */
import { expect, test } from 'vitest';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { mediaToken } from './service.ts';

const { t, b } = useBookingApp();

test('the playlist appears within seconds and its segments are MPEG-TS', async () => {
  const studio = await b.studio();
  const token = mediaToken(t.app.tokenKeys.secret, studio.id, 1, Date.now() + 60_000);
  const playlist = await t.app.inject({ url: `/livestream-media/${token}/index.m3u8` });
  expect(playlist.statusCode).toBe(200);
  expect(playlist.headers['content-type']).toMatch(/mpegurl/);
  expect(playlist.body).toMatch(/^#EXTM3U/);
  const segment = playlist.body.split('\n').find((line) => /^segment-\d+\.ts$/.test(line));
  expect(segment).toBeDefined();
  const media = await t.app.inject({ url: `/livestream-media/${token}/${segment}` });
  expect(media.statusCode).toBe(200);
  expect(media.rawPayload[0]).toBe(0x47);
  expect(media.rawPayload.length).toBeGreaterThan(10_000);
}, 30_000);
