/**
 * A livestream room answer (GET /classes/{id}/livestream-room) for tests: class 7, "Hatha flow"
 * on Thursday 3 December 2026 18:00–19:00 Copenhagen (17:00 UTC), room open 17:45–19:15.
 */
import type { LivestreamRoom } from '@studio/contract/livestream-room';

export const startsAt = Date.UTC(2026, 11, 3, 17, 0);
export const opensAt = startsAt - 15 * 60_000;
export const closesAt = startsAt + 75 * 60_000;

export function roomBody(extra: Partial<LivestreamRoom> = {}): LivestreamRoom {
  return {
    class_id: 7,
    class_type_name: 'Hatha flow',
    date: '2026-12-03',
    start_time: '18:00:00',
    end_time: '19:00:00',
    starts_at: startsAt,
    ends_at: startsAt + 60 * 60_000,
    opens_at: opensAt,
    closes_at: closesAt,
    status: 'waiting',
    stream: null,
    ...extra,
  };
}
