/**
 * Appointment types on the wire (CONTRACT §12, style B: `client_id`; relations only when asked
 * for). Kroner on the wire, times `HH:mm:ss`. `populate` ∈ `questions`,
 * `appointment_available_intervals` (those not ended before today), `valid_class_pass_types`,
 * `valid_membership_types`; other keys are ignored (CONTRACT §1.6).
 */
import { toKroner, toOre } from '@studio/contract/money';
import type { Db } from '../../platform/db/connect.ts';
import {
  intervalsOf,
  questionsOf,
  validClassPassTypesOf,
  validMembershipTypesOf,
  type AppointmentTypeRow,
  type AvailableIntervalRow,
} from './queries.ts';

/** An available interval on the wire (`client_id` left out: the type carries it). */
export function serializeInterval(row: AvailableIntervalRow): Record<string, unknown> {
  const { client_id: _client, ...rest } = row;
  return rest;
}

/** Groups rows by their `appointment_type_id`, the key left out of each. */
function byType<T extends { appointment_type_id: number }>(rows: T[]) {
  const map = new Map<number, Omit<T, 'appointment_type_id'>[]>();
  for (const { appointment_type_id, ...rest } of rows)
    map.set(appointment_type_id, [...(map.get(appointment_type_id) ?? []), rest]);
  return map;
}

/** The wire objects of `rows`, in order, with the relations `populate` asks for. */
export async function buildAppointmentTypes(
  db: Db,
  clientId: number,
  rows: AppointmentTypeRow[],
  populate: string[],
  today: string,
): Promise<Record<string, unknown>[]> {
  const keys = new Set(populate);
  const ids = rows.map((row) => row.id);
  const load = async <T>(key: string, query: () => Promise<T[]>) =>
    keys.has(key) && ids.length ? query() : [];
  const [questions, intervals, passTypes, membershipTypes] = await Promise.all([
    load('questions', () => questionsOf(db, clientId, ids)),
    load('appointment_available_intervals', () => intervalsOf(db, clientId, today, ids)),
    load('valid_class_pass_types', () => validClassPassTypesOf(db, clientId, ids)),
    load('valid_membership_types', () => validMembershipTypesOf(db, clientId, ids)),
  ]);
  const relations = {
    questions: byType(questions),
    appointment_available_intervals: new Map(
      [...byType(intervals).entries()].map(([id, list]) => [
        id,
        list.map((interval) =>
          serializeInterval({ ...interval, appointment_type_id: id } as AvailableIntervalRow),
        ),
      ]),
    ),
    valid_class_pass_types: byType(passTypes),
    valid_membership_types: byType(membershipTypes),
  };

  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row, price: toKroner(toOre(row.price)) };
    for (const [key, map] of Object.entries(relations))
      if (keys.has(key)) out[key] = map.get(row.id) ?? [];
    return out;
  });
}
