/**
 * Appointment types and what they carry (CONTRACT §12): questions, available intervals and the
 * class pass and membership types valid for them. Every query takes the studio id first; archived
 * rows are never read for customers.
 */
import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/connect.ts';
import {
  appointmentAvailableIntervals,
  appointmentTypeClassPassTypes,
  appointmentTypeMembershipTypes,
  appointmentTypeQuestions,
  appointmentTypes,
  classPassTypes,
  membershipTypes,
} from '../../platform/db/schema.ts';

export type AppointmentTypeRow = typeof appointmentTypes.$inferSelect;
export type AvailableIntervalRow = typeof appointmentAvailableIntervals.$inferSelect;

/**
 * The studio's non-archived appointment types (all, or those of `ids`), by id; `withArchived`
 * also the archived ones (a booked appointment still names its type).
 */
export function findAppointmentTypes(
  db: Db,
  clientId: number,
  ids?: number[],
  withArchived = false,
) {
  return db
    .select()
    .from(appointmentTypes)
    .where(
      and(
        eq(appointmentTypes.client_id, clientId),
        withArchived ? undefined : eq(appointmentTypes.archived, false),
        ids ? inArray(appointmentTypes.id, ids) : undefined,
      ),
    )
    .orderBy(asc(appointmentTypes.id));
}

/** The types' questions (not archived), in `sort` order. */
export function questionsOf(db: Db, clientId: number, typeIds: number[]) {
  return db
    .select({
      appointment_type_id: appointmentTypeQuestions.appointment_type_id,
      id: appointmentTypeQuestions.id,
      text: appointmentTypeQuestions.text,
      required: appointmentTypeQuestions.required,
    })
    .from(appointmentTypeQuestions)
    .where(
      and(
        eq(appointmentTypeQuestions.client_id, clientId),
        eq(appointmentTypeQuestions.archived, false),
        inArray(appointmentTypeQuestions.appointment_type_id, typeIds),
      ),
    )
    .orderBy(asc(appointmentTypeQuestions.sort), asc(appointmentTypeQuestions.id));
}

/**
 * The non-archived intervals of the types (all, or `typeIds`) that have not ended before
 * `today`, by type, weekday, time and id.
 */
export function intervalsOf(db: Db, clientId: number, today: string, typeIds?: number[]) {
  return db
    .select()
    .from(appointmentAvailableIntervals)
    .where(
      and(
        eq(appointmentAvailableIntervals.client_id, clientId),
        eq(appointmentAvailableIntervals.archived, false),
        typeIds ? inArray(appointmentAvailableIntervals.appointment_type_id, typeIds) : undefined,
        or(
          isNull(appointmentAvailableIntervals.valid_until),
          gte(appointmentAvailableIntervals.valid_until, today),
        ),
      ),
    )
    .orderBy(
      asc(appointmentAvailableIntervals.appointment_type_id),
      asc(appointmentAvailableIntervals.weekday),
      asc(appointmentAvailableIntervals.start_time),
      asc(appointmentAvailableIntervals.id),
    );
}

/** The non-archived class pass types valid for the types: `{id, name}` by type, by id. */
export function validClassPassTypesOf(db: Db, clientId: number, typeIds: number[]) {
  return db
    .select({
      appointment_type_id: appointmentTypeClassPassTypes.appointment_type_id,
      id: classPassTypes.id,
      name: classPassTypes.name,
    })
    .from(appointmentTypeClassPassTypes)
    .innerJoin(
      classPassTypes,
      eq(classPassTypes.id, appointmentTypeClassPassTypes.class_pass_type_id),
    )
    .where(
      and(
        eq(classPassTypes.client_id, clientId),
        eq(classPassTypes.archived, false),
        inArray(appointmentTypeClassPassTypes.appointment_type_id, typeIds),
      ),
    )
    .orderBy(asc(classPassTypes.id));
}

/** The non-archived membership types valid for the types: `{id, name}` by type, by id. */
export function validMembershipTypesOf(db: Db, clientId: number, typeIds: number[]) {
  return db
    .select({
      appointment_type_id: appointmentTypeMembershipTypes.appointment_type_id,
      id: membershipTypes.id,
      name: membershipTypes.name,
    })
    .from(appointmentTypeMembershipTypes)
    .innerJoin(
      membershipTypes,
      eq(membershipTypes.id, appointmentTypeMembershipTypes.membership_type_id),
    )
    .where(
      and(
        eq(membershipTypes.client_id, clientId),
        eq(membershipTypes.archived, false),
        inArray(appointmentTypeMembershipTypes.appointment_type_id, typeIds),
      ),
    )
    .orderBy(asc(membershipTypes.id));
}
