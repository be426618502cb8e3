/**
 * The livestream room (issue 25): only the customer signed up for the class's livestream gets
 * its room, the stream only while the room is open, and the built-in stream's files only with
 * the token the room handed out (not another studio's, not a forged or expired one).
 */
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { LivestreamRoom } from '@studio/contract/livestream-room';
import { useBookingApp } from '../../../test/booking-kit.ts';
import { classes } from '../../platform/db/schema.ts';
import { mediaToken } from './service.ts';
import { roomStatus, roomTimes, streamSource } from './room.ts';

const { t, b, post } = useBookingApp();

/** A livestream studio and a class starting `startsIn` minutes from now, one viewer signed up. */
async function streamedClass(startsIn: number, settings: Record<string, unknown> = {}) {
  const studio = await b.studio({
    livestream_enabled: true,
    livestream_stream_url: 'https://stream.example/studio/live.m3u8',
    ...settings,
  });
  const cls = await b.class(studio, { startsInMinutes: startsIn });
  await t.db.update(classes).set({ livestream_enabled: true }).where(eq(classes.id, cls.id));
  const viewer = await b.customer(studio.id);
  await b.membership(studio.id, viewer.id, [studio.classTypeId]);
  const joined = await post(viewer, '/class-livestream-signups', {
    user: viewer.id,
    class: cls.id,
  });
  expect(joined.statusCode).toBe(200);
  return { studio, cls, viewer };
}

const room = (who: { headers: Record<string, string> }, classId: number) =>
  t.app.inject({ url: `/classes/${classId}/livestream-room`, headers: who.headers });

describe('GET /classes/{id}/livestream-room', () => {
  test('open 15 minutes before the start: the studio’s HLS stream', async () => {
    const { cls, viewer } = await streamedClass(10);
    const answer = LivestreamRoom.parse((await room(viewer, cls.id)).json());
    expect(answer).toMatchObject({
      class_id: cls.id,
      status: 'open',
      stream: { type: 'hls', url: 'https://stream.example/studio/live.m3u8' },
    });
    expect(answer.opens_at).toBe(answer.starts_at - 15 * 60_000);
  });

  test('before it opens: waiting, and no stream address yet', async () => {
    const { cls, viewer } = await streamedClass(60);
    const answer = LivestreamRoom.parse((await room(viewer, cls.id)).json());
    expect(answer.status).toBe('waiting');
    expect(answer.stream).toBeNull();
  });

  test('the class’s own embeddable address wins over the studio’s', async () => {
    const { cls, viewer } = await streamedClass(5);
    const own = 'https://player.example/embed/123';
    await t.db.update(classes).set({ livestream_stream_url: own }).where(eq(classes.id, cls.id));
    const answer = LivestreamRoom.parse((await room(viewer, cls.id)).json());
    expect(answer.stream).toEqual({ type: 'embed', url: own });
  });

  test('a customer not signed up is refused, a visitor gets 403, an unknown class is 404', async () => {
    const { studio, cls } = await streamedClass(5);
    const other = await b.customer(studio.id);
    const refused = await room(other, cls.id);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toBe('E_NOT_SIGNED_UP_FOR_LIVESTREAM');
    const visitor = await t.app.inject({
      url: `/classes/${cls.id}/livestream-room`,
      headers: { 'x-yogo-client-id': String(studio.id) },
    });
    expect(visitor.statusCode).toBe(403);
    expect((await room(other, 999_999)).statusCode).toBe(404);
  });
});

describe('the built-in stream’s files', () => {
  test('refused without a valid token for the file; a token from the room is checked', async () => {
    const { studio, cls, viewer } = await streamedClass(60, {
      livestream_stream_url: 'builtin-test',
    });
    // Waiting: no address handed out.
    expect(LivestreamRoom.parse((await room(viewer, cls.id)).json()).stream).toBeNull();
    const secret = t.app.tokenKeys.secret;
    const expired = mediaToken(secret, studio.id, cls.id, Date.now() - 1000);
    const forged = mediaToken(
      new TextEncoder().encode('not the secret'),
      studio.id,
      cls.id,
      Date.now() + 60_000,
    );
    const good = mediaToken(secret, studio.id, cls.id, Date.now() + 60_000);
    const get = (token: string, file: string) =>
      t.app.inject({ url: `/livestream-media/${token}/${file}` });
    expect((await get(expired, 'segment-1.ts')).statusCode).toBe(403);
    expect((await get(forged, 'segment-1.ts')).statusCode).toBe(403);
    expect((await get(good, '..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(403);
    expect((await get(good, 'segment-999999.ts')).statusCode).toBe(404);
  });
});

describe('room rules', () => {
  const c = { date: '2026-10-25', start_time: '01:30:00', end_time: '03:30:00' };
  test('opens and closes around the class in real time, across the October clock change', () => {
    const times = roomTimes(c, 15, 10);
    // 01:30 summer time is 23:30Z; 03:30 winter time is 02:30Z: three real hours.
    expect(times.starts_at).toBe(Date.parse('2026-10-24T23:30:00Z'));
    expect(times.ends_at).toBe(Date.parse('2026-10-25T02:30:00Z'));
    expect(roomStatus(times, times.opens_at - 1)).toBe('waiting');
    expect(roomStatus(times, times.opens_at)).toBe('open');
    expect(roomStatus(times, times.closes_at)).toBe('open');
    expect(roomStatus(times, times.closes_at + 1)).toBe('ended');
  });

  test.each([
    ['https://cdn.example/live/index.m3u8?x=1', { type: 'hls' }],
    ['https://vimeo.example/event/1/embed', { type: 'embed' }],
    ['builtin-test', 'builtin'],
    ['http://evil.example/live.m3u8', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %j', (url, expected) => {
    const source = streamSource(null, url);
    if (expected && typeof expected === 'object') expect(source).toMatchObject(expected);
    else expect(source).toBe(expected);
  });
});
