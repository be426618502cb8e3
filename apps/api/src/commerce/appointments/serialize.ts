/**
 * Appointments on the wire (CONTRACT §12 Appointment, style B ids): `paymentOption` as booked,
 * `room` the id (or the room when populated), times `HH:mm:ss`, and of our design `answers`,
 * `cancellation_deadline_timestamp` (ms as a digits string, like §1.8's deadlines) and
 * `customer_can_cancel`. `populate[]` ∈ `appointment_type` (+ `.valid_class_pass_types`,
 * `.valid_membership_types`), `teacher`, `room`, `branch`; others are ignored (§1.6).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import { branches, rooms, users } from '../../platform/db/schema.ts';
import { copenhagenToday } from '../../platform/lib/time.ts';
import { buildAppointmentTypes, findAppointmentTypes } from '../../catalogue/public.ts';
import type { StudioClient } from '../../studio/public.ts';
import type { AppointmentRow } from './queries.ts';
import { cancellationDeadline, customerMayCancel } from './service.ts';

/** One row without relations. */
export function serializeAppointment(client: StudioClient, row: AppointmentRow) {
  const { payment_option, room_id, hold_until: _hold, order_id: _order, answers, ...rest } = row;
  const deadline = cancellationDeadline(client, row);
  return {
    ...rest,
    room: room_id,
    paymentOption: payment_option,
    answers: (answers ?? []) as { question_id: number; answer: string }[],
    cancellation_deadline_timestamp: String(deadline),
    customer_can_cancel: customerMayCancel(row) && Date.now() <= deadline && !row.cancelled_at,
  };
}

const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => !!id))];

/** The rows on the wire with the relations `populate` asks for (one query per relation). */
export async function buildAppointments(
  db: Db,
  client: StudioClient,
  rows: AppointmentRow[],
  populate: string[],
) {
  const keys = new Set(populate);
  const clientId = client.row.id;
  const typeKeys = ['valid_class_pass_types', 'valid_membership_types'].filter((k) =>
    keys.has(`appointment_type.${k}`),
  );
  const wantType = keys.has('appointment_type') || typeKeys.length > 0;
  const [types, teachers, branchRows, roomRows] = await Promise.all([
    wantType
      ? findAppointmentTypes(db, clientId, unique(rows.map((r) => r.appointment_type_id)), true)
      : [],
    keys.has('teacher') && rows.length
      ? db
          .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
          .from(users)
          .where(inArray(users.id, unique(rows.map((r) => r.teacher_id))))
      : [],
    keys.has('branch') && rows.some((r) => r.branch_id)
      ? db
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(inArray(branches.id, unique(rows.map((r) => r.branch_id))))
      : [],
    keys.has('room') && rows.some((r) => r.room_id)
      ? db
          .select({ id: rooms.id, name: rooms.name, branch_id: rooms.branch_id })
          .from(rooms)
          .where(
            and(
              eq(rooms.client_id, clientId),
              inArray(rooms.id, unique(rows.map((r) => r.room_id))),
            ),
          )
      : [],
  ]);
  const typeObjects = byId(
    (await buildAppointmentTypes(db, clientId, types, typeKeys, copenhagenToday())) as {
      id: number;
    }[],
  );
  const [teacherMap, branchMap, roomMap] = [byId(teachers), byId(branchRows), byId(roomRows)];
  return rows.map((row) => ({
    ...serializeAppointment(client, row),
    ...(wantType ? { appointment_type: typeObjects.get(row.appointment_type_id) ?? null } : {}),
    ...(keys.has('teacher') ? { teacher: teacherMap.get(row.teacher_id) ?? null } : {}),
    ...(keys.has('branch')
      ? { branch: row.branch_id ? (branchMap.get(row.branch_id) ?? null) : null }
      : {}),
    ...(keys.has('room') ? { room: row.room_id ? (roomMap.get(row.room_id) ?? null) : null } : {}),
  }));
}
