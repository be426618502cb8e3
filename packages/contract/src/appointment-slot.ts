/**
 * The slot an appointment booking asks for (CONTRACT §12 POST /appointments body, §7 cart
 * `appointment_details` and `use_immediately_after_purchase` for an appointment): kept apart from
 * appointments.ts so the cart's schemas carry only this. Copenhagen date `YYYY-MM-DD`, wall time
 * `HH:mm` or `HH:mm:ss`; `answers` (to the type's questions) is our design.
 */
import * as z from 'zod/mini';
import { Id, isCalendarDate } from './wire.ts';

/** A real Copenhagen calendar date `YYYY-MM-DD`. */
export const CalendarDate = z.string().check(z.refine(isCalendarDate, 'validation:invalid_date'));
/** A wall time `HH:mm` or `HH:mm:ss` (00:00–23:59). */
export const WallTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'validation:invalid_time'));

/** An answer to a type's question (a required question needs a non-empty one). */
export const AppointmentAnswer = z.object({
  question_id: Id,
  answer: z.string().check(z.maxLength(2000)),
});

/** The slot: date, type, teacher, start, branch (optional) and the answers. */
export const AppointmentSlotBody = z.looseObject({
  date: CalendarDate,
  appointment_type_id: Id,
  teacher_id: Id,
  start_time: WallTime,
  branch_id: z.optional(z.nullable(Id)),
  answers: z.optional(z.array(AppointmentAnswer).check(z.maxLength(50))),
});
export type AppointmentSlotBody = z.infer<typeof AppointmentSlotBody>;
