/**
 * What other modules use of free timeslots (CONTRACT §12): the free slots of a type on some dates
 * and whether one is free. commerce/appointments calls them again under its locks when it books.
 */
export { findFreeTimeslots } from './service.ts';
export type { Timeslot } from './free-timeslots.ts';
export { liveAppointment } from './queries.ts';
