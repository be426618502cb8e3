/**
 * Bulk-loads the relations asked for on a list of classes (CONTRACT §4 populate keys): class type
 * (+ image), room (+ branch), teachers (+ image, public columns only). At most three statements
 * for any number of classes; images are joined into the class type and teacher queries.
 */
import type { Db } from '../../platform/db/connect.ts';
import { classTypesById, roomsById, teachersByClass, type ClassRow } from './queries.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

export interface Relations {
  classTypes: Map<number, Record<string, unknown>>;
  rooms: Map<number, Record<string, unknown>>;
  teachers: Map<number, Record<string, unknown>[]>;
}

const unique = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];

/** Loads what `fields` (the expanded populate set) needs for `rows`. */
export async function loadRelations(
  db: Tx,
  clientId: number,
  rows: ClassRow[],
  fields: Set<string>,
): Promise<Relations> {
  const [classTypes, rooms, teachers] = await Promise.all([
    fields.has('class_type')
      ? classTypesById(
          db,
          clientId,
          unique(rows.map((r) => r.class_type_id)),
          fields.has('class_type.image'),
        )
      : new Map<number, Record<string, unknown>>(),
    fields.has('room')
      ? roomsById(db, clientId, unique(rows.map((r) => r.room_id)), fields.has('room.branch'))
      : new Map<number, Record<string, unknown>>(),
    fields.has('teachers')
      ? teachersByClass(
          db,
          rows.map((r) => r.id),
          fields.has('teachers.image'),
        )
      : new Map<number, Record<string, unknown>[]>(),
  ]);
  return { classTypes, rooms, teachers };
}
