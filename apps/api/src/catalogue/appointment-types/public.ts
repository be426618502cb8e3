/**
 * What other modules use of appointment types (CONTRACT §12): the types and their intervals
 * (appointment-timeslots computes free slots from them), questions, the class pass and membership
 * types valid for them, and their wire form (commerce/appointments populates `appointment_type`).
 */
export { buildAppointmentTypes } from './build.ts';
export {
  findAppointmentTypes,
  intervalsOf,
  questionsOf,
  validClassPassTypesOf,
  validMembershipTypesOf,
  type AppointmentTypeRow,
} from './queries.ts';
