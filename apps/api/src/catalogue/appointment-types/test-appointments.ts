/**
 * Appointment test data for the appointment modules' tests (CONTRACT §12): types with questions
 * and valid pass and membership types, teachers' intervals and booked appointments, inserted
 * directly. Prices are kroner strings as the column holds them (`"650"`).
 */
import type { Db } from '../../platform/db/connect.ts';
import {
  appointmentAvailableIntervals,
  appointmentTypeClassPassTypes,
  appointmentTypeMembershipTypes,
  appointmentTypeQuestions,
  appointmentTypes,
  appointments,
} from '../../platform/db/schema.ts';

type TypeValues = Partial<typeof appointmentTypes.$inferInsert>;
type IntervalValues = Partial<typeof appointmentAvailableIntervals.$inferInsert> & {
  teacher_id: number;
  branch_id: number;
};
type AppointmentValues = Partial<typeof appointments.$inferInsert> & {
  appointment_type_id: number;
  customer_id: number;
  teacher_id: number;
  date: string;
  start_time: string;
  end_time: string;
};

export function appointmentFactory(db: Db) {
  return {
    /** A 60-minute type at 650 kr, paid in the app, with its questions and valid types. */
    async type(
      clientId: number,
      values: TypeValues = {},
      links: {
        questions?: { text: string; required?: boolean; sort?: number; archived?: boolean }[];
        classPassTypeIds?: number[];
        membershipTypeIds?: number[];
      } = {},
    ) {
      const [type] = await db
        .insert(appointmentTypes)
        .values({
          client_id: clientId,
          name: 'Private session 60 min',
          duration_minutes: 60,
          price: '650',
          ...values,
        })
        .returning();
      const id = type!.id;
      if (links.questions?.length)
        await db
          .insert(appointmentTypeQuestions)
          .values(
            links.questions.map((q) => ({ client_id: clientId, appointment_type_id: id, ...q })),
          );
      if (links.classPassTypeIds?.length)
        await db.insert(appointmentTypeClassPassTypes).values(
          links.classPassTypeIds.map((class_pass_type_id) => ({
            appointment_type_id: id,
            class_pass_type_id,
          })),
        );
      if (links.membershipTypeIds?.length)
        await db.insert(appointmentTypeMembershipTypes).values(
          links.membershipTypeIds.map((membership_type_id) => ({
            appointment_type_id: id,
            membership_type_id,
          })),
        );
      return type!;
    },

    /** A weekly interval of the type: Mondays 09:00–12:00 from 2026-01-01 unless given. */
    async interval(clientId: number, typeId: number, values: IntervalValues) {
      const [row] = await db
        .insert(appointmentAvailableIntervals)
        .values({
          client_id: clientId,
          appointment_type_id: typeId,
          weekday: 0,
          start_time: '09:00',
          end_time: '12:00',
          valid_from: '2026-01-01',
          ...values,
        })
        .returning();
      return row!;
    },

    /** A booked appointment (paid outside unless given). */
    async appointment(clientId: number, values: AppointmentValues) {
      const [row] = await db
        .insert(appointments)
        .values({ client_id: clientId, payment_option: 'outsideYogo', ...values })
        .returning();
      return row!;
    },
  };
}
