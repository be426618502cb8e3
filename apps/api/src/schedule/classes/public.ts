/**
 * What other modules use of classes (CONTRACT §4): a class's state and seat counts, its series
 * locks, and the class builder for populated signup lists. Other modules import from this file only.
 */
export { buildClasses, type ClassRequest } from './build.ts';
export { classRequest } from './class-request.ts';
export { loadSeriesIndex } from './class-series.ts';
export {
  classState,
  livestreamCapacity,
  signoffDeadlineMinutes,
  type ClassState,
} from './class-state.ts';
export { planPopulate } from './populate-keys.ts';
export { classTypesById, roomsById, seatCountsOf, teacherColumns } from './queries.ts';
