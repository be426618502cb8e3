/** What an appointment's mail reads (appointment-mail.ts): the customer, teacher and branch. */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { appointmentTypes, branches, users } from '../../platform/db/schema.ts';
import type { AppointmentRow } from './queries.ts';

/** The customer (e-mail, first name, language), the teacher's name, the branch and type names. */
export async function appointmentMailFacts(tx: Tx, row: AppointmentRow) {
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, [row.customer_id, row.teacher_id]));
  const [branch] = row.branch_id
    ? await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, row.branch_id))
    : [];
  const [type] = await tx
    .select({ name: appointmentTypes.name })
    .from(appointmentTypes)
    .where(eq(appointmentTypes.id, row.appointment_type_id));
  const teacher = people.find((p) => p.id === row.teacher_id);
  return {
    customer: people.find((p) => p.id === row.customer_id),
    teacher: teacher ? `${teacher.first_name} ${teacher.last_name}`.trim() : '',
    branch: branch?.name ?? '',
    typeName: type?.name ?? '',
  };
}
