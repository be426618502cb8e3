/**
 * The livestream room (issue 25; seed 000 §2 routes `/livestream/class/{id}/preloader` and
 * `/livestream/class/{id}`; all our design, CONTRACT has no call for it): GET
 * /classes/{id}/livestream-room answers the customer signed up for the class's livestream when
 * the room opens and closes and, while it is open, the stream. Instants are ms since epoch.
 * `status`: `waiting` (before `opens_at`), `open`, `ended` (after `closes_at`). `stream` only while
 * open and the studio has one: `hls` (an `.m3u8` address, played with hls.js) or `embed` (a
 * streaming service's player address, shown in a frame).
 */
import * as z from 'zod/mini';
import { Id } from './wire.ts';

export const LivestreamStream = z.looseObject({
  type: z.enum(['hls', 'embed']),
  url: z.string(),
});
export type LivestreamStream = z.infer<typeof LivestreamStream>;

export const LivestreamRoom = z.looseObject({
  class_id: z.number(),
  class_type_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.number(),
  ends_at: z.number(),
  opens_at: z.number(),
  closes_at: z.number(),
  status: z.enum(['waiting', 'open', 'ended']),
  stream: z.nullable(LivestreamStream),
});
export type LivestreamRoom = z.infer<typeof LivestreamRoom>;

/** `{id}` of GET /classes/{id}/livestream-room. */
export const LivestreamRoomParams = z.object({ id: Id });
