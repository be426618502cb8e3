/**
 * Events on the wire (CONTRACT §6 Event object, §4 the event inside a time slot): style A
 * (`room`, `event_group`, `image` hold ids, objects when populated) or style B (`room_id`,
 * `event_group_id`, `image_id`; the relation only when populated). Every event carries its
 * installment plan fields (state.ts). Relations load in one statement each for the whole list.
 * Populate keys (parents listed or implied by the caller): `image`, `teachers`, `teachers.image`,
 * `room`, `room.branch`, `event_group`, `event_group.image`, `time_slots`, `signup_count`
 * (`signups` is staff-only: customers get `signup_count`), `user_is_signed_up_for_event`.
 */
import type { Db } from '../../platform/db/connect.ts';
import { roomsById } from '../classes/public.ts';
import { imagesById } from '../../studio/public.ts';
import {
  groupsById,
  plansOfEvents,
  seatsByEvent,
  slotsOfEvents,
  teachersOfEvents,
  userSignupIds,
  type EventRow,
} from './queries.ts';
import { serializeGroup, serializeSlot, type Style } from './serialize.ts';
import { planView } from './state.ts';

/** Who asks and when: the studio, the logged-in customer (or null), Copenhagen today. */
export interface EventView {
  clientId: number;
  userId: number | null;
  today: string;
}

type Json = Record<string, unknown>;

/** An image record, style A with the legacy `url` template, style B without. */
const imageOut = (image: Json | undefined, style: Style) =>
  !image
    ? null
    : style === 'A'
      ? { ...image, url: `/[image_size]/${String(image.filename)}` }
      : image;

/** The wire objects of `rows`, in order. */
export async function buildEvents(
  db: Db,
  view: EventView,
  rows: EventRow[],
  keys: Set<string>,
  style: Style,
): Promise<Json[]> {
  const ids = rows.map((row) => row.id);
  const has = (key: string) => keys.has(key);
  const wantsCount = has('signup_count') || has('signups');
  const [plans, seats, mine, slots, teachers, rooms, groups] = await Promise.all([
    plansOfEvents(db, ids),
    wantsCount ? seatsByEvent(db, ids) : undefined,
    has('user_is_signed_up_for_event') && view.userId !== null
      ? userSignupIds(db, view.userId, ids)
      : new Map<number, number>(),
    has('time_slots') ? slotsOfEvents(db, ids) : [],
    has('teachers') ? teachersOfEvents(db, ids) : [],
    has('room')
      ? roomsById(db, view.clientId, unique(rows.map((r) => r.room_id)), has('room.branch'))
      : new Map<number, Json>(),
    has('event_group')
      ? groupsById(db, view.clientId, unique(rows.map((r) => r.event_group_id)))
      : [],
  ]);
  const imageIds = [
    ...(has('image') ? rows.map((r) => r.image_id) : []),
    ...(has('event_group.image') ? groups.map((g) => g.image_id) : []),
    ...(has('teachers.image') ? teachers.map((t) => t.image_id) : []),
  ];
  const found = await imagesById(db, view.clientId, unique(imageIds));
  const image = (id: number | null) => imageOut(id ? found.get(id) : undefined, style);
  return rows.map((row) => {
    const { client_id, room_id, event_group_id, image_id, price, ...rest } = row;
    const out: Json = { ...rest, client: client_id, client_id, price: Number(price) };
    const rel = (name: string, id: number | null) => {
      if (style === 'A') out[name] = id;
      else out[`${name}_id`] = id;
    };
    rel('room', room_id);
    rel('event_group', event_group_id);
    rel('image', image_id);
    Object.assign(
      out,
      planView(
        row.installment_payments_enabled,
        plans.filter((p) => p.event_id === row.id),
        view.today,
      ),
    );
    if (has('image')) out.image = image(image_id);
    if (has('room')) out.room = room_id ? (rooms.get(room_id) ?? null) : null;
    if (has('event_group')) {
      const group = groups.find((g) => g.id === event_group_id);
      out.event_group = group
        ? {
            ...serializeGroup(group),
            ...(has('event_group.image') ? { image: image(group.image_id) } : {}),
          }
        : null;
    }
    if (has('teachers'))
      out.teachers = teachers
        .filter((t) => t.event_id === row.id)
        .map(({ event_id: _e, image: _i, image_id, ...teacher }) =>
          style === 'A'
            ? { ...teacher, image: has('teachers.image') ? image(image_id) : image_id }
            : {
                ...teacher,
                image_id,
                ...(has('teachers.image') ? { image: image(image_id) } : {}),
              },
        );
    if (has('time_slots'))
      out.time_slots = slots.filter((s) => s.event_id === row.id).map((s) => serializeSlot(s, 'A'));
    if (seats) out.signup_count = seats.get(row.id) ?? 0;
    if (has('user_is_signed_up_for_event')) out.user_is_signed_up_for_event = mine.has(row.id);
    return out;
  });
}

function unique(values: (number | null | undefined)[]) {
  return [...new Set(values.filter((v): v is number => typeof v === 'number'))];
}
