/**
 * GET /event-groups (CONTRACT §6): the studio's non-archived groups by `sort`, style A. `image`
 * holds the image id (the image with `populate[]=image`); `teachers` is `[]` unless
 * `populate[]=teachers`, then the teachers of the group's non-archived events (public columns).
 */
import type { Db } from '../../platform/db/connect.ts';
import { imagesById } from '../../studio/public.ts';
import { findEvents, listGroups, teachersOfEvents } from './queries.ts';
import { serializeGroup } from './serialize.ts';

export async function buildGroups(db: Db, clientId: number, keys: Set<string>) {
  const groups = await listGroups(db, clientId);
  const images = keys.has('image')
    ? await imagesById(
        db,
        clientId,
        groups.flatMap((g) => (g.image_id ? [g.image_id] : [])),
      )
    : new Map();
  const events = keys.has('teachers') ? await findEvents(db, clientId, {}) : [];
  const teachers = await teachersOfEvents(
    db,
    events.map((e) => e.id),
  );
  return groups.map((group) => {
    const out = serializeGroup(group);
    if (keys.has('image')) out.image = group.image_id ? (images.get(group.image_id) ?? null) : null;
    if (keys.has('teachers')) {
      const mine = new Set(events.filter((e) => e.event_group_id === group.id).map((e) => e.id));
      const seen = new Map<number, Record<string, unknown>>();
      for (const { event_id, image: _i, ...teacher } of teachers)
        if (mine.has(event_id) && !seen.has(teacher.id)) seen.set(teacher.id, teacher);
      out.teachers = [...seen.values()];
    }
    return out;
  });
}
