/**
 * The livestream room's rules (issue 25; seed 000 §2 `/livestream/class/{id}`; decision record
 * 2026-11-27-livestream-room): who may enter, when it is open, and which stream it shows. Pure
 * functions; instants ms since epoch, class times Copenhagen wall times.
 */
import { copenhagenInstant } from '../../platform/lib/time.ts';

export type RoomStatus = 'waiting' | 'open' | 'ended';

export interface RoomTimes {
  starts_at: number;
  ends_at: number;
  opens_at: number;
  closes_at: number;
}

/**
 * When the room of a class opens and closes: `opensBefore` minutes before its start and
 * `closesAfter` minutes after its end (the studio's settings; negative values count as 0).
 */
export function roomTimes(
  c: { date: string; start_time: string; end_time: string },
  opensBefore: number,
  closesAfter: number,
): RoomTimes {
  const starts = copenhagenInstant(c.date, c.start_time);
  const ends = copenhagenInstant(c.date, c.end_time);
  return {
    starts_at: starts,
    ends_at: ends,
    opens_at: starts - Math.max(0, opensBefore) * 60_000,
    closes_at: ends + Math.max(0, closesAfter) * 60_000,
  };
}

/** `waiting` before it opens, `open` until it closes (inclusive), then `ended`. */
export function roomStatus(times: RoomTimes, now: number): RoomStatus {
  if (now < times.opens_at) return 'waiting';
  return now <= times.closes_at ? 'open' : 'ended';
}

/** The value of `livestream_stream_url` that asks for the generated test picture. */
export const BUILTIN_TEST_STREAM = 'builtin-test';

/**
 * What the room plays: the class's own address, else the studio's (`livestream_stream_url`).
 * An address ending in `.m3u8` (before any query) is HLS; another `https://` address is a
 * streaming service's player to embed; `builtin-test` is our generated stream; anything else
 * (empty, not https) is no stream.
 */
export function streamSource(
  classUrl: string | null,
  studioUrl: string,
): { type: 'hls' | 'embed'; url: string } | 'builtin' | null {
  const url = (classUrl ?? '').trim() || studioUrl.trim();
  if (url === BUILTIN_TEST_STREAM) return 'builtin';
  if (!/^https:\/\//i.test(url) && !/^http:\/\/(localhost|127\.0\.0\.1)[:/]/i.test(url))
    return null;
  return /\.m3u8($|\?)/i.test(url.split('#')[0]!) ? { type: 'hls', url } : { type: 'embed', url };
}
