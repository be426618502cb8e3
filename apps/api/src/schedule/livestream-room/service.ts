/**
 * GET /classes/{id}/livestream-room *(design, issue 25)*: the room of a class for the customer
 * signed up for its livestream (an active livestream signup), and the short-lived media address of
 * the built-in stream. Only that customer, only while the room is open, gets a stream; the
 * built-in stream's files are served only with a token signed for that class, studio and time.
 */
import { and, eq } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/connect.ts';
import { classTypes, classes } from '../../platform/db/schema.ts';
import { activeRow } from '../signups/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import { roomStatus, roomTimes, streamSource } from './room.ts';

/** The class with its type's name, when it is the studio's, live and streamed. */
async function streamedClass(db: Db, clientId: number, classId: number) {
  const [row] = await db
    .select({
      id: classes.id,
      date: classes.date,
      start_time: classes.start_time,
      end_time: classes.end_time,
      livestream_stream_url: classes.livestream_stream_url,
      class_type_name: classTypes.name,
    })
    .from(classes)
    .innerJoin(classTypes, eq(classTypes.id, classes.class_type_id))
    .where(
      and(
        eq(classes.client_id, clientId),
        eq(classes.id, classId),
        eq(classes.archived, false),
        eq(classes.cancelled, false),
        eq(classes.livestream_enabled, true),
      ),
    );
  return row;
}

const signature = (secret: Uint8Array, claims: string) =>
  createHmac('sha256', secret)
    .update(`livestream-media:${claims}`)
    .digest('base64url')
    .slice(0, 22);

/**
 * A media token for the studio's built-in stream, valid until `until` (ms):
 * `<studio>-<class>-<expiry s>-<HMAC>`, short enough for a path segment (the player resolves the
 * playlist's segments next to it, so the token travels in the path, not the query).
 */
export function mediaToken(secret: Uint8Array, clientId: number, classId: number, until: number) {
  const claims = `${clientId}-${classId}-${Math.ceil(until / 1000)}`;
  return `${claims}-${signature(secret, claims)}`;
}

/** The studio id a media token was signed for, or null (malformed, forged or expired). */
export function mediaTokenStudio(secret: Uint8Array, token: string, now = Date.now()) {
  const match = /^(\d{1,10})-(\d{1,10})-(\d{1,12})-([\w-]{22})$/.exec(token);
  if (!match) return null;
  const claims = `${match[1]}-${match[2]}-${match[3]}`;
  const expected = Buffer.from(signature(secret, claims));
  const given = Buffer.from(match[4]!);
  if (!timingSafeEqual(expected, given) || Number(match[3]) * 1000 < now) return null;
  return Number(match[1]);
}

export type RoomOutcome =
  'notFound' | 'forbidden' | { room: Record<string, unknown>; builtin: boolean };

/**
 * The room for `userId`: `notFound` (no such live, streamed class of the studio), `forbidden`
 * (not signed up for its livestream), else the room; `builtin` when it plays our test stream.
 * @param apiBase `<scheme>://<host>` of this API, for the built-in stream's address.
 */
export async function livestreamRoom(
  db: Db,
  client: StudioClient,
  request: { classId: number; userId: number; now: number; apiBase: string; secret: Uint8Array },
): Promise<RoomOutcome> {
  const c = await streamedClass(db, client.row.id, request.classId);
  if (!c) return 'notFound';
  if (!(await activeRow(db, 'livestream', c.id, request.userId))) return 'forbidden';
  const settings = client.settings;
  const times = roomTimes(
    c,
    Number(settings.livestream_room_opens_minutes_before_start ?? 15),
    Number(settings.livestream_room_closes_minutes_after_end ?? 15),
  );
  const status = roomStatus(times, request.now);
  const source = streamSource(
    c.livestream_stream_url,
    String(settings.livestream_stream_url ?? ''),
  );
  let stream: { type: 'hls' | 'embed'; url: string } | null = null;
  if (status === 'open' && source === 'builtin') {
    const token = mediaToken(request.secret, client.row.id, c.id, times.closes_at);
    stream = { type: 'hls', url: `${request.apiBase}/livestream-media/${token}/index.m3u8` };
  } else if (status === 'open' && source && source !== 'builtin') stream = source;
  const room = {
    class_id: c.id,
    class_type_name: c.class_type_name,
    date: c.date,
    start_time: c.start_time,
    end_time: c.end_time,
    ...times,
    status,
    stream,
  };
  return { room, builtin: status === 'open' && source === 'builtin' };
}
