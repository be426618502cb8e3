/**
 * What other modules use of appointment types (CONTRACT §12): the types and their intervals
 * (appointment-timeslots computes free slots from them).
 */
export { findAppointmentTypes, intervalsOf } from './queries.ts';
