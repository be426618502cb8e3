/**
 * The livestream room of one class for the signed-in customer: GET /classes/{id}/livestream-room
 * (issue 25 *(design)*, decision record 2026-11-27-livestream-room; `LivestreamRoom` in
 * `@studio/contract/livestream-room`). 200 the room (`opens_at`, `closes_at`: ms instants;
 * `status` `waiting` | `open` | `ended`; `stream` only while open), the refusal
 * `E_NOT_SIGNED_UP_FOR_LIVESTREAM` when not signed up for the class's livestream, 404 no such streamed class. The query re-asks by itself while the answer can
 * change: when the room should open or close, every 30 s while waiting, every 15 s while the room
 * is open without a stream, and when the customer comes back to the tab.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LivestreamRoom } from '@studio/contract/livestream-room';
import { api } from '../../../shared/api/client.ts';
import { ApiError, isRefusal } from '../../../shared/api/errors.ts';

/** How often the waiting room asks again, at most (ms). */
const WAITING_POLL_MS = 30_000;
/** How often an open room without a stream asks again (ms). */
const NO_STREAM_POLL_MS = 15_000;
/** Past the instant the room should have changed, the server may not agree yet (clock skew). */
const LATE_POLL_MS = 5_000;
/** An open room asks again at `closes_at`, and at least this often (ms). */
const OPEN_POLL_MS = 60_000;

/** The room's refusal: 403 not signed up (the server's `E_NOT_SIGNED_UP_FOR_LIVESTREAM`), 404 not available; else null. */
export function roomRefusal(error: unknown): 403 | 404 | null {
  if (isRefusal(error, 'E_NOT_SIGNED_UP_FOR_LIVESTREAM')) return 403;
  return error instanceof ApiError && error.status === 404 ? 404 : null;
}

/** Milliseconds until `instant`, within [`LATE_POLL_MS` once passed, `atMost`]. */
const untilOrLate = (instant: number, atMost: number) => {
  const left = instant - Date.now();
  return left > 0 ? Math.min(left, atMost) : LATE_POLL_MS;
};

/** The next re-ask (ms), or false when the answer can no longer change. */
export function nextAsk(room: LivestreamRoom | undefined): number | false {
  if (!room || room.status === 'ended') return false;
  if (room.status === 'waiting') return untilOrLate(room.opens_at, WAITING_POLL_MS);
  if (!room.stream) return NO_STREAM_POLL_MS;
  return untilOrLate(room.closes_at, OPEN_POLL_MS);
}

export function livestreamRoomQuery(classId: number) {
  return queryOptions({
    queryKey: ['classes', classId, 'livestream-room'],
    queryFn: ({ signal }) =>
      api.get(`/classes/${classId}/livestream-room`, LivestreamRoom, { signal }),
    // The room's own clock asks again when the answer can change; no need to ask on mount too.
    staleTime: 10_000,
    refetchInterval: (query) =>
      roomRefusal(query.state.error) ? false : nextAsk(query.state.data),
    // The loader asked already: a 403 or 404 it got is the answer, not a reason to ask again.
    retryOnMount: false,
    // Back in the tab (the app's default is off): the room may have opened meanwhile.
    refetchOnWindowFocus: true,
    // A refusal is shown in the room; anything else with nothing to show goes to the route's
    // error boundary. A failed re-ask keeps the room (and its player) as it was.
    throwOnError: (error, query) => !roomRefusal(error) && query.state.data === undefined,
  });
}

export const useLivestreamRoom = (classId: number) => useQuery(livestreamRoomQuery(classId));
