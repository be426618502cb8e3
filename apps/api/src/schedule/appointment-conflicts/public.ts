/**
 * What other domains use of the schedule for appointments (CONTRACT §12): the classes that keep
 * teachers from taking appointments (catalogue/appointment-timeslots).
 */
export { teacherClassTimes } from './queries.ts';
