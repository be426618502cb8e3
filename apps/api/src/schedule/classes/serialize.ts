/**
 * Class records on the wire (CONTRACT §1.7, §4): style B for GET /classes (`client_id`,
 * `class_type_id`, `room_id`, relation objects only when populated), style A for GET /classes/{id}
 * and populated signup lists (`client`, `class_type`, `room` as id or object). Times `HH:mm`.
 */
import { hhmm } from '../../platform/lib/time.ts';
import type { ClassRow } from './queries.ts';

/** The stored columns of a class, style B, with real booleans (decision 9). */
export function classStyleB(row: ClassRow): Record<string, unknown> {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    archived: row.archived,
    client_id: row.client_id,
    date: row.date,
    start_time: hhmm(row.start_time),
    end_time: hhmm(row.end_time),
    class_type_id: row.class_type_id,
    subtitle: row.subtitle,
    room_id: row.room_id,
    seats: row.seats,
    cancelled: row.cancelled,
    studio_attendance_enabled: row.studio_attendance_enabled,
    livestream_enabled: row.livestream_enabled,
    classpass_com_enabled: null,
    classpass_com_all_seats_allowed: null,
    classpass_com_number_of_seats_allowed: null,
  };
}

/** Style A: relations named after themselves, holding the id (replaced by the object if populated). */
export function classStyleA(row: ClassRow): Record<string, unknown> {
  const { client_id, class_type_id, room_id, ...rest } = classStyleB(row);
  return { ...rest, client: client_id, class_type: class_type_id, room: room_id };
}
